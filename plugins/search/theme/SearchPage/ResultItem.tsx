/** One hit of the list: its title (linked, highlighted), its breadcrumb and its highlighted snippet. */
import type {ReactNode} from 'react';
import type {DocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {stripMarks} from '../../client/text';
import styles from './styles.module.css';

/** Deepest heading of a hit: its title on the page. */
function titleLevel(hit: DocSearchHit): 'lvl1' | 'lvl2' | 'lvl3' {
  if (hit.hierarchy.lvl3) return 'lvl3';
  if (hit.hierarchy.lvl2) return 'lvl2';
  return 'lvl1';
}

/** The headings above the hit's title, as plain text. */
function breadcrumbOf(hit: DocSearchHit, level: 'lvl1' | 'lvl2' | 'lvl3'): string {
  return [
    hit.hierarchy.lvl0,
    level !== 'lvl1' ? hit.hierarchy.lvl1 : null,
    level === 'lvl3' ? hit.hierarchy.lvl2 : null,
  ]
    .filter((crumb): crumb is string => Boolean(crumb))
    .map(stripMarks)
    .join(' › ');
}

function Highlighted({html, className}: {html: string; className?: string}): ReactNode {
  // Safe: every value comes from the adapter, which escapes all text and adds only <mark>.
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

export function ResultItem({hit}: {hit: DocSearchHit}): ReactNode {
  const level = titleLevel(hit);
  const title = hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? '';
  const snippet = hit._snippetResult?.content?.value ?? '';
  return (
    <li className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={hit.url}>
          <Highlighted html={title} />
        </Link>
      </Heading>
      <p className={styles.breadcrumb}>{breadcrumbOf(hit, level)}</p>
      {snippet && <Highlighted className={styles.snippet} html={snippet} />}
    </li>
  );
}
