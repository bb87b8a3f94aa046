/**
 * React hooks shared by the search modal (theme SearchBar) and the /search page. The navbar renders the modal's
 * button on every page, so nothing here may import the search clients: they load with the modal or the page.
 */
import {useCallback, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContextualSearchFilters} from '@docusaurus/theme-common';

import {SEARCH} from '../constants';
import type {FacetFilters} from './adapter';
import {readSearchConfig, type SearchConfig} from './config';

export function useSearchConfig(): SearchConfig {
  const {siteConfig} = useDocusaurusContext();
  return useMemo(() => readSearchConfig(siteConfig.customFields), [siteConfig.customFields]);
}

/**
 * Contextual search, as Docusaurus does it for Algolia: the site's language, and
 * the current (or preferred, or latest) version of each docs plugin plus `default`
 * (blog posts and pages).
 */
export function useContextualFacetFilters(): FacetFilters {
  // theme-common's public hook: the locale, and `default` followed by the docs plugins' version tags.
  const {locale, tags} = useContextualSearchFilters();
  // The tags array is new on every render; memoise on its content.
  const tagsKey = (tags as string[]).join('|');
  return useMemo(
    () => [`language:${locale}`, tagsKey.split('|').map((tag) => `docusaurus_tag:${tag}`)],
    [locale, tagsKey],
  );
}

/** `/search?q=…` for a query. */
export function useSearchPageLink(): (query: string) => string {
  const {siteConfig} = useDocusaurusContext();
  return useCallback(
    (query: string) => `${siteConfig.baseUrl}${SEARCH.pagePath}?${SEARCH.queryParam}=${encodeURIComponent(query)}`,
    [siteConfig.baseUrl],
  );
}
