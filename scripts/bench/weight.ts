import {gzipSync} from 'node:zlib';
import {chromium, type Response} from '@playwright/test';

import {answerBadgeRequests} from '../lib/badge-answers';
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

export interface PreviewWeight {
  path: string;
  /** JS + CSS (gzip) the page loaded before its first preview started. */
  firstVisitGzip: number;
  /** What starting the first preview added, and what pressing its Edit button added after that. */
  startGzip: number;
  editGzip: number;
  /** The files starting the preview loaded, largest first. */
  startFiles: Array<{url: string; gzip: number}>;
}

/**
 * Loads a guide with an empty cache, then scrolls its first live preview into view
 * until it is ready, then presses Edit: the JS + CSS each step adds (gzip).
 */
export async function measurePreviewStart(origin: string, path: string): Promise<PreviewWeight> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const context = await browser.newContext({viewport: {width: 1280, height: 600}});
    const page = await context.newPage();
    await answerBadgeRequests(page);
    const sizes = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      // Prefetches of linked pages (resource type "other") happen whether or not a preview starts.
      const used = ['script', 'stylesheet'].includes(response.request().resourceType());
      if (!used || url.origin !== origin || !/\.(js|css)$/.test(url.pathname) || sizes.has(url.pathname)) return;
      sizes.set(url.pathname, 0);
      pending.push(
        response
          .body()
          .then((body) => void sizes.set(url.pathname, gzipSync(body, {level: 6}).length))
          .catch(() => undefined),
      );
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      return new Map(sizes);
    };
    const total = (files: Map<string, number>) => [...files.values()].reduce((sum, size) => sum + size, 0);

    await page.goto(`${origin}${path}`, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
    const first = await settle();
    const preview = page.locator('[data-live-preview]').first();
    await preview.scrollIntoViewIfNeeded();
    await preview.locator('xpath=self::*[@data-status="ready"]').waitFor({timeout: 60_000});
    const started = await settle();
    await preview.getByRole('button', {name: 'Edit'}).click();
    await preview.locator('[data-live-editor] .cm-content').waitFor({timeout: 60_000});
    const editing = await settle();
    await context.close();
    return {
      path,
      firstVisitGzip: total(first),
      startGzip: total(started) - total(first),
      editGzip: total(editing) - total(started),
      startFiles: [...started]
        .filter(([url]) => !first.has(url))
        .map(([url, gzip]) => ({url, gzip}))
        .sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await browser.close();
  }
}
