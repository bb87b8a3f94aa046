import type {Locator, Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';

import {DOCUSAURUS_STORAGE_KEYS as STORAGE_KEYS} from '../../plugins/head-guards';
import {darkCodeTheme, lightCodeTheme} from '../../plugins/code-highlight/prismThemes';
import {expect, test} from './support/fixtures';
import {gotoHydrated} from './support/navigation';
import {computedColour} from './support/colours';
import {recordReactRenders, waitForReactQuiet} from './support/reactRenders';

/** A call only Prism's core makes (property names survive minification). */
const PRISM_MARKER = 'languages.extend(';

/** Starts recording scripts; the function returned lists those so far that contain Prism. */
function recordPrismScripts(page: Page): () => Promise<string[]> {
  const scripts: Array<Promise<string | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      const path = new URL(response.url()).pathname;
      scripts.push(
        response
          .text()
          .then((text) => (text.includes(PRISM_MARKER) ? path : null))
          // A prefetch still arriving when the test ends has no body to read.
          .catch(() => null),
      );
    }
  });
  return async () => (await Promise.all(scripts)).filter((path) => path !== null);
}

/** The colour a theme gives a token type (its last entry wins, as in the stylesheet). */
function themeColour(theme: PrismTheme, type: string): string {
  const colour = theme.styles.filter(({types}) => types.includes(type)).at(-1)?.style.color;
  if (!colour) {
    throw new Error(`the theme has no colour for ${type}`);
  }
  return colour;
}

async function expectColour(page: Page, token: Locator, colour: string): Promise<void> {
  await expect(token).toHaveCSS('color', await computedColour(page, colour));
}

