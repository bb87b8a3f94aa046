import type {Locator} from '@playwright/test';

import {HYDRATED} from './support/badges';
import {expect, test} from './support/fixtures';
import {canvasData, scenePixel} from './support/canvas';

const TUTORIAL = '/docs/tutorial';
/** Pages of the list below that are not recipes. */
const NOT_RECIPES = new Set([TUTORIAL, '/docs/category/recipes', '/docs/faq', '/docs/glossary']);

/** The new learning pages, each with the title its tab must show. */
const PAGES: Array<{path: string; title: string}> = [
  {path: TUTORIAL, title: 'Tutorial: your first animation'},
  {path: '/docs/category/recipes', title: 'Recipes'},
  {path: '/docs/animate-text-typing', title: 'Animate text typing'},
  {path: '/docs/export-a-gif', title: 'Export a GIF'},
  {path: '/docs/reuse-a-component', title: 'Reuse a component across scenes'},
  {path: '/docs/embed-a-project', title: 'Embed a project with the player'},
  {path: '/docs/take-a-still-image', title: 'Take a still image'},
  {path: '/docs/start-presentation-mode', title: 'Start presentation mode'},
  {path: '/docs/sync-to-a-voice-over', title: 'Sync to a voice-over'},
  {path: '/docs/make-a-transparent-overlay', title: 'Make a transparent overlay'},
  {path: '/docs/faq', title: 'FAQ and troubleshooting'},
  {path: '/docs/glossary', title: 'Glossary'},
];

for (const {path, title} of PAGES) {
  test(`${path} answers 200 with its own title`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} | Canvas Commons`);
    await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
  });
}

test('the sidebar lists the tutorial right after the introduction, then the JavaScript primer, and the recipes after Getting started', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const topLevel = sidebar.locator(':scope > ul > li > :is(a, div) > a, :scope > ul > li > a');
  const labels = (await topLevel.allInnerTexts()).map((text) => text.trim());
  expect(labels.slice(0, 5)).toEqual([
    'Introduction',
    'Tutorial',
    'JavaScript for scenes',
    'Getting started',
    'Recipes',
  ]);
  expect(labels).toEqual(expect.arrayContaining(['FAQ', 'Glossary']));
});

test('the recipes category lists all eight recipes', async ({page}) => {
  await page.goto('/docs/category/recipes');
  const main = page.locator('main');
  const recipes = PAGES.filter((entry) => !NOT_RECIPES.has(entry.path));
  expect(recipes).toHaveLength(8);
  await page.locator(HYDRATED).waitFor({state: 'attached'});
  for (const {path, title} of recipes) {
    const card = main.locator(`a.card[href="${path}"]`);
    await expect(card, title).toBeVisible();
    // The description comes from the category page's own data (plugins/doc-cards), and stays after hydration.
    await expect(card.locator('p'), `${title}: its description`).toHaveText(/\w.{20,}/);
  }
});

async function readyPreview(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toHaveAttribute('data-status', 'ready', {timeout: 30_000});
  await expect(target.getByRole('alert')).toHaveCount(0);
}

async function seek(target: Locator, frame: 'end' | number): Promise<void> {
  if ((await target.getAttribute('data-paused')) === 'false') {
    await target.getByRole('button', {name: 'Pause'}).click();
  }
  await expect(target).toHaveAttribute('data-paused', 'true');
  const slider = target.getByRole('slider', {name: 'Time'});
  const value = frame === 'end' ? ((await slider.getAttribute('max')) ?? '0') : String(frame);
  await slider.fill(value);
  await expect(target).toHaveAttribute('data-frame', value);
}

test('every step of the tutorial has a preview that plays', async ({page}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(TUTORIAL);
  const previews = page.locator('[data-live-preview]');
  const count = await previews.count();
  expect(count).toBeGreaterThanOrEqual(6);
  for (let index = 0; index < count; index++) {
    const target = previews.nth(index);
    await readyPreview(target);
    await target.getByRole('button', {name: 'Restart'}).click();
    if ((await target.getAttribute('data-paused')) === 'true') {
      await target.getByRole('button', {name: 'Play'}).click();
    }
    const firstFrame = Number(await target.getAttribute('data-frame'));
    await expect
      .poll(async () => Number(await target.getAttribute('data-frame')), {
        message: `preview ${index + 1} advances`,
        timeout: 10_000,
      })
      .toBeGreaterThan(firstFrame);
    // Paused previews keep the page quiet while the next one loads.
    if ((await target.getAttribute('data-paused')) === 'false') {
      await target.getByRole('button', {name: 'Pause'}).click();
    }
  }
  expect(errors).toEqual([]);
});

test('the final tutorial preview is the scene the last step describes', async ({page}) => {
  await page.goto(TUTORIAL);
  const target = page.locator('[data-live-preview]').last();
  await readyPreview(target);

  // Two seconds in: the sun is in the centre, orange; the title is fading in.
  await seek(target, 60);
  const sun = await scenePixel(target, 0, 0);
  expect(sun[0], 'red channel of the sun').toBeGreaterThan(200);
  expect(sun[2], 'blue channel of the sun').toBeLessThan(120);
  const during = await canvasData(target);

  // At the end everything has bowed out: the centre shows the night sky again.
  await seek(target, 'end');
  const sky = await scenePixel(target, 0, 0);
  expect(sky[2]).toBeGreaterThan(sky[0]);
  expect(sky[0]).toBeLessThan(40);
  expect(await canvasData(target)).not.toBe(during);
  // About six seconds at 30 fps.
  const frames = Number(await target.getByRole('slider', {name: 'Time'}).getAttribute('max'));
  expect(frames).toBeGreaterThan(150);
  expect(frames).toBeLessThan(200);
});

test('every recipe preview plays without an error', async ({page}) => {
  test.setTimeout(180_000);
  const recipes = PAGES.filter((entry) => !NOT_RECIPES.has(entry.path));
  let previewed = 0;
  for (const {path} of recipes) {
    await page.goto(path);
    const previews = page.locator('[data-live-preview]');
    for (let index = 0; index < (await previews.count()); index++) {
      await readyPreview(previews.nth(index));
      previewed++;
    }
  }
  expect(previewed).toBeGreaterThanOrEqual(6);
});

test('the glossary links each term to the API reference', async ({page}) => {
  await page.goto('/docs/glossary');
  const terms = page.locator('main article h2');
  expect(await terms.count()).toBeGreaterThanOrEqual(15);
  await expect(page.locator('main article a[href="/api/2d/components/Node#save"]')).toBeVisible();
  await expect(page.locator('h2#signal')).toBeVisible();
});
