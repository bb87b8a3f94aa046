/**
 * The page component of the API reference's docs instance (its `docItemComponent`, set in docs-plugin.ts): the
 * theme's own DocItem, given the page's content with the member filter above the members on item pages that declare
 * filterable kinds (`api_filter` in their front matter). The filter hides members through classes on a wrapper of
 * that content. Guides keep theme-classic's DocItem untouched, and no other plugin provides this component.
 */
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import DocItem, {type Props} from '@theme/DocItem';

import MemberFilter, {useMemberFilter} from '../../client/MemberFilter';
import {MEMBER_FILTER_KINDS, memberFilterClasses, type MemberFilterKind} from '../../client/memberFilter';

type DocContent = Props['content'];

/** The filterable member kinds an API item page declares in its front matter (`api_filter`). */
function filterKinds(frontMatter: Record<string, unknown>): MemberFilterKind[] {
  const declared = frontMatter.api_filter;
  if (!Array.isArray(declared)) return [];
  return MEMBER_FILTER_KINDS.filter((kind) => declared.includes(kind));
}

/** The page's content component with the filter above it; it keeps the content's metadata, which DocItem reads. */
function withMemberFilter(Content: DocContent, kinds: MemberFilterKind[]): DocContent {
  function FilteredContent(): ReactNode {
    const [filter, setFilter, ready] = useMemberFilter();
    return (
      <>
        <MemberFilter kinds={kinds} state={filter} onChange={setFilter} ready={ready} />
        <div className={clsx('api-filtered', memberFilterClasses(filter))}>
          <Content />
        </div>
      </>
    );
  }
  const {frontMatter, metadata, toc, contentTitle, assets} = Content;
  return Object.assign(FilteredContent, {frontMatter, metadata, toc, contentTitle, assets});
}

export default function ApiDocItem({content, ...props}: Props): ReactNode {
  const withFilter = useMemo(() => {
    const kinds = filterKinds(content.frontMatter as Record<string, unknown>);
    return kinds.length === 0 ? content : withMemberFilter(content, kinds);
  }, [content]);
  return <DocItem {...props} content={withFilter} />;
}