test.describe('code blocks', () => {
  test('arrive highlighted from the build: no Prism is loaded on a guide', async ({page}) => {
    const prismScripts = recordPrismScripts(page);
    await page.goto('/docs/tweening', {waitUntil: 'networkidle'});
    const keyword = page.locator('pre.prism-code .token.keyword').first();
    await expect(keyword).toBeVisible();
    expect(await prismScripts()).toEqual([]);
  });

  test('take the colours of the current mode from the stylesheet, and follow the toggle', async ({page}) => {
    await page.goto('/docs/tweening');
    const keyword = page.locator('pre.prism-code .token.keyword').first();
    await expectColour(page, keyword, themeColour(darkCodeTheme, 'keyword'));
    await expect(keyword).not.toHaveAttribute('style');
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectColour(page, keyword, themeColour(lightCodeTheme, 'keyword'));
  });

  test('are right in a stored light mode before the page hydrates', async ({page}) => {
    // Only the inline head script runs (it sets data-theme); React never starts.
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), STORAGE_KEYS.colorMode);
    await page.goto('/docs/tweening');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const keyword = page.locator('pre.prism-code .token.keyword').first();
    await expectColour(page, keyword, themeColour(lightCodeTheme, 'keyword'));
  });

  test('stay highlighted after a client-side navigation', async ({page}) => {
    const prismScripts = recordPrismScripts(page);
    await page.goto('/docs/quickstart');
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Tweening', exact: true})
      .click();
    await expect(page).toHaveURL(/\/docs\/tweening$/);
    await expect(page.locator('pre.prism-code .token.keyword').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await prismScripts()).toEqual([]);
  });

  test('with magic comments highlight in the browser, with the marked line', async ({page}) => {
    const prismScripts = recordPrismScripts(page);
    await page.goto('/docs/code');
    const marked = page.locator('pre.prism-code .theme-code-block-highlighted-line').first();
    await expect(marked).toBeVisible();
    // Highlighting starts after hydration and a chunk load, which can take longer than 5 s on a busy machine.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
    await expect(marked.locator('.token.keyword, .token.function').first()).toBeVisible({timeout: 15_000});
    // Loaded on demand (plugins/code-highlight/theme/CodeBlock/Content/loadPrism.ts), never in the main bundle.
    const scripts = await prismScripts();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes('/main.'))).toEqual([]);
  });

  test('get their copy button once near the viewport, not all at once', async ({page}) => {
    // The API page with the most code blocks (its examples); API pages no longer repeat inherited docs, so no page
    // has the hundreds of signature blocks Rect once had.
    await gotoHydrated(page, '/api/2d/components/Node');
    const blocks = page.locator('.theme-code-block');
    const copyButtons = page.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copyButtons.first()).toBeAttached();
    const total = await blocks.count();
    expect(total).toBeGreaterThan(15);
    expect(await copyButtons.count()).toBeLessThan(total / 4);
    const last = blocks.last();
    await expect(last.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(0);
    // Reached by keyboard: focusing the code scrolls it into view, and the button follows it in tab order.
    await last.locator('pre').focus();
    await expect(last.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /Copy code to clipboard|Toggle word wrap/);
  });

  test('on a phone, a block wider than the screen offers word wrap, and it wraps; one that fits does not', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/docs/quickstart');
    const scrolls = (pre: HTMLElement) => pre.scrollWidth > pre.clientWidth;
    const pres = page.locator('.theme-code-block pre');
    const widths = await pres.evaluateAll((all) => all.map((pre) => pre.scrollWidth > pre.clientWidth));
    const wide = widths.indexOf(true);
    const narrow = widths.indexOf(false);
    expect(wide, 'the guide has a block wider than a phone').toBeGreaterThanOrEqual(0);
    expect(narrow, 'the guide has a block that fits').toBeGreaterThanOrEqual(0);

    const wideBlock = page.locator('.theme-code-block').nth(wide);
    await wideBlock.scrollIntoViewIfNeeded();
    const wrapButton = wideBlock.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrapButton).toBeAttached();
    await wrapButton.click();
    await expect(wideBlock.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await wideBlock.locator('pre').evaluate(scrolls)).toBe(false);
    // Still offered once wrapped, to unwrap.
    await expect(wrapButton).toBeAttached();

    const narrowBlock = page.locator('.theme-code-block').nth(narrow);
    await narrowBlock.scrollIntoViewIfNeeded();
    await expect(narrowBlock.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await expect(narrowBlock.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  });

  test('do not render their tokens again when word wrap is toggled', async ({page}) => {
    const renders = await recordReactRenders(page);
    await page.setViewportSize({width: 390, height: 844});
    // A playing preview renders its controls on every frame; a reader who prefers less motion has none playing.
    await page.emulateMedia({reducedMotion: 'reduce'});
    await gotoHydrated(page, '/docs/quickstart');
    // The block wider than the phone with the most tokens.
    const tokenCounts = await page
      .locator('.theme-code-block pre')
      .evaluateAll((pres) =>
        pres.map((pre) => (pre.scrollWidth > pre.clientWidth ? pre.querySelectorAll('.token').length : 0)),
      );
    const tokens = Math.max(...tokenCounts);
    expect(tokens, 'a wide block has more tokens than its buttons and their state render').toBeGreaterThan(40);
    const block = page.locator('.theme-code-block').nth(tokenCounts.indexOf(tokens));
    await block.scrollIntoViewIfNeeded();
    const wrapButton = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrapButton).toBeAttached();
    await expect.poll(async () => (await renders()).length).toBeGreaterThan(0);
    // The phone's closed sidebar is built in idle time after hydration, and the copy buttons near the viewport
    // appear after the scroll: their renders are not the toggle's.
    await expect(page.locator('.navbar-sidebar')).toBeAttached();
    await waitForReactQuiet(page);
    const before = (await renders()).length;
    await wrapButton.click();
    await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    // The toggle renders the block's buttons and word-wrap state; its lines and tokens stay as they were.
    const rendered = (await renders()).slice(before).reduce((sum, count) => sum + count, 0);
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(tokens);
  });
});
