/** The list of hits, a page at a time, with "Show more" while hits are left. */
import type {ReactNode} from 'react';
import type {DocSearchHit} from '@docsearch/react';

import {ResultItem} from './ResultItem';
import styles from './styles.module.css';

interface ResultListProps {
  hits: DocSearchHit[];
  shown: number;
  onShowMore: () => void;
}

export function ResultList({hits, shown, onShowMore}: ResultListProps): ReactNode {
  return (
    <>
      <ol className={styles.results}>
        {hits.slice(0, shown).map((hit) => (
          <ResultItem key={hit.objectID} hit={hit} />
        ))}
      </ol>
      {hits.length > shown && (
        <button type="button" className="button button--secondary" onClick={onShowMore}>
          Show more
        </button>
      )}
    </>
  );
}
