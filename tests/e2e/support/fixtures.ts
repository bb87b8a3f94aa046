import {test as base, expect, type BrowserContext} from '@playwright/test';

import {answerBadgeRequests, CORS_HEADERS} from './badges';
import {E2E_ORIGIN} from './server';

// Tests that answer the badges themselves build on the same headers.
export {CORS_HEADERS};

/**
 * Every test runs offline: any request that would leave 127.0.0.1 fails the
 * test unless a test answers it with its own `page.route` first.
 */
/** Refuses every request of `context` that would leave 127.0.0.1, and lists them. */
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

export const test = base.extend<{externalRequests: string[]; defaultBadgeAnswers: void; permissionsReset: void}>({
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
    async ({context}, use) => {
      const external = await blockExternalRequests(context);
      await use(external);
      expect(external, 'requests that left 127.0.0.1').toEqual([]);
    },
    {auto: true},
  ],
  defaultBadgeAnswers: [
    // Depends on `externalRequests` so it registers later: Playwright tries the
    // last registered matching route first, so these win over the blocker.
    async ({context, externalRequests: _registeredFirst}, use) => {
      await answerBadgeRequests(context);
      await use();
    },
    {auto: true},
  ],
});

export {expect};
