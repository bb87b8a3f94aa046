import type {Locator, Page} from '@playwright/test';

import {expect, test} from './support/fixtures';
import {HYDRATED} from './support/badges';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator(HYDRATED).waitFor({state: 'attached'});
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Whether the focused element draws a visible focus indicator (outline or box-shadow ring). */
async function hasVisibleFocus(target: Locator): Promise<{visible: boolean; style: string}> {
  return target.evaluate((el) => {
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
    return {visible: outline || shadow, style: `outline: ${s.outline}; box-shadow: ${s.boxShadow}`};
  });
}

test('the skip link is the first Tab stop and moves focus to the main content', async ({page}) => {
  await open(page, '/docs/tweening');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and drops its temporary tabindex at once, so Chromium
  // moves document.activeElement back to <body> but keeps <main> as the sequential
  // focus starting point: the next Tab stop is the first one inside the main content.
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    return {
      inMain: active?.closest('main') !== null,
      inNavbar: active?.closest('nav.navbar') !== null,
      text: active?.textContent?.trim().slice(0, 40),
    };
  });
  expect(focused, 'the Tab after the skip link lands inside <main>').toMatchObject({inMain: true, inNavbar: false});
  expect(page.url()).toMatch(/\/docs\/tweening$/);
});

test.describe('visible focus', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`nav links, buttons and content links show a focus ring (${mode})`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await open(page, '/');
      const targets: Array<[string, Locator]> = [
        ['navbar link', page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true})],
        ['search button', page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Search\b/})],
        ['colour-mode button', page.getByRole('button', {name: /dark and light mode/i})],
        ['hero button link', page.getByRole('link', {name: 'Get started'})],
        ['footer link', page.locator('footer').getByRole('link', {name: 'Blog', exact: true})],
      ];
      for (const [name, target] of targets) {
        await tabTo(page, target, 80);
        const {visible, style} = await hasVisibleFocus(target);
        expect(visible, `${name}: ${style}`).toBe(true);
      }
    });
  }
});

test.describe('mobile sidebar', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('opens, is browsed and closes with the keyboard alone', async ({page}) => {
    await open(page, '/docs/tweening');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();

    // Tab through the sidebar: focus lands on its links, one after another.
    const visited = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('.navbar-sidebar') ? `${active.tagName} ${active.textContent?.trim() ?? ''}` : null;
      });
      if (inside) visited.add(inside);
    }
    expect(visited.size, `sidebar stops reached: ${[...visited].join(' | ')}`).toBeGreaterThan(3);

    // Escape closes it (plugins/mobile-sidebar) and focus goes back to the hamburger.
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();

    // The close button works from the keyboard too: it sits before the menu items.
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const close = page.getByRole('button', {name: 'Close navigation bar'});
    await tabTo(page, close, 10);
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeHidden();
  });
});
