import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LeanChunkAssetPlugin} from './chunk-asset-plugin';

/** The constructor name of core's own `__webpack_require__.gca` plugin, which ours replaces (ours is named differently). */
const CORE_CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

/**
 * Every page's first visit downloads the app's route tables: for each of the site's
 * 650 routes, its chunk names, module loaders and chunk file names. This plugin
 * keeps the browser's copy of them lean, without changing a route or a chunk:
 *
 * - chunks are identified by their names, so the runtime needs no id → name map
 *   (file names stay `<name>.<hash>.js`, e.g. `preview-mathjax.…js`);
 * - the chunk-asset lookup used by prefetching lists only chunks without a name;
 * - the registry loses the module paths that only server rendering reads;
 * - each route's loadable component is made when the route first matches, not
 *   for every route while the app boots (650 of them, one class each).
 *
 * On the server, the registry names chunks instead of modules, so each page's HTML
 * lists the chunks it renders with and they download with the app (see registry-loader.cjs).
 */
export default function leanRouteTablesPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const routes = path.join(context.generatedFilesDir, 'routes.js');
  return {
    name: 'lean-route-tables',
    configureWebpack(config, isServer, {currentBundler}) {
      const registryRule = {
        test: (file: string) => file === registry,
        use: [{loader: path.join(__dirname, 'registry-loader.cjs'), options: {bundle: isServer ? 'server' : 'client'}}],
      };
      if (isServer) return {module: {rules: [registryRule]}};
      const plugins = config.plugins ?? [];
      const core = plugins.findIndex((plugin) => plugin?.constructor.name === CORE_CHUNK_ASSET_PLUGIN);
      if (core === -1) {
        throw new Error(
          `lean-route-tables: core's ${CORE_CHUNK_ASSET_PLUGIN} is gone; see lib/framework-internals.ts.`,
        );
      }
      // Replaced in place (configureWebpack's return value is merged, so it cannot remove a plugin).
      plugins[core] = new LeanChunkAssetPlugin(currentBundler.instance);
      return {
        optimization: {chunkIds: 'named'},
        module: {
          rules: [
            registryRule,
            {
              test: (file: string) => file === routes,
              use: [
                {
                  loader: path.join(__dirname, 'client-routes-loader.cjs'),
                  options: {lazyRouteComponent: path.join(__dirname, 'lazyRouteComponent.ts')},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
