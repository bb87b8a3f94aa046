/**
 * The docs plugin instance that serves the generated API reference, watching one file instead of every page.
 *
 * `npm run api` rewrites a few hundred pages in `api-docs/` while a dev server may be running. The dev server
 * reloads a plugin once per file event, without debouncing, so watching every page meant hundreds of overlapping
 * reloads that read half-written folders and ended in EMFILE, killing the server. The generator writes
 * `api-docs/.generated` last, once every page is in place; this instance watches that file (and its sidebar), so a
 * regeneration reloads the reference once.
 */
import path from 'node:path';
import docsPlugin, {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, PluginModule} from '@docusaurus/types';

import {API_DOCS_DIR, API_GENERATED_STAMP} from './packages';

async function apiDocsPlugin(context: LoadContext, options: PluginOptions) {
  const plugin = await docsPlugin(context, options);
  const contentDir = path.resolve(context.siteDir, options.path);
  return {
    ...plugin,
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
