/**
 * Layout and colour details, in both colour modes where colours are involved:
 * badge widths, the search page's filter chips, the API navigation, the home
 * hero, the announcement bar, "Copy page as Markdown", the timing-curve gallery and the search modal.
 */
import type {Locator, Page, Route} from '@playwright/test';

import {BADGES} from '../../plugins/navbar-badges/constants';
import {CUSTOM_FIELDS} from '../../src/site';
import {CORS_HEADERS, expect, test} from './support/fixtures';
import {HYDRATED} from './support/badges';
import {computedColour} from './support/colours';

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

async function open(page: Page, path: string, mode?: Mode): Promise<void> {
  if (mode) await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
  await page.goto(path);
  await expect(page.locator(HYDRATED)).toBeAttached({timeout: 20_000});
}

type Rgba = [number, number, number, number];

function parseColor(css: string): Rgba {
  const parts = css.match(/[\d.]+/g)?.map(Number) ?? [];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

async function css(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
}

test.describe('navbar badges with large counts', () => {
  for (const [count, text] of [
    [999_949, '999.9k'],
    [999_950, '1M'],
    [123_456_789, '123.5M'],
    [999_949_999, '999.9M'],
    [1_234_567_890_123, '1.2T'],
  ] as const) {
    test(`${count} reads ${text} within the reserved width`, async ({page}) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(CUSTOM_FIELDS.githubApi, async (route: Route) => {
        await released;
        await route.fulfill({json: {[BADGES.github.countField]: count}, headers: CORS_HEADERS});
      });
      await page.goto('/');
      const badge = page.locator('nav.navbar .navbar__items--right a[data-badge="github"]');
      const number = badge.locator('[data-state]');
      await expect(number).toHaveAttribute('data-state', 'loading');
      const loadingWidth = (await badge.boundingBox())?.width ?? 0;
      release();
      await expect(badge).toHaveText(text);
      expect((await badge.boundingBox())?.width).toBeCloseTo(loadingWidth, 0);
      // The text fits the reserved box.
      expect(await number.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  }
});

test.describe('search page filter chips', () => {
  for (const mode of MODES) {
    test(`the active chip's label is readable (${mode})`, async ({page}) => {
      await open(page, '/search?q=tween', mode);
      const active = page.getByRole('button', {name: 'All', exact: true});
      await expect(active).toHaveAttribute('aria-pressed', 'true');
      const color = parseColor(await css(active, 'color'));
      const background = parseColor(await css(active, 'background-color'));
      expect(color[3], 'label colour is not transparent').toBeGreaterThan(0.9);
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('API navigation', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the API navbar item is active on API pages of both packages', async ({page}) => {
    for (const path of ['/api/core', '/api/2d/components/Rect', '/api/core/tweening']) {
      await open(page, path);
      await expect(
        page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}),
      ).toHaveClass(/navbar__link--active/);
    }
  });

  test("the sidebar opens the page's package and shows its item", async ({page}) => {
    await open(page, '/api/2d/components/Txt');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    const category = (label: string) =>
      sidebar.locator('.menu__list-item-collapsible').filter({hasText: label}).locator('button.menu__caret');
    await expect(category('@canvas-commons/core')).toHaveAttribute('aria-expanded', 'false');
    await expect(category('@canvas-commons/2d')).toHaveAttribute('aria-expanded', 'true');
    const current = sidebar.locator('a.menu__link--active[aria-current="page"]');
    await expect(current).toHaveText('Txt');
    await expect(current).toBeInViewport();
  });
});

test.describe('home hero', () => {
  test('the three buttons share one row at 1280 px', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await open(page, '/');
    const tops = await page
      .locator('header .button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });

  test('at 390 px the buttons have one width and the code is not cut', async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    await open(page, '/');
    const widths = await page
      .locator('header .button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().width)));
    expect(widths).toHaveLength(3);
    expect(new Set(widths).size).toBe(1);
    const code = page.locator('header pre').first();
    expect(await code.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = await code.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });

  test('at 390 px the announcement text keeps clear of its close button', async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    await open(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    const textRight = await bar.evaluate((el) => {
      const content = Array.from(el.children).find((child) => child.textContent?.includes('public'));
      if (!content) return Number.NaN;
      const range = document.createRange();
      range.selectNodeContents(content);
      return Math.max(...Array.from(range.getClientRects()).map((rect) => rect.right));
    });
    const closeIcon = await bar.locator('.close svg').boundingBox();
    expect(closeIcon).not.toBeNull();
    expect(textRight).toBeLessThanOrEqual((closeIcon?.x ?? 0) - 8);
  });
});

test.describe('"Copy page as Markdown"', () => {
  for (const mode of MODES) {
    for (const width of [1280, 390]) {
      test(`sits by the title, quiet in ${mode} mode at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        await open(page, '/docs/tweening', mode);
        const button = page.getByRole('button', {name: 'Copy page as Markdown'});
        const title = page.getByRole('heading', {level: 1});
        const [buttonBox, titleBox] = [await button.boundingBox(), await title.boundingBox()];
        if (!buttonBox || !titleBox) throw new Error('button or title not laid out');
        const buttonMiddle = buttonBox.y + buttonBox.height / 2;
        if (width >= 1280) {
          // On the title's first row, at its right.
          expect(buttonMiddle).toBeGreaterThan(titleBox.y);
          expect(buttonMiddle).toBeLessThan(titleBox.y + titleBox.height);
        } else {
          // Right above the title, which keeps the whole width (no word broken beside the button).
          expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(titleBox.y + 1);
          expect(titleBox.y - (buttonBox.y + buttonBox.height)).toBeLessThan(24);
          expect(await title.evaluate((el) => el.getClientRects().length && el.textContent)).toBe('Tweening');
          const lines = await title.evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
          });
          expect(lines).toBe(1);
        }
        expect(buttonBox.x + buttonBox.width).toBeGreaterThan(titleBox.x + titleBox.width - 40);
        // No bright pill: the button shows the page's background through it.
        expect(parseColor(await css(button, 'background-color'))[3]).toBe(0);
      });
    }
  }
});

test('the timing-curve gallery lines its cards up in rows', async ({page}) => {
  await open(page, '/docs/tweening');
  const cards = await page
    .getByRole('list', {name: 'Timing functions'})
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return {name: item.textContent ?? '', top: Math.round(box.top), bottom: Math.round(box.bottom)};
      }),
    );
  expect(cards.length).toBeGreaterThan(40);
  // Cards that share a row share its top and bottom edges: a list rule's margin once pushed all but the first down.
  const misaligned = cards.filter((card) =>
    cards.some(
      (other) =>
        other.top < card.bottom && card.top < other.bottom && (other.top !== card.top || other.bottom !== card.bottom),
    ),
  );
  expect(misaligned.map(({name, top, bottom}) => `${name} ${top}-${bottom}`)).toEqual([]);
});

test.describe('search modal', () => {
  for (const mode of MODES) {
    test(`uses the site's colours and credits no search service it does not use (${mode})`, async ({page}) => {
      await open(page, '/docs/', mode);
      await page.getByRole('button', {name: 'Search'}).first().click();
      await page.locator('.DocSearch-Modal .DocSearch-Input').fill('tween');
      const mark = page.locator('.DocSearch-Modal .DocSearch-Hits mark').first();
      await expect(mark).toBeVisible({timeout: 15_000});
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
      );
      const expected = await computedColour(page, primary);
      expect(await css(mark, 'color')).toBe(expected);
      const selected = page.locator('.DocSearch-Modal .DocSearch-Hit[aria-selected="true"] a').first();
      const [r, g, b] = parseColor(await css(selected, 'background-color'));
      expect(b > r + 40 && b > g + 40, `selected hit background rgb(${r}, ${g}, ${b}) is DocSearch's blue`).toBe(false);
      await expect(page.locator('.DocSearch-Modal').getByText('Powered by')).toBeHidden();
      await expect(page.locator('.DocSearch-Modal [aria-label="Algolia"]')).toBeHidden();
    });
  }
});
