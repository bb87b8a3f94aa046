import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import pluginDebug from '@docusaurus/plugin-debug';

/** The debug plugin's pages, also served under the shorter `/debug/…` paths. */
const DEBUG_ALIAS_PAGES = {
  config: '@theme/DebugConfig',
  content: '@theme/DebugContent',
  globalData: '@theme/DebugGlobalData',
  metadata: '@theme/DebugSiteMetadata',
  registry: '@theme/DebugRegistry',
  routes: '@theme/DebugRoutes',
} as const;

/** How the content page writes the site's folder: Docusaurus's own alias for it. */
export const SITE_ALIAS = '@site';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The loaded content with every path inside the site written from the site's
 * folder (`/home/me/site/docs/a.mdx` → `@site/docs/a.mdx`), in keys and values.
 * The content page is shipped in the build: it must not tell where it was built.
 */
export function withSiteRelativePaths<T>(value: T, siteDir: string): T {
  const root = path.resolve(siteDir);
  // The folder itself, or followed by a separator: `/site-other` is not inside `/site`.
  const pattern = new RegExp(`${escapeRegExp(root)}(?=[\\\\/]|$|["'\`\\s])`, 'g');
  const rewrite = (text: string): string => text.replace(pattern, SITE_ALIAS);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return rewrite(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [rewrite(key), walk(child)]));
    }
    return node;
  };
  return walk(value) as T;
}

/**
 * Docusaurus's debug pages (`/__docusaurus/debug/…`, the preset's `debug` option
 * is off in favour of this), plus the same pages under `/debug/…`. The content
 * page gets the loaded content with site-relative paths.
 */
export default function debugPagesPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const debug = pluginDebug(context);
  // Docusaurus resolves a plugin's theme paths from the folder of its entry module; ours lives elsewhere,
  // so the debug plugin's own answers are resolved from its entry here.
  const debugEntryDir = path.dirname(require.resolve('@docusaurus/plugin-debug'));
  const fromDebugEntry = (themePath: string | undefined): string => {
    if (themePath === undefined) throw new Error('@docusaurus/plugin-debug no longer gives a theme path');
    return path.resolve(debugEntryDir, themePath);
  };
  return {
    name: 'debug-pages',
    // The theme components stay the debug plugin's.
    getThemePath: () => fromDebugEntry(debug.getThemePath?.()),
    getTypeScriptThemePath: () => fromDebugEntry(debug.getTypeScriptThemePath?.()),
    async allContentLoaded(args) {
      const allContent = withSiteRelativePaths(args.allContent, context.siteDir);
      await debug.allContentLoaded?.({...args, allContent});
      for (const [page, component] of Object.entries(DEBUG_ALIAS_PAGES)) {
        args.actions.addRoute({
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
