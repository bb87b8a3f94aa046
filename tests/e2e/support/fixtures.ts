import {test as base, expect} from '@playwright/test';

import {BADGES} from '../../../plugins/navbar-badges/constants';
import {CUSTOM_FIELDS} from '../../../src/site';
import {E2E_ORIGIN} from './server';

/**
 * What the navbar badge addresses answer unless a test answers them itself with
 * `page.route` (page routes take precedence over these context routes).
 */
export const DEFAULT_BADGE_ANSWERS: ReadonlyArray<{url: string; body: Record<string, number>}> = [
  {url: CUSTOM_FIELDS.discordApi, body: {[BADGES.discord.countField]: 42}},
  {url: CUSTOM_FIELDS.githubApi, body: {[BADGES.github.countField]: 4321}},
];

/** The browser needs this to hand a cross-origin answer to the page's `fetch`. */
export const CORS_HEADERS = {'access-control-allow-origin': '*'};

/**
 * Every test runs offline: any request that would leave 127.0.0.1 fails the
 * test unless a test answers it with its own `page.route` first.
 */
export const test = base.extend<{externalRequests: string[]; defaultBadgeAnswers: void}>({
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
  defaultBadgeAnswers: [
    // Depends on `externalRequests` so it registers later: Playwright tries the
    // last registered matching route first, so these win over the blocker.
    async ({context, externalRequests: _registeredFirst}, use) => {
      for (const {url, body} of DEFAULT_BADGE_ANSWERS) {
        await context.route(url, (route) => route.fulfill({json: body, headers: CORS_HEADERS}));
      }
      await use();
    },
    {auto: true},
  ],
});

export {expect};
