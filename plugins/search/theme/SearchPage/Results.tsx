/**
 * The /search page: reads `q`, keeps the URL in step as you type, lists every hit
 * with title, breadcrumb and highlighted snippet, and filters by section. Uses
 * the same search client as the modal (local index, or hosted DocSearch).
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {DocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {SECTIONS, type SectionId} from '@site/src/sections';
import {missingResultsUrl, SEARCH} from '../../constants';
import {sectionOfUrl} from '../../client/adapter';
import {searchErrorTexts} from '../../client/config';
import {useContextualFacetFilters, useSearchConfig, useSearchPageLink} from '../../client/hooks';
import {useSiteSearchClient} from './useSiteSearchClient';
import {stripMarks} from '../../client/text';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'done' | 'error';
type Filter = SectionId | 'all';

interface ResultState {
  query: string;
  hits: DocSearchHit[];
  total: number;
}

/** Up to this many hits per query; counts and section filters work on them. */
const MAX_HITS = 1000;

function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(SEARCH.queryParam) ?? '';
}

const HEADING_EMPTY = 'Search the documentation';
const HEADING_BEFORE_QUERY = 'Search results for “';
const HEADING_AFTER_QUERY = '”';
const SEARCHING = 'Searching…';

function headingText(trimmedQuery: string): string {
  return trimmedQuery ? `${HEADING_BEFORE_QUERY}${trimmedQuery}${HEADING_AFTER_QUERY}` : HEADING_EMPTY;
}

/**
 * The page's HTML is the same for every query, and the app starts after the first
 * paint: this runs as the HTML is parsed and shows the URL's query at once (heading,
 * input, "Searching…"). Text only, never HTML. React then takes the page over as it
 * is; the heading and the input follow its state from then on.
 */
const SHOW_QUERY_BEFORE_HYDRATION = `(function(){try{var q=new URLSearchParams(location.search).get(${JSON.stringify(
  SEARCH.queryParam,
)});if(!q||!q.trim())return;var h=document.querySelector('[data-search-heading]');if(h)h.textContent=${JSON.stringify(
  HEADING_BEFORE_QUERY,
)}+q.trim()+${JSON.stringify(HEADING_AFTER_QUERY)};var i=document.querySelector('[data-search-input]');if(i)i.value=q;var p=document.querySelector('[data-search-pending]');if(p)p.hidden=false}catch(e){}})();`;

/** Deepest heading of a hit: its title on the page. */
function titleLevel(hit: DocSearchHit): 'lvl1' | 'lvl2' | 'lvl3' {
  if (hit.hierarchy.lvl3) return 'lvl3';
  if (hit.hierarchy.lvl2) return 'lvl2';
  return 'lvl1';
}

