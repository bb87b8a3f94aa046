/** DocSearch's modal, in its container, fed by the site's search client and texts. */
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModalProps} from '@docsearch/react';

import {missingResultsUrl, SEARCH} from '../../constants';
import type {FacetFilters} from '../../client/adapter';
import type {SearchConfig} from '../../client/config';
import {Hit} from './Hit';
import type {ModalComponent} from './loadModal';
import {MODAL_TRANSLATIONS} from './modalTexts';

interface SearchModalProps extends Pick<
  DocSearchModalProps,
  'transformSearchClient' | 'transformItems' | 'navigator' | 'resultsFooterComponent' | 'onClose'
> {
  Modal: ModalComponent;
  container: HTMLElement;
  config: SearchConfig;
  facetFilters: FacetFilters;
}

export function SearchModal({Modal, container, config, facetFilters, ...callbacks}: SearchModalProps): ReactNode {
  return createPortal(
    <Modal
      appId={config.mode === 'hosted' ? config.appId : 'local'}
      apiKey={config.mode === 'hosted' ? config.apiKey : 'local'}
      indexName={config.mode === 'hosted' ? config.indexName : SEARCH.localIndexName}
      searchParameters={{facetFilters: facetFilters as string[]}}
      transformSearchClient={callbacks.transformSearchClient}
      transformItems={callbacks.transformItems}
      hitComponent={Hit}
      navigator={callbacks.navigator}
      resultsFooterComponent={callbacks.resultsFooterComponent}
      placeholder={SEARCH.placeholder}
      translations={MODAL_TRANSLATIONS}
      getMissingResultsUrl={({query}) => missingResultsUrl(query)}
      maxResultsPerGroup={SEARCH.layout.perGroup}
      initialScrollY={window.scrollY}
      onClose={callbacks.onClose}
      onAskAiToggle={() => {}}
    />,
    container,
  );
}
