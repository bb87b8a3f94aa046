/**
 * The /search page's client: the local index's, or a REST client for the hosted index.
 */
import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {createHostedSearchClient, createLocalSearchClient, type SiteSearchClient} from '../../client/adapter';
import {useSearchConfig} from '../../client/hooks';
import {loadLocalEngine} from '../../client/localIndex';

export function useSiteSearchClient(): SiteSearchClient {
  const config = useSearchConfig();
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  return useMemo(() => {
    if (config.mode === 'hosted')
      return createHostedSearchClient(config, `docusaurus (${siteMetadata.docusaurusVersion})`);
    return createLocalSearchClient(() => loadLocalEngine(siteConfig.baseUrl));
  }, [config, siteConfig.baseUrl, siteMetadata.docusaurusVersion]);
}
