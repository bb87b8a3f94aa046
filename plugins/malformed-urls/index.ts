/**
 * Pages whose URL has broken percent-encoding (`/docs/%E0%A4%A`, `/api/%ZZ`).
 *
 * - In the browser: the router's history (`history` 4) and Docusaurus's route
 *   preloading call `decodeURI` on the address, which throws `URIError` on such a
 *   URL before the app starts (a static host serves the not-found page, whose
 *   search and colour toggle would then be dead). A client module, which runs
 *   before both, rewrites the address to its decodable form first (`%` → `%25`:
 *   the same text, so the not-found page still shows).
 * - `npm run serve` (serve-handler) answers such a URL with status 400 and, when
 *   the site has one, the page `400.html`: the build writes it as a copy of the
 *   not-found page, instead of serve-handler's bare error page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Where serve-handler looks for the page of a 400 answer. */
export const BAD_REQUEST_PAGE = '400.html';

export default function malformedUrlsPlugin(): Plugin {
  return {
    name: 'malformed-urls',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    async postBuild({outDir}) {
      await fs.copyFile(path.join(outDir, '404.html'), path.join(outDir, BAD_REQUEST_PAGE));
    },
  };
}
