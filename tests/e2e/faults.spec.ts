/**
 * Faults and odd input a reader can meet: malformed URLs, a corrupt colour mode
 * from another tab, an unreachable search index, taps before the app has started,
 * and the search page before hydration.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

import {DOCUSAURUS_STORAGE_KEYS as STORAGE_KEYS} from '../../plugins/head-guards';
import {expect, test} from './support/fixtures';
import {BADGE_ANSWERS, HYDRATED} from './support/badges';
import {E2E_PORT} from './support/server';

/** The build the server serves (`E2E_BUILD_DIR` when it serves another folder). */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? path.join(__dirname, '../../build');
const INDEX_REQUEST = /\/search\/(manifest|index\.[0-9a-f]+)\.json$/;
/** The app's entry script; holding it back keeps a page in its server-rendered, not yet hydrated state. */
const MAIN_SCRIPT = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/** Uncaught errors and console errors of a page (resource load failures aside: some tests cause them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

/** Holds the app's entry script until `release` is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(MAIN_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function tapCentre(page: Page, selector: string): Promise<void> {
  // The page is still parsing (its deferred app script is held): wait for the control to be drawn.
  await page.locator(selector).first().waitFor();
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not laid out`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('URLs with broken percent-encoding', () => {
  for (const malformed of ['/docs/%E0%A4%A', '/api/%ZZ', '/docs/tweening%']) {
    test(`${malformed} served with 404.html starts the app`, async ({page}) => {
      const errors = collectErrors(page);
      const notFoundPage = fs.readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8');
      // What a static host does with an unknown path: the not-found page, status 404.
      await page.route(
        (url) => url.pathname === malformed,
        (route) => route.fulfill({status: 404, contentType: 'text/html', body: notFoundPage}),
      );
      await page.goto(malformed);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
      await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
      // The app runs: the colour toggle works.
      const before = await page.locator('html').getAttribute('data-theme');
      await page.getByRole('button', {name: /dark and light mode/i}).click();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
      expect(errors).toEqual([]);
    });
  }

  test('npm run serve answers them with the not-found page, not a bare error', async ({page}) => {
    const errors = collectErrors(page);
    const response = await page.goto('/docs/%E0%A4%A');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
    // The address keeps its text, in a form the router can decode.
    expect(new URL(page.url()).pathname).toBe('/docs/%25E0%25A4%25A');
    expect(errors).toEqual([]);
  });
});

test('a corrupt colour mode written in another tab falls back to the default, and does not spread', async ({
  context,
}) => {
  await context.addInitScript((key) => {
    // Only the first load of each tab starts in light mode; later writes are the test's.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, 'light');
      sessionStorage.setItem('seeded', '1');
    }
  }, STORAGE_KEYS.colorMode);
  const writer = await context.newPage();
  const reader = await context.newPage();
  for (const page of [writer, reader]) {
    await page.goto('/docs/');
    await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  }
  await writer.evaluate((key) => localStorage.setItem(key, 'purple'), STORAGE_KEYS.colorMode);
  // The other tab drops the value and shows the default (dark), as a fresh load with that value would.
  await expect(reader.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => reader.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.colorMode)).toBeNull();
  await reader.waitForTimeout(300);
  expect(await reader.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.colorMode)).toBeNull();
  // The tab that wrote it hears of the removal and follows.
  await expect(writer.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test("the suite's offline proxy refuses and lists what would leave the served build, and answers the badges", async ({
  page,
  externalRequests,
}) => {
  // Without this, a proxy the browser no longer used would leave every test online and every test still passing.
  await page.goto('/');
  const leaving = ['https://example.com/a', 'http://example.com/b', `http://127.0.0.1:${E2E_PORT + 1}/another-port`];
  const outcomes = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url, {mode: 'no-cors'}).then(
            () => 'answered',
            () => 'refused',
          ),
        ),
      ),
    leaving,
  );
  expect(outcomes).toEqual(leaving.map(() => 'refused'));
  expect([...new Set(externalRequests)].sort()).toEqual([...leaving].sort());
  const badge = BADGE_ANSWERS[0]!;
  expect(await page.evaluate((url) => fetch(url).then((response) => response.json()), badge.url)).toEqual(badge.body);
  // Refused on purpose: the fixture's check after each test expects none.
  externalRequests.length = 0;
});

test('an unreachable search index shows the failure screen without uncaught errors', async ({page}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  await page.route(INDEX_REQUEST, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
  await page.getByRole('button', {name: 'Search'}).first().click();
  const input = page.locator('.DocSearch-Modal .DocSearch-Input');
  await input.fill('tween');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await input.fill('tweening');
  await input.fill('signal');
  await page.waitForTimeout(500);
  expect(uncaught).toEqual([]);
});

test.describe('taps before the app has started', () => {
  test.use({viewport: {width: 990, height: 800}, hasTouch: true});

  test('the first tap on the hamburger opens the sidebar', async ({page}) => {
    const release = await holdApp(page);
    await page.goto('/docs/tweening', {waitUntil: 'commit'});
    await expect(page.locator('button.navbar__toggle')).toBeVisible();
    await tapCentre(page, 'button.navbar__toggle');
    release();
    await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  });

  test('the first tap on the search button opens the search', async ({page}) => {
    const release = await holdApp(page);
    await page.goto('/docs/tweening', {waitUntil: 'commit'});
    await tapCentre(page, 'nav.navbar .DocSearch-Button');
    release();
    await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
    await expect(page.locator('.DocSearch-Modal .DocSearch-Input')).toBeVisible();
  });

  // Below the desktop breakpoint the toggle lives in the sidebar: it is tapped in the desktop navbar.
  test('the first tap on the colour toggle switches the mode', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const release = await holdApp(page);
    await page.goto('/docs/tweening', {waitUntil: 'commit'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await tapCentre(page, 'nav.navbar button[aria-label*="dark and light mode"]');
    release();
    await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the first tap on a collapsible opens it, content shown', async ({page}) => {
    const release = await holdApp(page);
    await page.goto('/docs/signals', {waitUntil: 'commit'});
    const solution = page.locator('details', {hasText: 'Solution'});
    await solution.locator('summary').scrollIntoViewIfNeeded();
    await tapCentre(page, 'details:has(> summary:text-is("Solution")) > summary');
    release();
    await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
    await expect(solution).toHaveAttribute('open', '');
    await expect(solution.locator('[data-live-preview]')).toBeVisible();
  });

  test('a tap after hydration acts once', async ({page}) => {
    await page.goto('/docs/tweening');
    await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
    await tapCentre(page, 'button.navbar__toggle');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.waitForTimeout(300);
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('the search page before hydration', () => {
  test('shows the query from the URL at once, then its results', async ({page}) => {
    const errors = collectErrors(page);
    const release = await holdApp(page);
    await page.goto('/search?q=tween', {waitUntil: 'commit'});
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveText('Search results for “tween”');
    await expect(page.getByRole('searchbox')).toHaveValue('tween');
    await expect(page.getByText('Searching…')).toBeVisible();
    await expect(page.locator(HYDRATED)).not.toBeAttached();
    release();
    await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
    await expect(page.getByTestId('search-count')).toBeVisible({timeout: 15_000});
    await expect(heading).toHaveText('Search results for “tween”');
    await expect(page.getByRole('searchbox')).toHaveValue('tween');
    await expect(page.getByText('Searching…')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('writes a hostile query as text', async ({page}) => {
    const release = await holdApp(page);
    const hostile = '<img src=x onerror=alert(1)>';
    await page.goto(`/search?q=${encodeURIComponent(hostile)}`, {waitUntil: 'commit'});
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for “${hostile}”`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    release();
  });

  test('without a query, says what the page is for', async ({page}) => {
    const release = await holdApp(page);
    await page.goto('/search', {waitUntil: 'commit'});
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page.getByText('Searching…')).toBeHidden();
    release();
  });

  test('has a submit control', async ({page}) => {
    await page.goto('/search');
    const form = page.getByRole('search').filter({has: page.getByRole('searchbox')});
    await expect(form.locator('button[type="submit"], input[type="submit"]')).toHaveCount(1);
  });
});
