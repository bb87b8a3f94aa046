import {gzipSync} from 'node:zlib';
import type {Locator, Page, Request} from '@playwright/test';

import {PREVIEW} from '../../plugins/live-preview/constants';
import {EDITOR_EXAMPLES} from '../../plugins/live-preview/examples';
import {expect, test} from './support/fixtures';
import {canvasData, drawnPixels, scenePixel} from './support/canvas';
import {replaceCode} from './support/editor';

const GUIDE = '/docs/quickstart';
/** The named async chunks of the library, compiler and editor (plugins/live-preview). */
const PREVIEW_CHUNK = /\/assets\/js\/preview-[\w-]+\.[0-9a-f]+\.js$/;

/** The first live preview of the page. */
function preview(page: Page): Locator {
  return page.locator('[data-live-preview]').first();
}

async function readyPreview(page: Page): Promise<Locator> {
  const target = preview(page);
  // A preview starts once the app has hydrated; on a loaded machine booting alone can take most of 20 s.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
  await target.scrollIntoViewIfNeeded();
  await expect(target).toHaveAttribute('data-status', 'ready', {timeout: 20_000});
  return target;
}

async function pauseAtStart(target: Locator) {
  if ((await target.getAttribute('data-paused')) === 'false') {
    await target.getByRole('button', {name: 'Pause'}).click();
  }
  await expect(target).toHaveAttribute('data-paused', 'true');
  await target.getByRole('slider', {name: 'Time'}).fill('0');
  await expect(target).toHaveAttribute('data-frame', '0');
}

