import type {APIRequestContext} from '@playwright/test';

import {expect, test} from './support/fixtures';
import {HYDRATED} from './support/badges';
import {CRAWL_SHARDS} from './support/crawl';
import {SITE_URL} from '../../src/site';

/**
 * Visits every URL of the built sitemap in Chromium: each must answer 200, render,
 * and log no console error or page error. Every page but the API item pages is
 * loaded in full (server HTML, then hydration). The 500-odd API item pages come
 * from one generator template: all of them are rendered by the app itself, as a
 * reader's click would (their chunks load and render without error), at a seventh
 * of a full load's time (0.19 s against 1.33 s here), and one in forty is also
 * loaded in full, which checks the template's server HTML and hydration. One page
 * per shard is reused for all its URLs; the shards spread over the workers (and
 * over the pull-request workflow's crawl jobs).
 */
const API_ITEM_PAGE = /^\/api\/(?:core|2d)\/[^/]+\/[^/]+$/;
/** One API item page in this many is also loaded in full. */
const FULL_LOAD_EVERY = 40;

/** Paths of every URL in the served build's sitemap (absolute site URLs mapped to the local server). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status(), '/sitemap.xml').toBe(200);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  return locs.map((loc) => {
    const url = new URL(loc);
    if (url.origin !== SITE_URL) throw new Error(`sitemap URL outside ${SITE_URL}: ${loc}`);
    return `${url.pathname}${url.search}`;
  });
}

test('the sitemap lists the whole site', async ({request}) => {
  // ~40 guides, ~550 API pages, blog and home: a sudden drop means pages went missing.
  expect((await sitemapPaths(request)).length).toBeGreaterThan(500);
});

for (let shard = 0; shard < CRAWL_SHARDS; shard++) {
  test(`crawl shard ${shard + 1}/${CRAWL_SHARDS}: every page loads, hydrates and logs no error`, async ({
    page,
    request,
  }) => {
    // A couple of minutes on an idle machine; far more while other builds share the two cores.
    test.setTimeout(12 * 60_000);
    const mine = (await sitemapPaths(request)).filter((_, i) => i % CRAWL_SHARDS === shard);
    const problems: string[] = [];
    let current = '';
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`${current}: console error: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
    // Speed: with saveData on, Docusaurus skips prefetching every linked page's chunks
    // (hundreds on API pages). Images and fonts load as for a reader: a route to skip them would hand every
    // request to the test runner and turn the browser's cache off, which costs more than they do.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({saveData: true, effectiveType: '4g'})}),
    );
    const apiItems = mine.filter((pathname) => API_ITEM_PAGE.test(pathname));
    const fullLoads = mine.filter((pathname, i) => !API_ITEM_PAGE.test(pathname) || i % FULL_LOAD_EVERY === 0);
    const started = Date.now();
    for (const pathname of fullLoads) {
      current = pathname;
      const before = problems.length;
      const response = await page.goto(pathname, {waitUntil: 'load'});
      if (response?.status() !== 200) {
        problems.push(`${pathname}: status ${response?.status()}`);
      } else {
        try {
          await page.locator(HYDRATED).waitFor({state: 'attached', timeout: 20_000});
        } catch {
          problems.push(`${pathname}: did not hydrate`);
        }
      }
      // Report at once too: a shard that times out would otherwise say nothing.
      for (const problem of problems.slice(before)) console.log(problem);
    }
    // The server must still answer each of them (a reader may land on any from a search engine).
    const statuses = await Promise.all(apiItems.map(async (pathname) => (await request.head(pathname)).status()));
    apiItems.forEach((pathname, i) => {
      if (statuses[i] !== 200) problems.push(`${pathname}: status ${statuses[i]}`);
    });
    const loaded = Date.now();
    for (const pathname of apiItems) {
      current = `${pathname} (in-app)`;
      const before = problems.length;
      // What a click on a link does: the router renders the route from its chunks, without a server page.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, pathname);
      try {
        await page.waitForFunction(
          (to) =>
            document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(to) === true &&
            document.querySelector('article h1') !== null,
          pathname,
          {timeout: 20_000},
        );
      } catch {
        problems.push(`${pathname}: the app did not render it`);
      }
      for (const problem of problems.slice(before)) console.log(problem);
    }
    expect(problems).toEqual([]);
    expect(apiItems.length, 'API item pages in this shard').toBeGreaterThan(100);
    const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(0)} s`;
    console.log(
      `shard ${shard + 1}: ${fullLoads.length} pages loaded (${seconds(started, loaded)}), ` +
        `${apiItems.length} API pages rendered in the app (${seconds(loaded, Date.now())})`,
    );
  });
}
