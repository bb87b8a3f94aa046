/**
 * The client the modal searches with (the local index's, or hosted DocSearch's), wrapped so a failed search shows
 * our failure screen, and each query's hit count is kept for "See all N results".
 */
import {useCallback, useRef} from 'react';
import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {SiteSearchClient} from '../../client/adapter';
import type {SearchConfig} from '../../client/config';
import {loadLocalEngine} from '../../client/localIndex';
import {loadedAdapter} from './loadModal';
import type {IndexState} from './useSearchModal';

export interface ModalSearchClient {
  transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient;
  transformItems: (items: DocSearchHit[]) => DocSearchHit[];
  /** The hit count of a query the client answered, for "See all N results". */
  hitCountOf: (query: string) => number | undefined;
}

export function useModalSearchClient(
  config: SearchConfig,
  setIndexState: (state: IndexState) => void,
): ModalSearchClient {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  // Hit count per query: DocSearch 4.7.0 adds each response's nbHits to the previous one in its context (never
  // reset), so `state.context.nbHits` grows with every keystroke.
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
    [config.mode, siteConfig.baseUrl, siteMetadata.docusaurusVersion, setIndexState],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => (config.mode === 'hosted' ? items.map(loadedAdapter().cleanHostedHit) : items),
    [config.mode],
  );

  const hitCountOf = useCallback((query: string) => nbHitsByQuery.current.get(query), []);

  return {transformSearchClient, transformItems, hitCountOf};
}
