import type {ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import MemberFilter, {useMemberFilter} from '../../../client/MemberFilter';
import {MEMBER_FILTER_KINDS, memberFilterClasses, type MemberFilterKind} from '../../../client/memberFilter';

type Props = WrapperProps<typeof ContentType>;

/** The filterable member kinds an API item page declares in its front matter (`api_filter`). */
function filterKinds(frontMatter: Record<string, unknown>): MemberFilterKind[] {
  const declared = frontMatter.api_filter;
  if (!Array.isArray(declared)) return [];
  return MEMBER_FILTER_KINDS.filter((kind) => declared.includes(kind));
}

/**
 * Change: on API item pages, the member filter, whose choice hides members through classes on a wrapper of the
 * content. Other pages render as theme-classic's. (The site theme adds "Copy page as Markdown" around this.)
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const kinds = filterKinds(frontMatter as Record<string, unknown>);
  const [filter, setFilter, ready] = useMemberFilter();
  if (kinds.length === 0) return <Content {...props} />;
  return (
    <>
      <MemberFilter kinds={kinds} state={filter} onChange={setFilter} ready={ready} />
      <div className={clsx('api-filtered', memberFilterClasses(filter))}>
        <Content {...props} />
      </div>
    </>
  );
}
