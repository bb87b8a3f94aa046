/**
 * The navbar search: DocSearch's own button and modal, fed by the local index
 * (default) or by hosted DocSearch when the site was built with DOCSEARCH_* keys.
 * The modal, its CSS, MiniSearch and the index load on first use, not with the page.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

import {missingResultsUrl, SEARCH} from '../../constants';
import type * as AdapterModule from '../../client/adapter';
import type {SiteSearchClient} from '../../client/adapter';
import {searchErrorTexts} from '../../client/config';
import {useContextualFacetFilters, useSearchConfig, useSearchPageLink} from '../../client/hooks';
import {loadLocalEngine} from '../../client/localIndex';
import './styles.css';
import {useDocSearchElement} from './useDocSearchElement';

type ModalComponent = (props: DocSearchModalProps) => ReactNode;
let DocSearchModal: ModalComponent | null = null;
// The search clients and hit shaping run only in the modal: they load with it, not with every page.
let adapter: typeof AdapterModule | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('../../client/adapter'),
    import('@docsearch/css/dist/modal.css'),
  ]).then(([modal, adapterModule]) => {
    adapter = adapterModule;
    DocSearchModal = modal.DocSearchModal;
  });
}

/** The adapter, for the modal's callbacks: the modal renders only once `importModal` has loaded both. */
function loadedAdapter(): typeof AdapterModule {
  if (!adapter) throw new Error('Search: the modal ran before its adapter loaded.');
  return adapter;
}

function preloadModal(): void {
  importModal().catch(() => {
    // Retried when the modal opens.
  });
}

const MODAL_TRANSLATIONS: DocSearchModalProps['translations'] = {
  searchBox: {placeholderText: SEARCH.placeholder},
  noResultsScreen: {
    noResultsText: SEARCH.texts.noResults,
    suggestedQueryText: SEARCH.texts.suggestedQuery,
    reportMissingResultsText: SEARCH.texts.reportMissing,
    reportMissingResultsLinkText: SEARCH.texts.reportMissingLink,
  },
  errorScreen: {titleText: SEARCH.texts.errorTitle, helpText: SEARCH.texts.errorHelp},
};

