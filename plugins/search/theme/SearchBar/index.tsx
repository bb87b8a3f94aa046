/**
 * The navbar search: DocSearch's own button and modal, fed by the local index
 * (default) or by hosted DocSearch when the site was built with DOCSEARCH_* keys.
 * The modal, its CSS, MiniSearch and the index load on first use, not with the page.
 * Its parts are in the files next to it: the hooks (`use…`) hold the state, the components draw it.
 */
import {useMemo, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {useHistory} from '@docusaurus/router';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

import {useContextualFacetFilters, useSearchConfig} from '../../client/hooks';
import './styles.css';
import {HostedPreconnect} from './HostedPreconnect';
import {IndexFailureScreen} from './IndexFailureScreen';
import {loadedModal, preloadModal} from './loadModal';
import {QuerySuggestions} from './QuerySuggestions';
import {SearchModal} from './SearchModal';
import {useDocSearchElement} from './useDocSearchElement';
import {useModalDataset} from './useModalDataset';
import {useModalSearchClient} from './useModalSearchClient';
import {useModalShortcuts} from './useModalShortcuts';
import {useResultsFooter} from './useResultsFooter';
import {useSearchModal} from './useSearchModal';

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const facetFilters = useContextualFacetFilters();
  const history = useHistory();
  const {isOpen, container, containerRef, searchButtonRef, indexState, setIndexState, openModal, closeModal} =
    useSearchModal(config);
  const openOnSlash = useModalShortcuts(isOpen, openModal, closeModal);
  const {transformSearchClient, transformItems, hitCountOf} = useModalSearchClient(config, setIndexState);
  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const resultsFooterComponent = useResultsFooter(hitCountOf, closeModal);
  useModalDataset(containerRef, indexState, isOpen, config.mode);

  // Where the failure screen goes when the index cannot load, and where the no-hits suggestions go.
  const dropdown = useDocSearchElement(container, '.DocSearch-Dropdown', isOpen && indexState === 'failed');
  const noResults = useDocSearchElement(
    container,
    '.DocSearch-NoResults:not(:has(.DocSearch-NoResults-Prefill-List))',
    isOpen && indexState !== 'failed',
  );

  const Modal = loadedModal();
  return (
    <>
      <HostedPreconnect config={config} />
      <DocSearchButton
        ref={searchButtonRef}
        onTouchStart={preloadModal}
        onFocus={preloadModal}
        onMouseOver={preloadModal}
        onClick={openModal}
        onKeyDown={openOnSlash}
        translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}}
      />
      {isOpen && Modal && container && (
        <SearchModal
          Modal={Modal}
          container={container}
          config={config}
          facetFilters={facetFilters}
          transformSearchClient={transformSearchClient}
          transformItems={transformItems}
          navigator={navigator}
          resultsFooterComponent={resultsFooterComponent}
          onClose={closeModal}
        />
      )}
      {dropdown && <IndexFailureScreen dropdown={dropdown} />}
      {noResults && <QuerySuggestions noResults={noResults} container={container} />}
    </>
  );
}
