import type {ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyPageButton from '@site/src/components/CopyPageButton';
import MemberFilter, {useMemberFilter} from '@site/plugins/api-reference/client/MemberFilter';
import {
  MEMBER_FILTER_KINDS,
  memberFilterClasses,
  type MemberFilterKind,
} from '@site/plugins/api-reference/client/memberFilter';

type Props = WrapperProps<typeof ContentType>;

/** The filterable member kinds an API item page declares in its front matter (`api_filter`). */
function filterKinds(frontMatter: Record<string, unknown>): MemberFilterKind[] {
  const declared = frontMatter.api_filter;
  if (!Array.isArray(declared)) return [];
  return MEMBER_FILTER_KINDS.filter((kind) => declared.includes(kind));
}

/**
 * Change: adds "Copy page as Markdown" above every docs page (guides and API: each has a `.md` copy), and on
 * API item pages the member filter, whose choice hides members through classes on a wrapper of the content.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const kinds = filterKinds(frontMatter as Record<string, unknown>);
  const [filter, setFilter, ready] = useMemberFilter();
  return (
    <>
      <CopyPageButton permalink={metadata.permalink} />
      {kinds.length > 0 ? (
        <>
          <MemberFilter kinds={kinds} state={filter} onChange={setFilter} ready={ready} />
          <div className={clsx('api-filtered', memberFilterClasses(filter))}>
            <Content {...props} />
          </div>
        </>
      ) : (
        <Content {...props} />
      )}
    </>
  );
}
