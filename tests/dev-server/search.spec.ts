/**
 * The dev server as an author uses it. Search: the index is read from the sources (no production build), and a page
 * saved a moment ago is found by the words it now has, in the modal. Mistakes: a page saved with an MDX error shows
 * in the browser's overlay with its file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';

import {answerBadgeRequests, HYDRATED} from '../../scripts/lib/badge-answers';
import {MODAL, searchInModal} from '../../scripts/lib/search-dom';
import {DEV_ORIGIN} from './server';

/** A page the test writes and removes; its words exist nowhere else on the site. */
const PROBE_FILE = path.join(__dirname, '..', '..', 'docs', 'dev-search-probe.mdx');
const PROBE_PATH = '/docs/dev-search-probe';
const probePage = (word: string) => `---
title: Dev search probe
description: A page the dev-server test writes, to find it in search.
---

This paragraph holds the word ${word}, which no other page has.
`;

async function openSearch(page: Page) {
  await page.getByRole('button', {name: 'Search'}).first().click();
  await expect(page.locator(MODAL.input)).toBeVisible();
}

/**
 * A try's wait for the modal's answer. A new page changes the routes, and the hot update that brings them closes the
 * modal a few seconds after the save, mid-try: a short try notices that and opens the modal again, where a full
 * answer timeout spent 20 s of every run waiting for an answer the closed modal could not give.
 */
const TRY_ANSWER_TIMEOUT_MS = 5_000;

/**
 * Searches until `query` gives (or stops giving) the probe page: the index is rewritten a moment after a save, and a
 * new page changes the routes, so the dev server may reload the whole page (or close the modal) meanwhile.
 */
async function expectProbeFound(page: Page, query: string, found: boolean) {
  const started = Date.now();
  let attempt = 0;
  await expect(async () => {
    attempt += 1;
    try {
      await page.locator(HYDRATED).waitFor({state: 'attached', timeout: 10_000});
      if (!(await page.locator(MODAL.input).isVisible())) await openSearch(page);
      // Another query first: the modal does not search again for the query it already shows.
      await searchInModal(page, 'tween', TRY_ANSWER_TIMEOUT_MS);
      const hits = await searchInModal(page, query, TRY_ANSWER_TIMEOUT_MS);
      expect(
        hits.some((url) => url.startsWith(PROBE_PATH)),
        `"${query}" ${found ? 'finds' : 'no longer finds'} the saved page (hits: ${hits.slice(0, 3).join(', ')})`,
      ).toBe(found);
    } catch (error) {
      // A timeout reports only itself: each failed try is printed, so a slow or stuck save can be told apart.
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      console.log(
        `dev search, "${query}", try ${attempt} at ${((Date.now() - started) / 1000).toFixed(1)} s: ${reason}`,
      );
      throw error;
    }
  }).toPass({timeout: 90_000, intervals: [250]});
}

test('search works on the dev server, from the sources, and finds what was saved a moment ago', async ({
  page,
  context,
}) => {
  await context.route(
    (url) => url.origin !== DEV_ORIGIN && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort('blockedbyclient'),
  );
  await answerBadgeRequests(context);
  try {
    await page.goto('/docs/tweening');
    await page.locator(HYDRATED).waitFor({state: 'attached', timeout: 60_000});
    await openSearch(page);
    // The index of the sources: a guide and an API item, as in the build.
    await expect
      .poll(async () => (await searchInModal(page, 'tween')).slice(0, 5), {timeout: 60_000, intervals: [500]})
      .toContain('/api/core/tweening/tween');
    expect((await searchInModal(page, 'spring')).some((url) => url.startsWith('/docs/tweening'))).toBe(true);

    const saved = Date.now();
    fs.writeFileSync(PROBE_FILE, probePage('quasarfinchwidget'));
    await expectProbeFound(page, 'quasarfinchwidget', true);
    const firstSave = Date.now() - saved;

    const edited = Date.now();
    fs.writeFileSync(PROBE_FILE, probePage('marblekestrelgizmo'));
    await expectProbeFound(page, 'marblekestrelgizmo', true);
    await expectProbeFound(page, 'quasarfinchwidget', false);
    console.log(
      `dev search: a new page found ${(firstSave / 1000).toFixed(1)} s after its save, an edit ${((Date.now() - edited) / 1000).toFixed(1)} s after`,
    );
  } finally {
    fs.rmSync(PROBE_FILE, {force: true});
  }
});

/** A guide with a stray `{` on its line 7 (front matter included), as a first-time author writes one. */
const BROKEN_PAGE = `---
title: Dev overlay probe
description: A page the dev-server test writes with an MDX mistake.
---

The radius is set in pixels.
Write {radius * 2 to double it.
`;

test('an MDX mistake in a saved page shows in the dev overlay with its file and line', async ({page, context}) => {
  await context.route(
    (url) => url.origin !== DEV_ORIGIN && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort('blockedbyclient'),
  );
  await answerBadgeRequests(context);
  try {
    await page.goto('/docs/tweening');
    await page.locator(HYDRATED).waitFor({state: 'attached', timeout: 60_000});
    fs.writeFileSync(PROBE_FILE, BROKEN_PAGE);
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');
    await expect(overlay).toContainText('docs/dev-search-probe.mdx', {timeout: 90_000});
    // MDX's own message: the cause, and the place as `line:column` of the page.
    await expect(overlay).toContainText('expected a corresponding closing brace');
    await expect(overlay).toContainText('"name": "7:32"');
  } finally {
    fs.rmSync(PROBE_FILE, {force: true});
  }
});