test.describe('live previews on guide pages', () => {
  test('the preview draws and changes over time while playing; pause stops it', async ({page}) => {
    await page.goto(GUIDE);
    const target = await readyPreview(page);
    await expect(target.locator('canvas')).toBeVisible();
    if ((await target.getAttribute('data-paused')) === 'true') {
      await target.getByRole('button', {name: 'Play'}).click();
    }
    await expect(target).toHaveAttribute('data-paused', 'false');

    const frames = new Set<string>();
    for (let sample = 0; sample < 6; sample++) {
      frames.add(await canvasData(target));
      await page.waitForTimeout(300);
    }
    expect(frames.size, 'distinct canvas images while playing').toBeGreaterThan(1);

    await target.getByRole('button', {name: 'Pause'}).click();
    await expect(target).toHaveAttribute('data-paused', 'true');
    await page.waitForTimeout(200);
    const paused = await canvasData(target);
    const frame = await target.getAttribute('data-frame');
    await page.waitForTimeout(700);
    expect(await canvasData(target)).toBe(paused);
    await expect(target).toHaveAttribute('data-frame', frame ?? '');
  });

  test('controls are labelled buttons and a slider, reachable by keyboard', async ({page}) => {
    await page.goto(GUIDE);
    const target = await readyPreview(page);
    const controls = target.getByRole('group', {name: 'Preview controls'});
    await expect(controls.getByRole('button', {name: /^(Play|Pause)$/})).toBeVisible();
    await expect(controls.getByRole('button', {name: 'Restart'})).toBeEnabled();
    await expect(controls.getByRole('button', {name: 'Loop'})).toHaveAttribute('aria-pressed', 'true');
    await expect(controls.getByRole('slider', {name: 'Time'})).toBeEnabled();

    const playPause = controls.getByRole('button', {name: /^(Play|Pause)$/});
    await playPause.focus();
    const before = await target.getAttribute('data-paused');
    await page.keyboard.press('Enter');
    await expect(target).not.toHaveAttribute('data-paused', before ?? '');
    await page.keyboard.press('Tab');
    await expect(controls.getByRole('button', {name: 'Restart'})).toBeFocused();
  });

  test('no library chunk loads before the preview scrolls into view', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    const requested: string[] = [];
    page.on('request', (request: Request) => {
      if (PREVIEW_CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto(GUIDE);
    await page.waitForLoadState('networkidle');
    const target = preview(page);
    // Precondition: the preview starts below the fold.
    const box = await target.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(600 + 100);
    await expect(target).toHaveAttribute('data-status', 'idle');
    await expect(target.locator('canvas')).toHaveCount(0);
    expect(requested).toEqual([]);

    await target.scrollIntoViewIfNeeded();
    await expect(target).toHaveAttribute('data-status', 'ready', {timeout: 20_000});
    expect(requested.some((url) => /preview-core\./.test(url))).toBe(true);
    expect(requested.some((url) => /preview-2d-lite\./.test(url))).toBe(true);
    // No Latex in this example: MathJax and the full 2d build stay unloaded.
    expect(requested.filter((url) => /preview-(mathjax|2d)\./.test(url))).toEqual([]);
  });

  test('the placeholder keeps a 16:9 box, so nothing moves when the preview loads', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    await page.goto(GUIDE);
    const stage = preview(page).locator('figure > div').first();
    const before = await stage.boundingBox();
    expect(before).not.toBeNull();
    expect((before?.width ?? 0) / (before?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    await preview(page).scrollIntoViewIfNeeded();
    await expect(preview(page)).toHaveAttribute('data-status', 'ready', {timeout: 20_000});
    const after = await stage.boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
  });

  test('editing a colour in the code changes the rendered pixels', async ({page}) => {
    await page.goto(GUIDE);
    const target = await readyPreview(page);
    await pauseAtStart(target);
    // The square starts at x = 300, filled '#3f82d6'.
    const blue = await scenePixel(target, 300, 0);
    expect(blue[2]).toBeGreaterThan(blue[1]);
    const original = await canvasData(target);

    await target.getByRole('button', {name: 'Edit'}).click();
    const code = await target.locator('[data-live-editor] .cm-content').innerText();
    expect(code).toContain("'#3f82d6'");
    const started = Date.now();
    await replaceCode(page, target, code.replace("'#3f82d6'", "'#20c020'"));

    await expect.poll(() => canvasData(target), {timeout: 5_000}).not.toBe(original);
    expect(Date.now() - started).toBeLessThan(3_000);
    const green = await scenePixel(target, 300, 0);
    expect(green[1]).toBeGreaterThan(150);
    expect(green[1]).toBeGreaterThan(green[2] + 60);
    await expect(target).toHaveAttribute('data-paused', 'true');

    await target.getByRole('button', {name: 'Reset'}).click();
    await expect(target.locator('[data-live-editor]')).toHaveCount(0);
    await expect
      .poll(
        async () => {
          const [red, green, blue] = await scenePixel(target, 300, 0);
          return blue > green && blue > red;
        },
        {timeout: 5_000},
      )
      .toBe(true);
  });

  test('a syntax error shows a message, keeps the last frame and the page keeps working', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(GUIDE);
    const target = await readyPreview(page);
    await pauseAtStart(target);
    const lastGood = await canvasData(target);

    await target.getByRole('button', {name: 'Edit'}).click();
    const code = await target.locator('[data-live-editor] .cm-content').innerText();
    await replaceCode(page, target, code.replace('yield* waitFor(0.5);', 'yield* waitFor(0.5;'));
    const alert = target.getByRole('alert');
    await expect(alert).toBeVisible({timeout: 5_000});
    await expect(alert).toContainText(/line \d+/);
    expect(await canvasData(target)).toBe(lastGood);

    // The preview and the page still respond.
    await target.getByRole('button', {name: 'Play'}).click();
    await expect(target).toHaveAttribute('data-paused', 'false');
    await target.getByRole('button', {name: 'Reset'}).click();
    await expect(alert).toBeHidden({timeout: 5_000});
    await page.getByRole('link', {name: 'Configuration'}).first().click();
    await expect(page).toHaveURL(/\/docs\/configuration/);
    expect(errors).toEqual([]);
  });

  test('an endless loop is stopped with a message instead of freezing the tab', async ({page}) => {
    await page.goto(GUIDE);
    const target = await readyPreview(page);
    await pauseAtStart(target);
    await target.getByRole('button', {name: 'Edit'}).click();
    const code = await target.locator('[data-live-editor] .cm-content').innerText();
    await replaceCode(page, target, code.replace("view.fill('#141414');", "view.fill('#141414');\n  while (true) {}"));
    await expect(target.getByRole('alert')).toContainText(/loop/i, {timeout: 10_000});
    // The main thread answers again.
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
  });

  test('the Latex guide loads MathJax and renders its formula', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request: Request) => void requested.push(request.url()));
    await page.goto('/docs/latex');
    const target = await readyPreview(page);
    await expect(target.getByRole('alert')).toHaveCount(0);
    expect(requested.some((url) => /preview-mathjax\./.test(url))).toBe(true);
    expect(requested.some((url) => /preview-2d\./.test(url))).toBe(true);
  });

  test('a Try it solution plays only once it is opened, and the page leads on to the next guide', async ({page}) => {
    await page.goto('/docs/signals');
    await expect(page.locator('.theme-admonition', {hasText: 'You will learn'})).toBeVisible();
    const solution = page.locator('details', {hasText: 'Solution'});
    const target = solution.locator('[data-live-preview]');
    await solution.scrollIntoViewIfNeeded();
    // Closed: the preview is hidden, so it never comes near the viewport and nothing loads.
    await expect(target).not.toHaveAttribute('data-status', 'ready');
    await solution.locator('summary').click();
    await target.scrollIntoViewIfNeeded();
    await expect(target).toHaveAttribute('data-status', 'ready', {timeout: 30_000});
    await expect(target.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('h2#next + p a').first()).toHaveAttribute('href', '/docs/positioning');
  });

  test('every listed guide page renders its preview', async ({page}) => {
    test.setTimeout(120_000);
    const pages = ['/docs/custom-components', '/docs/latex', '/docs/code', '/docs/camera', '/docs/random-values'];
    for (const path of pages) {
      await page.goto(path);
      const target = await readyPreview(page);
      await expect(target.getByRole('alert'), path).toHaveCount(0);
    }
  });
});

