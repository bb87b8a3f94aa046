/**
 * The designed API item pages: head, props table, own members with stable anchors, inherited members as links,
 * the member filter (with and without JavaScript), member search hits, and the examples that play on item pages.
 */
import path from 'node:path';
import type {Page} from '@playwright/test';

import {MEMBER_FILTER_STORAGE_KEY} from '../../plugins/api-reference/client/memberFilter';
import {installedCoreExports, referenceExamples} from '../../plugins/api-reference/examples';
import {drawnPixels} from './support/canvas';
import {expect, test} from './support/fixtures';
import {gotoHydrated} from './support/navigation';

const RECT = '/api/2d/components/Rect';

const inheritedSection = (page: Page) => page.locator('article .api-inherited');
const filterOption = (page: Page, label: string) =>
  page.getByRole('group', {name: 'Members shown'}).getByRole('checkbox', {name: label});

test('an item page opens with its kind, import line, summary facts, chain and guides', async ({page}) => {
  await page.goto(RECT);
  await expect(page).toHaveTitle('Rect — class · @canvas-commons/2d | Canvas Commons');
  const article = page.locator('article');
  await expect(article.getByRole('heading', {level: 1})).toHaveText('Class: Rect');
  await expect(article.locator('pre').first()).toHaveText("import {Rect} from '@canvas-commons/2d';");
  const facts = article.locator('.api-facts');
  for (const ancestor of ['Node', 'Layout', 'Shape', 'Curve']) {
    await expect(facts.locator(`a[href="/api/2d/components/${ancestor}"]`).first()).toBeVisible();
  }
  await expect(facts.locator('a[href*="github.com"][href*="Rect.ts"]')).toBeVisible();
  await expect(facts.getByRole('heading', {name: 'Used in guides'})).toBeVisible();
});

test('the table of contents lists own members only, with their name as anchor', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(RECT);
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.locator('a[href="#radius"]')).toHaveCount(1);
  await expect(toc.locator('a[href="#smoothCorners"]')).toHaveCount(1);
  // `fill` is Shape's: listed as inherited on Rect, documented and anchored on Shape's page.
  await expect(toc.locator('a[href="#fill"]')).toHaveCount(0);
  await expect(page.locator('article [id^="remarks"], article [id^="returns"], article [id^="extends"]')).toHaveCount(
    0,
  );
});

test("a component's props table lists own props with defaults and folds the inherited ones", async ({page}) => {
  await page.goto(RECT);
  const props = page.locator('article table').first();
  await expect(page.locator('#props-table')).toHaveText(/Props/);
  const smoothCorners = props.locator('tr', {
    has: page.locator('a[href="/api/2d/components/RectProps#smoothCorners"]'),
  });
  await expect(smoothCorners).toContainText('false');
  await expect(smoothCorners).toContainText('Enables corner smoothing.');
  const fromCurve = page.locator('article details.api-props-inherited', {hasText: 'from CurveProps'});
  await expect(fromCurve).toHaveCount(1);
  await expect(fromCurve.locator('a[href="/api/2d/components/CurveProps#closed"]')).toBeHidden();
  await fromCurve.locator('summary').click();
  await expect(fromCurve.locator('a[href="/api/2d/components/CurveProps#closed"]')).toBeVisible();
});

