import {test as base, expect} from '@playwright/test';

import {E2E_ORIGIN} from './server';

/**
 * Every test runs offline: any request that would leave 127.0.0.1 fails the
 * test unless a test answers it with its own `page.route` first.
 */
export const test = base.extend<{externalRequests: string[]}>({
  externalRequests: [
    async ({context}, use) => {
      const external: string[] = [];
      await context.route(
        (url) => url.origin !== E2E_ORIGIN && url.protocol !== 'data:' && url.protocol !== 'blob:',
        async (route) => {
          external.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      await use(external);
      expect(external, 'requests that left 127.0.0.1').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
