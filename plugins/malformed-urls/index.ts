/**
 * Pages whose URL has broken percent-encoding (`/docs/%E0%A4%A`, `/api/%ZZ`).
 *
 * - In the browser: Docusaurus's route preloading calls `decodeURI` on the path,
 *   which throws `URIError` on such a URL before the app starts (a static host
 *   serves the not-found page, whose search and colour toggle would then be dead).
 *   The bundler gives Docusaurus's client our `preload.ts`, which wraps the
 *   original and hands it a decodable pathname. This relies on an internal module
 *   (`@docusaurus/core/lib/client/preload`, imported by its client as `./preload`);
 *   the build fails if that import is no longer there to replace.
 * - `npm run serve` (serve-handler) answers such a URL with status 400 and, when
 *   the site has one, the page `400.html`: the build writes it as a copy of the
 *   not-found page, instead of serve-handler's bare error page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The request Docusaurus's client modules use for the preloader, and the folder they live in. */
export const PRELOAD_REQUEST = './preload';
export const DOCUSAURUS_CLIENT_DIR = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));
const WRAPPER = path.join(__dirname, 'preload.ts');

/** Where serve-handler looks for the page of a 400 answer. */
export const BAD_REQUEST_PAGE = '400.html';

interface ReplaceableResource {
  request: string;
  context: string;
}

/** Points Docusaurus's `./preload` imports at the wrapper; reports whether it did. */
export function redirectPreload(resource: ReplaceableResource): boolean {
  if (resource.request !== PRELOAD_REQUEST || path.resolve(resource.context) !== DOCUSAURUS_CLIENT_DIR) return false;
  resource.request = WRAPPER;
  return true;
}

export default function malformedUrlsPlugin(): Plugin {
  return {
    name: 'malformed-urls',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      let replaced = false;
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/preload$/, (resource: ReplaceableResource) => {
            replaced = redirectPreload(resource) || replaced;
          }),
          {
            // Fails loudly when a Docusaurus update moves the preloader: the guard would silently stop working.
            apply(compiler: {hooks: {done: {tap(name: string, fn: () => void): void}}}) {
              compiler.hooks.done.tap('malformed-urls', () => {
                if (!replaced)
                  throw new Error(
                    `[malformed-urls] No import of ${PRELOAD_REQUEST} in ${DOCUSAURUS_CLIENT_DIR} was found to guard.`,
                  );
              });
            },
          },
        ],
      };
    },
    async postBuild({outDir}) {
      await fs.copyFile(path.join(outDir, '404.html'), path.join(outDir, BAD_REQUEST_PAGE));
    },
  };
}
