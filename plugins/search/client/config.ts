/**
 * Which search backend the site was built for, passed from `docusaurus.config.ts`
 * to the browser through `customFields.search`.
 */
import {SEARCH} from '../constants';

export interface HostedSearchConfig {
  mode: 'hosted';
  appId: string;
  /** Search-only key: public by design, it ships in the page. */
  apiKey: string;
  indexName: string;
}

export type SearchConfig = {mode: 'local'} | HostedSearchConfig;

/**
 * Hosted DocSearch only when all three build-time variables are set and non-empty;
 * otherwise the local index (fresh clone, offline, no keys).
 */
export function searchConfigFromEnv(env: Readonly<Record<string, string | undefined>>): SearchConfig {
  const appId = env[SEARCH.env.appId]?.trim();
  const apiKey = env[SEARCH.env.apiKey]?.trim();
  const indexName = env[SEARCH.env.indexName]?.trim();
  if (appId && apiKey && indexName) return {mode: 'hosted', appId, apiKey, indexName};
  return {mode: 'local'};
}

/** Reads `customFields.search`; anything unexpected means local search. */
export function readSearchConfig(customFields: Readonly<Record<string, unknown>> | undefined): SearchConfig {
  const value = customFields?.search as Partial<HostedSearchConfig> | undefined;
  if (value?.mode === 'hosted' && value.appId && value.apiKey && value.indexName) {
    return {mode: 'hosted', appId: value.appId, apiKey: value.apiKey, indexName: value.indexName};
  }
  return {mode: 'local'};
}

/**
 * What a failed search says. On the dev server, a local search fails only while the index of the sources is first
 * being written (a few seconds after start, see devIndex.ts), never for the network: say so. (Written here, not in
 * SEARCH, so the production bundle drops these texts with the branch.)
 */
export function searchErrorTexts(mode: SearchConfig['mode']): {title: string; help: string} {
  if (mode === 'local' && process.env.NODE_ENV === 'development') {
    return {
      title: 'The search index is not ready yet',
      help: 'The dev server indexes the guides, the API and the blog from their sources a few seconds after it starts. Search again in a moment; the terminal says when the index is written.',
    };
  }
  return {title: SEARCH.texts.errorTitle, help: SEARCH.texts.errorHelp};
}
