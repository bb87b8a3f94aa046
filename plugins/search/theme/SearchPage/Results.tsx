/**
 * The /search page: reads `q`, keeps the URL in step as you type, lists every hit
 * with title, breadcrumb and highlighted snippet, and filters by section. Uses
 * the same search client as the modal (local index, or hosted DocSearch).
 * Its parts are in the files next to it: the hooks (`use…`) hold the state, the components draw it.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';

import {ShowQueryBeforeHydration, SearchingBeforeHydration} from './BeforeHydration';
import {NoResults} from './NoResults';
import {headingText, SEARCHING} from './pageTexts';
import {ResultList} from './ResultList';
import {ResultsToolbar} from './ResultsToolbar';
import {SearchError} from './SearchError';
import {SearchForm} from './SearchForm';
import {useResultFilters} from './useResultFilters';
import {useSearchQueryFromUrl} from './useSearchQueryFromUrl';
import {useSearchResults} from './useSearchResults';
import {useShownCount} from './useShownCount';
import styles from './styles.module.css';

export default function SearchResults(): ReactNode {
  const [query, onInput] = useSearchQueryFromUrl();
  const {shown, showMore, showFirstPage} = useShownCount();
  const {status, result} = useSearchResults(query, showFirstPage);
  const {filter, setFilter, counts, visible} = useResultFilters(result.hits);
  const done = status === 'done';

  return (
    <main
      className={clsx('container', 'margin-vert--lg', styles.page)}
      // The query whose results are on screen: lets tests and the bench read the list once it is this query's.
      data-search-done={done ? result.query : undefined}
    >
      {/* Its text may have been set from the URL before hydration (see BeforeHydration). */}
      <Heading as="h1" data-search-heading suppressHydrationWarning>
        {headingText(query.trim())}
      </Heading>
      <SearchForm query={query} onInput={onInput} />
      <SearchingBeforeHydration />
      <ShowQueryBeforeHydration />

      {done && result.total > 0 && (
        <ResultsToolbar total={result.total} filter={filter} counts={counts} onFilter={setFilter} />
      )}
      {status === 'loading' && <p className={styles.status}>{SEARCHING}</p>}
      {status === 'error' && <SearchError />}
      {done && result.total === 0 && <NoResults query={result.query} />}
      {done && visible.length > 0 && <ResultList hits={visible} shown={shown} onShowMore={showMore} />}
    </main>
  );
}
