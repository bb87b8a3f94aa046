import {expect, test} from './support/fixtures';

const CORE_CATEGORIES = [
  'app',
  'decorators',
  'events',
  'flow',
  'media',
  'meta',
  'plugin',
  'scenes',
  'signals',
  'threading',
  'transitions',
  'tweening',
  'types',
  'utils',
];
const TWO_D_CATEGORIES = ['code', 'components', 'curves', 'decorators', 'partials', 'scenes', 'utils'];

/** Items the spec names, at their category URLs. */
const NAMED_ITEMS = [
  '/api/2d/components/Bezier',
  '/api/2d/components/Camera',
  '/api/2d/components/Code',
  '/api/2d/components/Layout',
  '/api/2d/components/Node',
  '/api/2d/components/Rect',
  '/api/2d/components/Txt',
  '/api/2d/components/View2D',
  '/api/2d/scenes/Scene2D',
  '/api/2d/code/CodeHighlighter',
  '/api/2d/curves/CurveProfile',
  '/api/2d/partials/Gradient',
  '/api/core/app/Player',
  '/api/core/app/Presenter',
  '/api/core/app/Project',
  '/api/core/app/Renderer',
  '/api/core/app/Stage',
  '/api/core/app/Logger',
  '/api/core/app/PlaybackState',
  '/api/core/types/Vector2',
  '/api/core/types/Matrix2D',
  '/api/core/types/BBox',
  '/api/core/scenes/Sound',
  '/api/core/scenes/sound-function',
];

test('/api/core/flow/all shows its signature and summary', async ({page}) => {
  const response = await page.goto('/api/core/flow/all');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^all — function · @canvas-commons\/core \| Canvas Commons$/);
  const article = page.locator('article');
  await expect(article.getByRole('heading', {level: 1})).toHaveText('Function: all()');
  // A one-line signature, not a code block; the one code block is the import line.
  await expect(article.locator('.api-signature').first()).toHaveText('all(...tasks): ThreadGenerator');
  await expect(article.locator('pre').first()).toHaveText("import {all} from '@canvas-commons/core';");
  await expect(article).toContainText('Run all tasks concurrently and wait for all of them to finish.');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Run all tasks concurrently/);
});

test("a 2d page's reference to a core type links to the core page", async ({page}) => {
  // Layout's own members use Vector2 (Rect's, since it no longer repeats inherited docs, do not).
  await page.goto('/api/2d/components/Layout');
  const coreLink = page.locator('article a[href="/api/core/types/Vector2"]').first();
  await expect(coreLink).toBeVisible();
  await coreLink.click();
  await expect(page).toHaveURL(/\/api\/core\/types\/Vector2$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: Vector2');
});

test('the api sidebar lists both packages with their categories', async ({page}) => {
  await page.goto('/api/core');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link', {name: '@canvas-commons/core'})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: '@canvas-commons/2d'})).toBeVisible();
  for (const category of CORE_CATEGORIES) {
    await expect(sidebar.locator(`a[href="/api/core/${category}/"]`), category).toHaveCount(1);
  }
  // Only the current package is expanded: the 2d categories show on a 2d page.
  await page.goto('/api/2d');
  for (const category of TWO_D_CATEGORIES) {
    await expect(sidebar.locator(`a[href="/api/2d/${category}/"]`), category).toHaveCount(1);
  }
});

test('the package index shows its import line and categories', async ({page}) => {
  await page.goto('/api/2d');
  const article = page.locator('article');
  await expect(article.getByRole('heading', {level: 1})).toHaveText('@canvas-commons/2d');
  await expect(article.locator('pre').first()).toContainText("from '@canvas-commons/2d'");
  for (const category of TWO_D_CATEGORIES) {
    await expect(article.locator(`a[href="/api/2d/${category}/"]`)).toHaveCount(1);
  }
});

test('a category page lists its items with summaries', async ({page}) => {
  const response = await page.goto('/api/core/flow/');
  expect(response?.status()).toBe(200);
  const row = page.locator('article tr', {has: page.locator('a[href="/api/core/flow/all"]')});
  await expect(row).toContainText('Run all tasks concurrently');
});

for (const url of NAMED_ITEMS) {
  test(`${url} has its page`, async ({request}) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const name = url
      .split('/')
      .pop()
      ?.replace(/-function$/, '');
    // The build writes unquoted attributes, so match the title element loosely.
    expect(await response.text()).toMatch(
      new RegExp(`<title[^>]*>${name} — [a-z ]+ · @canvas-commons/(core|2d) \\| Canvas Commons</title>`),
    );
  });
}

test('API pages link to the guides that use them, and not to an edit page', async ({page}) => {
  await page.goto('/api/core/flow/all');
  const usedIn = page.locator('article').getByRole('heading', {name: 'Used in guides'});
  await expect(usedIn).toBeVisible();
  await expect(page.locator('article a[href="/docs/flow"]')).toBeVisible();
  await expect(page.getByText('Edit this page')).toHaveCount(0);
});