/** Types a suggestion into DocSearch's input the way a visitor would, so DocSearch runs the query. */
function prefillQuery(container: HTMLElement | null, query: string): void {
  const input = container?.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  // React tracks the input's value; the native setter plus an input event is what typing does.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const errorTexts = searchErrorTexts(config.mode);
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const facetFilters = useContextualFacetFilters();
  const searchPageLink = useSearchPageLink();
  const history = useHistory();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  // The portal target, as state so rendering never reads the ref.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // While the local index loads, or when it (or the hosted service) could not be reached, DocSearch would show
  // "No results for …": the container's state hides that screen. (Its own error screen never shows:
  // @algolia/autocomplete-core 1.19.2 resets the status to "idle" right after an error.)
  const [indexState, setIndexState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
      setContainer(containerRef.current);
    }
    // Fetch the index while the modal's code loads: the first query then rarely waits.
    if (config.mode === 'local') {
      setIndexState('loading');
      loadLocalEngine(siteConfig.baseUrl)
        .then(() => setIndexState('ready'))
        .catch(() => setIndexState('failed'));
    }
    importModal()
      .then(() => setIsOpen(true))
      .catch((error: unknown) => console.error('Search could not load.', error));
  }, [config.mode, siteConfig.baseUrl]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  // DocSearch skips its `/` shortcut while a button has focus, and closing the modal gives the focus to this one.
  const openOnSlash = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== '/' || isOpen) return;
      event.preventDefault();
      openModal();
    },
    [isOpen, openModal],
  );

  // Hit count per query, for "See all N results": DocSearch 4.7.0 adds each response's nbHits to the
  // previous one in its context (never reset), so `state.context.nbHits` grows with every keystroke.
  const nbHitsByQuery = useRef(new Map<string, number>());

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (config.mode === 'hosted') client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      // Both clients are used through the call shape DocSearch needs (`search({requests})` → `{results}`),
      // not the LiteClient's full generic signature; hence the casts.
      const base = (config.mode === 'hosted'
        ? client
        : loadedAdapter().createLocalSearchClient(() => loadLocalEngine(siteConfig.baseUrl), {
            visibleOnly: true,
          })) as unknown as SiteSearchClient;
      const search: SiteSearchClient['search'] = async (params) => {
        let response: Awaited<ReturnType<SiteSearchClient['search']>>;
        try {
          response = await base.search(params);
        } catch (error) {
          // DocSearch rethrows a failed search after setting a status autocomplete resets at once: the page
          // would get an uncaught error and the modal "No results". Our failure screen shows instead.
          console.warn('Search could not run.', error);
          setIndexState('failed');
          return {results: params.requests.map(loadedAdapter().emptyResponse)};
        }
        setIndexState('ready');
        params.requests.forEach((request, i) =>
          nbHitsByQuery.current.set(request.query ?? '', response.results[i]?.nbHits ?? 0),
        );
        return response;
      };
      return {...base, search} as unknown as DocSearchTransformClient;
    },
    [config.mode, siteConfig.baseUrl, siteMetadata.docusaurusVersion],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => (config.mode === 'hosted' ? items.map(loadedAdapter().cleanHostedHit) : items),
    [config.mode],
  );

  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <Link to={searchPageLink(state.query)} onClick={closeModal}>
        {SEARCH.texts.seeAll.replace(
          '{count}',
          String(nbHitsByQuery.current.get(state.query) ?? state.context.nbHits ?? 0),
        )}
      </Link>
    ),
    [searchPageLink, closeModal],
  );

  useEffect(() => {
    if (!containerRef.current) return;
    containerRef.current.dataset.searchIndex = indexState;
    // Lets the stylesheet drop DocSearch's "Powered by Algolia" when Algolia is not involved.
    containerRef.current.dataset.searchMode = config.mode;
  }, [indexState, isOpen, config.mode]);

  // Where the failure screen goes when the index cannot load, and where the no-hits suggestions go (DocSearch
  // 4.7.0 never shows its own "Try searching for" list: it turns the suggestions array into an object).
  const dropdown = useDocSearchElement(container, '.DocSearch-Dropdown', isOpen && indexState === 'failed');
  const noResults = useDocSearchElement(
    container,
    '.DocSearch-NoResults:not(:has(.DocSearch-NoResults-Prefill-List))',
    isOpen && indexState !== 'failed',
  );

  const Modal = DocSearchModal;
  return (
    <>
      {config.mode === 'hosted' && (
        <Head>
          <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        ref={searchButtonRef}
        onTouchStart={preloadModal}
        onFocus={preloadModal}
        onMouseOver={preloadModal}
        onClick={openModal}
        onKeyDown={openOnSlash}
        translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}}
      />
      {isOpen &&
        Modal &&
        container &&
        createPortal(
          <Modal
            appId={config.mode === 'hosted' ? config.appId : 'local'}
            apiKey={config.mode === 'hosted' ? config.apiKey : 'local'}
            indexName={config.mode === 'hosted' ? config.indexName : SEARCH.localIndexName}
            searchParameters={{facetFilters: facetFilters as string[]}}
            transformSearchClient={transformSearchClient}
            transformItems={transformItems}
            hitComponent={Hit}
            navigator={navigator}
            resultsFooterComponent={resultsFooterComponent}
            placeholder={SEARCH.placeholder}
            translations={MODAL_TRANSLATIONS}
            getMissingResultsUrl={({query}) => missingResultsUrl(query)}
            maxResultsPerGroup={SEARCH.layout.perGroup}
            initialScrollY={window.scrollY}
            onClose={closeModal}
            onAskAiToggle={() => {}}
          />,
          container,
        )}
      {dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen" role="alert">
            <p className="DocSearch-Title">{errorTexts.title}</p>
            <p className="DocSearch-Help">{errorTexts.help}</p>
          </div>,
          dropdown,
        )}
      {noResults &&
        createPortal(
          <div className="search-suggestions">
            <p className="DocSearch-Help">{SEARCH.texts.suggestedQuery}:</p>
            <ul>
              {SEARCH.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="DocSearch-Prefill"
                    onClick={() => prefillQuery(container, suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>,
          noResults,
        )}
    </>
  );
}
