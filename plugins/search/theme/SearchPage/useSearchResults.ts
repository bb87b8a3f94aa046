/** Runs the page's query through the site's search client, and keeps only the latest query's answer. */
import {useEffect, useRef, useState} from 'react';
import type {DocSearchHit} from '@docsearch/react';

import {SEARCH} from '../../constants';
import {useContextualFacetFilters, useSearchConfig} from '../../client/hooks';
import {useSiteSearchClient} from './useSiteSearchClient';

export type Status = 'idle' | 'loading' | 'done' | 'error';

export interface ResultState {
  query: string;
  hits: DocSearchHit[];
  total: number;
}

/** Up to this many hits per query; counts and section filters work on them. */
const MAX_HITS = 1000;

/** `onSearchStart` runs as each new query's search starts (and as the query is cleared). */
export function useSearchResults(query: string, onSearchStart: () => void): {status: Status; result: ResultState} {
  const config = useSearchConfig();
  const client = useSiteSearchClient();
  const facetFilters = useContextualFacetFilters();
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<ResultState>({query: '', hits: [], total: 0});
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    const trimmed = query.trim();
    // A new query starts from the first page and its own status: state that follows the query by design.
    onSearchStart();
    if (!trimmed) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus('idle');
      setResult({query: '', hits: [], total: 0});
      return;
    }
    setStatus('loading');
    const indexName = config.mode === 'hosted' ? config.indexName : SEARCH.localIndexName;
    client
      .search({requests: [{indexName, query: trimmed, hitsPerPage: MAX_HITS, facetFilters}]})
      .then(({results}) => {
        if (request !== latest.current) return;
        const [first] = results;
        setResult({query: trimmed, hits: first?.hits ?? [], total: first?.nbHits ?? 0});
        setStatus('done');
      })
      .catch((error: unknown) => {
        if (request !== latest.current) return;
        console.error('Search failed.', error);
        setStatus('error');
      });
  }, [query, client, config, facetFilters, onSearchStart]);

  return {status, result};
}