test('an inherited member links to its anchor on the page that defines it', async ({page}) => {
  await gotoHydrated(page, RECT);
  const fill = inheritedSection(page).locator('a[href="/api/2d/components/Shape#fill"]');
  await expect(fill).toHaveCount(1);
  await fill.click();
  await expect(page).toHaveURL(/\/api\/2d\/components\/Shape#fill$/);
  const target = page.locator('h3#fill');
  await expect(target).toBeVisible();
  await expect(target).toBeInViewport();
});

test('links in a reference page stay in the app and load their page on hover', async ({page}) => {
  await gotoHydrated(page, RECT);
  // The page's hundreds of type and member links, each a Docusaurus link.
  const contentLinks = page.locator('article .markdown a[href^="/api/"]');
  expect(await contentLinks.count()).toBeGreaterThan(100);
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  const shapeLink = inheritedSection(page).locator('a[href="/api/2d/components/Shape#fill"]');
  // Hovering asks for the linked page's chunks (a preload), before any click.
  const shapeChunks = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.js'));
  await shapeLink.hover();
  await shapeChunks;
  await shapeLink.click();
  await expect(page).toHaveURL(/\/api\/2d\/components\/Shape#fill$/);
  await expect(page.locator('h3#fill')).toBeInViewport();
  // No full page load: the window is the same.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test.describe('member filter', () => {
  test('hides inherited members, remembers the choice, and survives a corrupt stored value', async ({page}) => {
    await gotoHydrated(page, RECT);
    await expect(inheritedSection(page)).toBeVisible();
    await expect(filterOption(page, 'Inherited')).toBeEnabled();
    await filterOption(page, 'Inherited').uncheck();
    await expect(inheritedSection(page)).toBeHidden();
    await expect(page.locator('article details.api-props-inherited').first()).toBeHidden();

    // Remembered on another item page.
    await gotoHydrated(page, '/api/2d/components/Txt');
    await expect(filterOption(page, 'Inherited')).not.toBeChecked();
    await expect(inheritedSection(page)).toBeHidden();

    await page.evaluate((key) => window.localStorage.setItem(key, '{"inherited": fal'), MEMBER_FILTER_STORAGE_KEY);
    await gotoHydrated(page, RECT);
    await expect(filterOption(page, 'Inherited')).toBeChecked();
    await expect(inheritedSection(page)).toBeVisible();
  });

  test('hides deprecated members with their group', async ({page}) => {
    await gotoHydrated(page, '/api/2d/components/Node');
    const deprecated = page.locator('article .api-member--deprecated').first();
    await expect(deprecated).toBeVisible();
    await filterOption(page, 'Deprecated').uncheck();
    await expect(deprecated).toBeHidden();
    await expect(page.locator('#group-deprecated')).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page shows every member and the filter is inert', async ({page}) => {
    await page.goto('/api/2d/components/Node');
    await expect(page.locator('article .api-inherited, article .api-member--deprecated').first()).toBeVisible();
    await expect(page.locator('article .api-member--deprecated').first()).toBeVisible();
    await expect(page.locator('#absolutePosition')).toBeVisible();
    await expect(filterOption(page, 'Deprecated')).toBeDisabled();
    await expect(filterOption(page, 'Deprecated')).toBeChecked();
  });
});

test('a member search hit lands on the member', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await page.getByRole('button', {name: 'Search'}).first().click();
  const input = page.locator('.DocSearch-Modal .DocSearch-Input');
  await input.fill('rect radius');
  const first = page.locator('.DocSearch-Modal .DocSearch-Hits .DocSearch-Hit a').first();
  await expect(first).toHaveAttribute('href', '/api/2d/components/Rect#radius', {timeout: 15_000});
  await expect(first).toContainText('radius');
  await first.click();
  await expect(page).toHaveURL(/\/api\/2d\/components\/Rect#radius$/);
  await expect(page.locator('h3#radius')).toBeInViewport();
});

test('a guide and a class of one name, and a type and a variable of one name, have distinct titles', async ({
  request,
}) => {
  const titleOf = async (url: string) =>
    /<title[^>]*>([^<]*)<\/title>/.exec(await (await request.get(url)).text())?.[1];
  const titles = await Promise.all([
    titleOf('/docs/camera'),
    titleOf('/api/2d/components/Camera'),
    titleOf('/api/core/meta/ObjectMetaField'),
    titleOf('/api/core/meta/ObjectMetaField-1'),
  ]);
  expect(titles.every(Boolean)).toBe(true);
  expect(new Set(titles).size).toBe(titles.length);
});

/** One item page with an example per category of the taught set (the first by name): both packages, every category. */
const EXAMPLE_PAGES = [
  ...new Map(
    referenceExamples(path.resolve(__dirname, '../..'), installedCoreExports())
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((example) => [example.category, `/api/${example.category}/${example.name}`]),
  ).values(),
];

test('an item page plays its example under the import line, above the props, and it draws', async ({page}) => {
  test.setTimeout(40_000 + EXAMPLE_PAGES.length * 20_000);
  expect(new Set(EXAMPLE_PAGES.map((url) => url.split('/')[2])), 'packages with examples').toEqual(
    new Set(['core', '2d']),
  );
  const engineRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/preview-[\w-]+\.[0-9a-f]+\.js$/.test(request.url())) engineRequests.push(request.url());
  });
  for (const url of EXAMPLE_PAGES) {
    await gotoHydrated(page, url);
    const article = page.locator('article');
    const importLine = article.locator('pre').first();
    await expect(importLine, url).toHaveText(/^import \{/);
    const example = article.locator('[data-live-preview]').first();
    const top = async (target: typeof example) => (await target.boundingBox())?.y ?? Number.NaN;
    const exampleTop = await top(example);
    expect(exampleTop, `${url}: the example is under the import line`).toBeGreaterThan(await top(importLine));
    for (const below of [article.locator('.api-facts').first(), article.locator('table').first()]) {
      if ((await below.count()) > 0) {
        expect(exampleTop, `${url}: the example is above the facts and tables`).toBeLessThan(await top(below));
      }
    }
    // In view at the top of the page, yet the engine waits for the reader's Play.
    await page.waitForLoadState('networkidle');
    expect(engineRequests, `${url}: preview chunks loaded before Play`).toEqual([]);
    await example.getByRole('button', {name: 'Play preview'}).click();
    await expect(example, url).toHaveAttribute('data-status', 'ready', {timeout: 20_000});
    await expect
      .poll(() => drawnPixels(example), {message: `${url}: the example draws`, timeout: 10_000})
      .toBeGreaterThan(100);
    await page.goto('about:blank');
    engineRequests.length = 0;
  }
});
