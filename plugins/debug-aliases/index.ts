import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

/** The debug plugin's pages, also served under the shorter `/debug/…` paths. */
const DEBUG_ALIAS_PAGES = {
  config: '@theme/DebugConfig',
  content: '@theme/DebugContent',
  globalData: '@theme/DebugGlobalData',
  metadata: '@theme/DebugSiteMetadata',
  registry: '@theme/DebugRegistry',
  routes: '@theme/DebugRoutes',
} as const;

export default function debugAliasesPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  return {
    name: 'debug-aliases',
    async allContentLoaded({actions: {addRoute}, allContent}) {
      for (const [page, component] of Object.entries(DEBUG_ALIAS_PAGES)) {
        addRoute({
          path: normalizeUrl([baseUrl, 'debug', page]),
          component,
          exact: true,
          // Only the content page needs the loaded content, as in the debug plugin.
          ...(page === 'content' ? {props: {allContent}} : {}),
        });
      }
    },
  };
}