function Highlighted({html, className}: {html: string; className?: string}): ReactNode {
  // Safe: every value comes from the adapter, which escapes all text and adds only <mark>.
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function Result({hit}: {hit: DocSearchHit}): ReactNode {
  const level = titleLevel(hit);
  const title = hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? '';
  const crumbs = [
    hit.hierarchy.lvl0,
    level !== 'lvl1' ? hit.hierarchy.lvl1 : null,
    level === 'lvl3' ? hit.hierarchy.lvl2 : null,
  ]
    .filter((crumb): crumb is string => Boolean(crumb))
    .map(stripMarks);
  const snippet = hit._snippetResult?.content?.value ?? '';
  return (
    <li className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={hit.url}>
          <Highlighted html={title} />
        </Link>
      </Heading>
      <p className={styles.breadcrumb}>{crumbs.join(' › ')}</p>
      {snippet && <Highlighted className={styles.snippet} html={snippet} />}
    </li>
  );
}

export default function SearchResults(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  const config = useSearchConfig();
  const errorTexts = searchErrorTexts(config.mode);
  const client = useSiteSearchClient();
  const facetFilters = useContextualFacetFilters();
  const searchPageLink = useSearchPageLink();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<ResultState>({query: '', hits: [], total: 0});
  const [shown, setShown] = useState<number>(SEARCH.pageSize);
  const latest = useRef(0);
  const isBrowser = useIsBrowser();

  // The URL is the source of the query: on load, on back/forward, on links from the modal.
  useEffect(() => {
    // The location is outside React's state: mirror it when it changes (load, back/forward, modal links).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(queryFromSearch(location.search));
  }, [location.search]);

  useEffect(() => {
    const request = ++latest.current;
    const trimmed = query.trim();
    // A new query starts from the first page and its own status: state that follows the query by design.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(SEARCH.pageSize);
    if (!trimmed) {
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
  }, [query, client, config, facetFilters]);

  function onInput(value: string) {
    setQuery(value);
    const search = value ? `?${SEARCH.queryParam}=${encodeURIComponent(value)}` : '';
    // replace, not push: typing should not fill the back button with one entry per letter.
    history.replace({pathname: location.pathname, search, hash: ''});
  }

  const counts = useMemo(() => {
    const bySection = new Map<SectionId, number>();
    for (const hit of result.hits) {
      const section = sectionOfUrl(hit.url, siteConfig.baseUrl);
      if (section) bySection.set(section, (bySection.get(section) ?? 0) + 1);
    }
    return bySection;
  }, [result.hits, siteConfig.baseUrl]);

  const visible = useMemo(
    () =>
      filter === 'all'
        ? result.hits
        : result.hits.filter((hit) => sectionOfUrl(hit.url, siteConfig.baseUrl) === filter),
    [filter, result.hits, siteConfig.baseUrl],
  );

  const trimmed = query.trim();
  return (
    <main
      className={clsx('container', 'margin-vert--lg', styles.page)}
      // The query whose results are on screen: lets tests and the bench read the list once it is this query's.
      data-search-done={status === 'done' ? result.query : undefined}
    >
      {/* Its text may have been set from the URL before hydration (see SHOW_QUERY_BEFORE_HYDRATION). */}
      <Heading as="h1" data-search-heading suppressHydrationWarning>
        {headingText(trimmed)}
      </Heading>
      {/* A real GET form: without JavaScript it loads this page with the query; with it, results follow typing. */}
      <form
        className={styles.form}
        role="search"
        action={`${siteConfig.baseUrl}${SEARCH.pagePath}`}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <input
          type="search"
          name={SEARCH.queryParam}
          className={styles.input}
          placeholder={SEARCH.placeholder}
          aria-label={SEARCH.placeholder}
          value={query}
          onChange={(event) => onInput(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          data-search-input
          suppressHydrationWarning
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {!isBrowser && (
        <p className={styles.status} data-search-pending hidden suppressHydrationWarning>
          {SEARCHING}
        </p>
      )}
      <script dangerouslySetInnerHTML={{__html: SHOW_QUERY_BEFORE_HYDRATION}} />

      {status === 'done' && result.total > 0 && (
        <div className={styles.toolbar}>
          <p className={styles.count} data-testid="search-count">
            {result.total === 1 ? '1 result' : `${result.total} results`}
          </p>
          <div className={styles.filters} role="group" aria-label="Filter results">
            <button
              type="button"
              className={clsx(styles.filter, filter === 'all' && styles.filterActive)}
              aria-pressed={filter === 'all'}
              onClick={() => setFilter('all')}
            >
              All
            </button>
            {SECTIONS.map((section) => (
              <button
                key={section.id}
                type="button"
                className={clsx(styles.filter, filter === section.id && styles.filterActive)}
                aria-pressed={filter === section.id}
                onClick={() => setFilter(section.id)}
              >
                {section.label} <span className={styles.filterCount}>{counts.get(section.id) ?? 0}</span>
              </button>
            ))}
          </div>
        </div>
      )}

      {status === 'loading' && <p className={styles.status}>{SEARCHING}</p>}

      {status === 'error' && (
        <div className={styles.status} role="alert">
          <p className={styles.statusTitle}>{errorTexts.title}</p>
          <p>{errorTexts.help}</p>
        </div>
      )}

      {status === 'done' && result.total === 0 && (
        <div className={styles.status}>
          <p className={styles.statusTitle}>
            {SEARCH.texts.noResults} “<strong>{result.query}</strong>”
          </p>
          <p>
            {SEARCH.texts.suggestedQuery}:{' '}
            {SEARCH.suggestions.map((suggestion, i) => (
              <React.Fragment key={suggestion}>
                {i > 0 && ', '}
                <Link to={searchPageLink(suggestion)}>{suggestion}</Link>
              </React.Fragment>
            ))}
          </p>
          <p>
            {SEARCH.texts.reportMissing}{' '}
            <Link href={missingResultsUrl(result.query)}>{SEARCH.texts.reportMissingLink}</Link>
          </p>
        </div>
      )}

      {status === 'done' && visible.length > 0 && (
        <>
          <ol className={styles.results}>
            {visible.slice(0, shown).map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </ol>
          {visible.length > shown && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setShown((count) => count + SEARCH.pageSize)}
            >
              Show more
            </button>
          )}
        </>
      )}
    </main>
  );
}
