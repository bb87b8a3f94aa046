import {test as base, expect, type BrowserContext} from '@playwright/test';

import {CORS_HEADERS} from './badges';
import {startOfflineProxy, type OfflineProxy} from './offline-proxy';
import {E2E_ORIGIN, OFFLINE_PROXY_PORT} from './server';

// Tests that answer the badges themselves build on the same headers.
export {CORS_HEADERS};

/**
 * Every test runs offline: any request that would leave the served build fails the test, unless the test answers it
 * with its own `page.route` first. The navbar badges' addresses are answered (scripts/lib/badge-answers.ts).
 */
/** For a context a test makes itself: refuses every request that would leave 127.0.0.1, and lists them. */
export async function blockExternalRequests(context: BrowserContext): Promise<string[]> {
  const external: string[] = [];
  await context.route(
    (url) => url.origin !== E2E_ORIGIN && url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      external.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return external;
}

export const test = base.extend<{externalRequests: string[]; permissionsReset: void}, {offlineProxy: OfflineProxy}>({
  // One per worker; see offline-proxy.ts for why a proxy and not a route.
  offlineProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const proxy = await startOfflineProxy(OFFLINE_PROXY_PORT + workerInfo.parallelIndex, new URL(E2E_ORIGIN).host);
      await use(proxy);
      await proxy.close();
    },
    {scope: 'worker', auto: true},
  ],
  // Everything but the served build goes through the worker's proxy, other loopback ports included (Chromium would
  // otherwise send loopback addresses direct).
  // eslint-disable-next-line no-empty-pattern -- as above
  proxy: async ({}, use, testInfo) =>
    use({
      server: `http://127.0.0.1:${OFFLINE_PROXY_PORT + testInfo.parallelIndex}`,
      bypass: `<-loopback>,${new URL(E2E_ORIGIN).host}`,
    }),
  // The proxy reads HTTPS requests with a self-signed certificate.
  ignoreHTTPSErrors: true,
  // The workers reuse one browser context (playwright.config.ts), which Playwright resets between tests except for
  // permissions: a clipboard granted by one test must not reach the next (one checks the page without a clipboard).
  permissionsReset: [
    async ({context}, use) => {
      await use();
      await context.clearPermissions();
    },
    {auto: true},
  ],
  externalRequests: [
    async ({offlineProxy}, use) => {
      const external: string[] = [];
      offlineProxy.refused = external;
      await use(external);
      expect(external, 'requests that left 127.0.0.1').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
