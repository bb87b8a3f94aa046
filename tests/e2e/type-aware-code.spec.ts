import type {Locator, Page} from '@playwright/test';

import {DOCUSAURUS_STORAGE_KEYS as STORAGE_KEYS} from '../../plugins/head-guards';
import {expect, test} from './support/fixtures';
import {gotoHydrated} from './support/navigation';

/** A linked name in a code block, by its target (its `href`) and text. */
function apiName(page: Page, target: string, text: string): Locator {
  return page.locator(`pre.prism-code a.type-aware-link[href="${target}"]`, {hasText: text}).first();
}

/** The first linked name in a code block with exactly this text, whatever it links to. */
function firstLinkedName(page: Page, text: string): Locator {
  return page.locator('pre.prism-code a.type-aware-link', {hasText: new RegExp(`^${text}$`)}).first();
}

const popover = (page: Page): Locator => page.getByRole('tooltip');

/** One name per page the feature is checked on, with the start of its signature. */
const NAMES = [
  {path: '/docs/tweening', target: '/api/core/tweening/tween', text: 'tween', signature: 'function tween('},
  {
    path: '/docs/signals',
    target: '/api/core/signals/createSignal',
    text: 'createSignal',
    signature: 'function createSignal',
  },
  {path: '/docs/layouts', target: '/api/2d/components/Layout', text: 'Layout', signature: 'class Layout'},
  {path: '/docs/code', target: '/api/2d/components/Code', text: 'Code', signature: 'class Code'},
] as const;

test.describe('type-aware code blocks', () => {
  for (const name of NAMES) {
    test(`${name.path}: hovering ${name.text} shows its signature and a link to the reference`, async ({page}) => {
      await page.goto(name.path);
      // Found by its text, so that where it links is what is checked.
      const link = firstLinkedName(page, name.text);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toHaveAttribute('href', name.target);
      await link.hover();
      await expect(popover(page)).toBeVisible();
      await expect(popover(page).locator('code')).toContainText(name.signature);
      await expect(popover(page).getByRole('link', {name: 'Open in the API reference'})).toHaveAttribute(
        'href',
        name.target,
      );
      await expect(link).toHaveAttribute('aria-describedby', (await popover(page).getAttribute('id')) ?? '');
      // Leaving the name closes it.
      await page.mouse.move(0, 0);
      await expect(popover(page)).toBeHidden();
    });
  }

  test('keyboard: focus shows the popover, Escape closes it and keeps the focus', async ({page}) => {
    await page.goto('/docs/signals');
    // The popover comes with the app: focus a name once it has started.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
    const link = apiName(page, '/api/core/signals/createSignal', 'createSignal');
    await link.focus();
    await expect(popover(page)).toBeVisible();
    await expect(popover(page)).toContainText('function createSignal');
    await page.keyboard.press('Escape');
    await expect(popover(page)).toBeHidden();
    await expect(link).toBeFocused();
    await expect(link).not.toHaveAttribute('aria-describedby');
    // Tab reaches the next name and shows its popover.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^\/api\//);
    await expect(popover(page)).toBeVisible();
  });

  test('a member links to its defining page and anchor, and the link lands there', async ({page}) => {
    await page.goto('/docs/tweening');
    // `fill` on the view (a Rect) is defined by Shape: found by its line and name, so the link's target is what is
    // checked.
    const member = page
      .locator('pre.prism-code .token-line', {hasText: 'view.fill('})
      .locator('a.type-aware-link', {hasText: /^fill$/})
      .first();
    await expect(member).toHaveAttribute('href', '/api/2d/components/Shape#fill');
    await member.scrollIntoViewIfNeeded();
    await member.click();
    await expect(page).toHaveURL(new RegExp(`${'/api/2d/components/Shape#fill'}$`));
    await expect(page.locator('h1')).toHaveText(/\bShape$/);
    await expect(page.locator('[id="fill"]')).toBeAttached();
  });

  test('clicking a name navigates in the app to its reference page', async ({page}) => {
    await gotoHydrated(page, '/docs/code');
    await page.evaluate(() => ((window as unknown as {stillSamePage: boolean}).stillSamePage = true));
    const link = apiName(page, '/api/2d/components/Code', 'Code');
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/api\/2d\/components\/Code$/);
    await expect(page.locator('h1')).toHaveText(/\bCode$/);
    expect(await page.evaluate(() => (window as unknown as {stillSamePage?: boolean}).stillSamePage)).toBe(true);
  });

  test('names keep their token colour and the block its size, in both colour modes', async ({page}) => {
    for (const mode of ['light', 'dark']) {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        STORAGE_KEYS.colorMode,
        mode,
      ] as const);
      await page.goto('/docs/layouts');
      const link = apiName(page, '/api/2d/components/Layout', 'Layout');
      // Every linked name against the same token as a plain span (what the block showed before).
      const colours = await link.evaluate((element) =>
        Array.from(element.closest('pre')?.querySelectorAll('a.type-aware-link') ?? []).map((anchor) => {
          const span = document.createElement('span');
          span.className = anchor.className.replace('type-aware-link', '');
          span.textContent = anchor.textContent;
          anchor.after(span);
          const pair = [
            `${anchor.className}: ${getComputedStyle(anchor).color}`,
            `${anchor.className}: ${getComputedStyle(span).color}`,
          ];
          span.remove();
          return pair;
        }),
      );
      expect(colours.length).toBeGreaterThan(5);
      for (const [linked, plain] of colours) expect(linked).toBe(plain);
      const sizes = await link.evaluate((element) => {
        const pre = element.closest('pre');
        if (!pre) throw new Error('no code block');
        const measure = () => JSON.stringify(pre.getBoundingClientRect());
        const before = measure();
        for (const anchor of Array.from(pre.querySelectorAll('a.type-aware-link'))) {
          const span = document.createElement('span');
          span.className = anchor.className;
          span.textContent = anchor.textContent;
          anchor.replaceWith(span);
        }
        return [before, measure()];
      });
      expect(sizes[1]).toBe(sizes[0]);
    }
  });

  test('touch: a first tap shows the popover, a second tap follows the link', async ({browser}) => {
    const context = await browser.newContext({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});
    const page = await context.newPage();
    await page.goto('/docs/tweening');
    // Before the app has started a code name is a plain link, and a tap follows it; the popover comes with the app.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
    const link = apiName(page, '/api/core/tweening/tween', 'tween');
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(popover(page)).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/tweening$/);
    await link.tap();
    await expect(page).toHaveURL(/\/api\/core\/tweening\/tween$/);
    await context.close();
  });

  test('a live preview links the names of its read-only code', async ({page}) => {
    await page.goto('/docs/signals');
    const code = page.locator('[data-live-preview]').first().locator('pre.prism-code');
    await expect(code.locator('a.type-aware-link[href="/api/core/signals/createSignal"]').first()).toHaveAttribute(
      'href',
      '/api/core/signals/createSignal',
    );
  });

  test('popover data loads only when a name is used', async ({page}) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/type-aware-(popover|entries)/.test(request.url())) loaded.push(request.url());
    });
    await page.goto('/docs/tweening', {waitUntil: 'networkidle'});
    expect(loaded).toEqual([]);
    await apiName(page, '/api/core/tweening/tween', 'tween').hover();
    await expect(popover(page)).toContainText('function tween(');
    expect(loaded.length).toBeGreaterThan(0);
  });
});
