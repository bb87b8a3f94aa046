import type {Page} from '@playwright/test';

import {CUSTOM_FIELDS} from '../../../src/site';

/** Answers the e2e tests give the navbar badges' addresses (the tests never reach the internet). */
export const BADGE_TEST_DATA = {
  discord: {presence_count: 1234},
  github: {stargazers_count: 98765},
} as const;

/**
 * Answers the navbar badges' two external JSON addresses, so pages that render
 * the badges stay offline. Page routes take precedence over the fixture's
 * context route that fails external requests.
 */
export async function answerBadgeRequests(page: Page): Promise<void> {
  // Prefix match: a badge may add a query string (cache busting).
  await page.route(
    (url) => url.href.startsWith(CUSTOM_FIELDS.discordApi),
    (route) => route.fulfill({json: BADGE_TEST_DATA.discord}),
  );
  await page.route(
    (url) => url.href.startsWith(CUSTOM_FIELDS.githubApi),
    (route) => route.fulfill({json: BADGE_TEST_DATA.github}),
  );
}

/** Docusaurus sets `<html data-has-hydrated="true">` once React has hydrated the page. */
export const HYDRATED = 'html[data-has-hydrated="true"]';
