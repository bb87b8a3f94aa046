/**
 * The docs plugin instance that serves the generated API reference, watching one file instead of every page.
 *
 * `npm run api` rewrites a few hundred pages in `api-docs/` while a dev server may be running. The dev server
 * reloads a plugin once per file event, without debouncing, so watching every page meant hundreds of overlapping
 * reloads that read half-written folders and ended in EMFILE, killing the server. The generator writes
 * `api-docs/.generated` last, once every page is in place; this instance watches that file (and its sidebar), so a
 * regeneration reloads the reference once.
 *
 * Its global data also leaves out the list of pages: Docusaurus ships every docs instance's page list in the main
 * bundle of every page, and these 500-odd entries only serve doc-type navbar items, of which the reference has none.
 * Likewise, the version data every reference page loads leaves out its map of pages (id, title, description),
 * which only doc cards read: the reference has none, as its pages are CommonMark (no MDX components) and its
 * categories are pages, not generated indexes. That is 15 KB of gzip off a reader's first visit.
 */
import path from 'node:path';
import docsPlugin, {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadContext, PluginModule, RouteConfig} from '@docusaurus/types';

import {ensureApiReference} from './index';
import {API_DOCS_DIR, API_GENERATED_STAMP} from '../../lib/api-packages';

/** The instance's global data with each version's page list cut to its main page. */
export function withoutPageList(data: GlobalPluginData): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

/** A route's props with the version data's map of pages emptied (other props untouched). */
export function withoutDocCardData(props: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const version = props?.version as {docs?: unknown} | undefined;
  if (!version?.docs) return props;
  return {...props, version: {...version, docs: {}}};
}

/** A route tree with {@link withoutDocCardData} applied to each route: the version route is nested under the instance's. */
export function routeWithoutDocCardData(route: RouteConfig): RouteConfig {
  return {
    ...route,
    ...(route.props && {props: withoutDocCardData(route.props)}),
    ...(route.routes && {routes: route.routes.map(routeWithoutDocCardData)}),
  };
}

/** The reference's page component, in this plugin's theme (theme/ApiDocItem). */
export const API_DOC_ITEM_COMPONENT = '@theme/ApiDocItem';

async function apiDocsPlugin(context: LoadContext, options: PluginOptions) {
  await ensureApiReference(context);
  // Its pages render through the reference's own page component (the member filter), a slot no other plugin fills.
  const plugin = await docsPlugin(context, {...options, docItemComponent: API_DOC_ITEM_COMPONENT});
  const contentDir = path.resolve(context.siteDir, options.path);
  return {
    ...plugin,
    async contentLoaded(args: Parameters<NonNullable<typeof plugin.contentLoaded>>[0]): Promise<void> {
      const {setGlobalData, addRoute} = args.actions;
      await plugin.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          // The docs plugin's only call passes its GlobalPluginData.
          setGlobalData: (data) => setGlobalData(withoutPageList(data as GlobalPluginData)),
          // The version route is the one whose props carry the version data (`props.version.docs`).
          addRoute: (route) => addRoute(routeWithoutDocCardData(route)),
        },
      });
    },
    getPathsToWatch(): string[] {
      const others = (plugin.getPathsToWatch?.() ?? []).filter(
        (watched) => !path.resolve(context.siteDir, watched).startsWith(contentDir + path.sep),
      );
      return [...others, path.join(context.siteDir, API_DOCS_DIR, API_GENERATED_STAMP)];
    },
  };
}

// Docusaurus normalizes the options of a function plugin with its `validateOptions` property.
export default Object.assign(apiDocsPlugin, {
  validateOptions: validateOptions as PluginModule['validateOptions'],
}) as PluginModule;
