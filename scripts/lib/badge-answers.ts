import type {BrowserContext, Page} from '@playwright/test';

import {BADGES} from '../../plugins/navbar-badges/constants';
import {CUSTOM_FIELDS} from '../../src/site';

/**
 * What the navbar badge addresses answer in the e2e tests and the bench (neither reaches
 * the internet), unless a test answers them itself with `page.route`.
 */
export const BADGE_ANSWERS: ReadonlyArray<{url: string; body: Record<string, number>}> = [
  {url: CUSTOM_FIELDS.discordApi, body: {[BADGES.discord.countField]: 42}},
  {url: CUSTOM_FIELDS.githubApi, body: {[BADGES.github.countField]: 4321}},
];

/** The browser needs this to hand a cross-origin answer to the page's `fetch`. */
export const CORS_HEADERS = {'access-control-allow-origin': '*'};

/**
 * Answers the navbar badges' two external JSON addresses on a page or a whole browser
 * context. Routes registered later are tried first, and page routes before context routes.
 */
export async function answerBadgeRequests(target: Page | BrowserContext): Promise<void> {
  for (const {url, body} of BADGE_ANSWERS) {
    // Prefix match: a badge may add a query string (cache busting).
    await target.route(
      (requested) => requested.href.startsWith(url),
      (route) => route.fulfill({json: body, headers: CORS_HEADERS}),
    );
  }
}

/** Docusaurus sets `<html data-has-hydrated="true">` once React has hydrated the page. */
export const HYDRATED = 'html[data-has-hydrated="true"]';
