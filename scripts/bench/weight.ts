import {gzipSync} from 'node:zlib';
import {chromium, type Response} from '@playwright/test';

import {answerBadgeRequests} from '../../tests/e2e/support/badges';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';

export interface PageWeight {
  path: string;
  /** HTML + JS + CSS the page itself loads (gzip level 6, as a web server would send it). */
  ownGzip: number;
  ownRaw: number;
  /** JS fetched by Docusaurus's link prefetching (low priority, for the next page). */
  prefetchGzip: number;
  /** Requests counted in `own`, by kind. */
  counts: Record<string, number>;
  largest: Array<{url: string; gzip: number}>;
}

const KINDS = new Set(['document', 'script', 'stylesheet']);

/**
 * Loads each page in a fresh Chromium context (empty cache) until network idle
 * and adds up HTML, JS and CSS. `docusaurus serve` does not compress, so each
 * body is gzipped here to get the bytes a gzip-serving host would transfer.
 */
export async function measureWeights(origin: string, paths: readonly string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const results: PageWeight[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // The badges' addresses are external: answer them so the page behaves as online.
      await answerBadgeRequests(page);
      const responses: Response[] = [];
      page.on('response', (response) => responses.push(response));
      await page.goto(`${origin}${path}`, {waitUntil: 'load'});
      // Under load, network idle can come before main.js has run and asked for the route's chunks:
      // wait for hydration first, then for the network to settle.
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
      await page.waitForLoadState('networkidle');
      const weight: PageWeight = {path, ownGzip: 0, ownRaw: 0, prefetchGzip: 0, counts: {}, largest: []};
      // Docusaurus also adds prefetch links for the current route's own chunks: count each file once.
      const own = new Set(responses.filter((r) => KINDS.has(r.request().resourceType())).map((r) => r.url()));
      for (const response of responses) {
        const url = new URL(response.url());
        if (url.origin !== origin) continue;
        const type = response.request().resourceType();
        const isJs = url.pathname.endsWith('.js');
        // <link rel=prefetch> requests show as "other"; they load chunks of linked pages.
        const kind = KINDS.has(type) ? type : isJs ? 'prefetch' : null;
        if (kind === null || (kind === 'prefetch' && own.has(response.url()))) continue;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const gzip = gzipSync(body, {level: 6}).length;
        if (kind === 'prefetch') {
          weight.prefetchGzip += gzip;
          continue;
        }
        weight.ownGzip += gzip;
        weight.ownRaw += body.length;
        weight.counts[kind] = (weight.counts[kind] ?? 0) + 1;
        weight.largest.push({url: url.pathname, gzip});
      }
      weight.largest = weight.largest.sort((a, b) => b.gzip - a.gzip).slice(0, 6);
      results.push(weight);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
