import type {Locator, Page} from '@playwright/test';

import {expect, test} from './support/fixtures';
import {answerBadgeRequests, HYDRATED} from './support/badges';

async function open(page: Page, path: string): Promise<void> {
  await answerBadgeRequests(page);
  await page.goto(path);
  await page.locator(HYDRATED).waitFor({state: 'attached'});
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
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
  const inMain = await page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && (active.tagName === 'MAIN' || active.id === '__docusaurus_skipToContent_fallback');
  });
  expect(inMain, 'focus is on <main> after the skip link').toBe(true);
  // The next Tab stop is inside the main content, not back in the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test.describe('visible focus', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`nav links, buttons and content links show a focus ring (${mode})`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await open(page, '/');
      const targets: Array<[string, Locator]> = [
        ['navbar link', page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true})],
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

    // Close it: Escape if supported, else Tab to the close button and press Enter.
    await page.keyboard.press('Escape');
    if (await sidebar.isVisible()) {
      const close = page.getByRole('button', {name: /close navigation bar/i});
      await tabTo(page, close, 80);
      await page.keyboard.press('Enter');
    }
    await expect(sidebar).toBeHidden();
  });
});