test.describe('editor examples', () => {
  test('the index lists every example', async ({page}) => {
    await page.goto('/editor/');
    for (const example of EDITOR_EXAMPLES) {
      await expect(page.getByRole('link', {name: example.name, exact: true})).toHaveAttribute(
        'href',
        `/editor/${example.fileName}/`,
      );
    }
  });

  for (const example of EDITOR_EXAMPLES) {
    test(`/editor/${example.fileName}/ loads and renders its first frame`, async ({page}) => {
      await page.goto(`/editor/${example.fileName}/`);
      const target = preview(page);
      await expect(target).toHaveAttribute('data-status', 'ready', {timeout: 20_000});
      await expect(target.locator('[data-live-editor] .cm-content')).toBeVisible();
      const drawn = await drawnPixels(target);
      expect(drawn).toBeGreaterThan(100);
    });
  }
});

test('weight: what a guide page loads before and after its preview starts (gzip)', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 600});
  const bodies = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    // Scripts and stylesheets the page runs; Docusaurus's <link rel=prefetch> requests for linked pages (resource
    // type "other") load whatever links scroll into view, whether or not a preview starts.
    const used = ['script', 'stylesheet'].includes(response.request().resourceType());
    if (!used || !/\.(js|css)$/.test(new URL(url).pathname) || bodies.has(url)) return;
    pending.push(
      response
        .body()
        .then((body) => void bodies.set(url, gzipSync(body).length))
        .catch(() => undefined),
    );
  });
  const loaded = () => [...bodies.keys()].map((url) => new URL(url).pathname);
  const editorChunks = () => loaded().filter((path) => /\/preview-(codemirror|editor)\./.test(path));
  await page.goto(GUIDE);
  // Under load, network idle can come before the app has asked for the route's chunks: wait for hydration first.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const before = [...bodies.values()].reduce((sum, size) => sum + size, 0);
  expect(loaded().filter((path) => PREVIEW_CHUNK.test(path))).toEqual([]);
  const target = await readyPreview(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const after = [...bodies.values()].reduce((sum, size) => sum + size, 0);
  // Playing needs the library and the compiler, not the code editor.
  expect(editorChunks()).toEqual([]);
  await target.getByRole('button', {name: 'Edit'}).click();
  await expect(target.locator('[data-live-editor] .cm-content')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const editing = [...bodies.values()].reduce((sum, size) => sum + size, 0);
  expect(editorChunks().length).toBeGreaterThan(0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const summary = `JS+CSS gzip on ${GUIDE}: before preview ${kb(before)}, after preview starts ${kb(after)} (+${kb(after - before)}), after Edit ${kb(editing)} (+${kb(editing - after)})`;
  console.log(summary);
  test.info().annotations.push({type: 'weight', description: summary});
  expect(after).toBeGreaterThan(before);
  expect(after - before, 'starting a preview').toBeLessThanOrEqual(PREVIEW.startBudgetGzip);
});
