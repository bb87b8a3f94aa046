/** Above the list: the number of results, and a filter button per section with its count. */
import type {ReactNode} from 'react';
import clsx from 'clsx';

import {SECTIONS, type SectionId} from '@site/src/sections';
import type {Filter} from './useResultFilters';
import styles from './styles.module.css';

interface ResultsToolbarProps {
  total: number;
  filter: Filter;
  counts: ReadonlyMap<SectionId, number>;
  onFilter: (filter: Filter) => void;
}

export function ResultsToolbar({total, filter, counts, onFilter}: ResultsToolbarProps): ReactNode {
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} data-testid="search-count">
        {total === 1 ? '1 result' : `${total} results`}
      </p>
      <div className={styles.filters} role="group" aria-label="Filter results">
        <button
          type="button"
          className={clsx(styles.filter, filter === 'all' && styles.filterActive)}
          aria-pressed={filter === 'all'}
          onClick={() => onFilter('all')}
        >
          All
        </button>
        {SECTIONS.map((section) => (
          <button
            key={section.id}
            type="button"
            className={clsx(styles.filter, filter === section.id && styles.filterActive)}
            aria-pressed={filter === section.id}
            onClick={() => onFilter(section.id)}
          >
            {section.label} <span className={styles.filterCount}>{counts.get(section.id) ?? 0}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
