/**
 * Every complete scene example in the guides, and every example of the API reference, runs, not only compiles: compiled and
 * evaluated by the live previews' engine in Chromium, measured as the preview
 * player measures it (at most 10 s of scene time), then drawn until a frame shows
 * something. A block opts out with `norun="reason"` in its meta; the reason is printed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
// Playwright's own test, not the suite's fixtures: these tests use only the harness page, which has its own offline
// guard, so they need no browser context of their own (setting one up per test took longer than most examples).
import {expect, test, type Page} from '@playwright/test';

import {listMarkdown} from '../../lib/content';
import {extractCodeBlocks, isSceneExample, runOptOutReason} from '../../lib/examples';
import {installedCoreExports, referenceExamples} from '../../plugins/api-reference/examples';
import {bundleHarness} from './support/example-runner/bundle';
import {E2E_ORIGIN} from './support/server';

/** Scenes longer than this are played this far: enough to see that they work. */
const MAX_SCENE_SECONDS = 10;
const HARNESS_PAGE = `${E2E_ORIGIN}/__example-run/`;

const root = path.resolve(__dirname, '../..');
const examples = [
  ...listMarkdown('docs', {root}).flatMap((file) =>
    extractCodeBlocks(file, readFileSync(path.join(root, file), 'utf8')).filter(isSceneExample),
  ),
  ...referenceExamples(root, installedCoreExports()),
];

/** The harness page, loaded once per worker: the bundle takes seconds to parse, an example far less. */
let harnessPage: Page;
const leftRequests: string[] = [];
const pageErrors: string[] = [];

test.describe('guide scene examples run', () => {
  test.beforeAll(async ({browser}) => {
    const script = await bundleHarness();
    harnessPage = await browser.newPage();
    // Offline like every other test: anything but the harness itself is refused and reported.
    await harnessPage.route('**', (route) => {
      const url = route.request().url();
      if (!url.startsWith(HARNESS_PAGE)) {
        leftRequests.push(url);
        return route.abort('blockedbyclient');
      }
      return url.endsWith('.js')
        ? route.fulfill({body: script, contentType: 'text/javascript'})
        : route.fulfill({
            body: '<!doctype html><title>run check</title><script type="module" src="harness.js"></script>',
            contentType: 'text/html',
          });
    });
    harnessPage.on('pageerror', (error) => pageErrors.push(error.message));
    await harnessPage.goto(HARNESS_PAGE);
    await harnessPage.waitForFunction(() => typeof window.runExample === 'function');
  });

  test.afterAll(async () => {
    await harnessPage?.close();
  });

  test('the guides have scene examples to run', () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  for (const example of examples) {
    // A reference example is a file of its own (or one family's scene, named in `file`).
    const where = 'category' in example ? example.file : `${example.file}:${example.line}`;
    const reason = runOptOutReason(example.meta);
    if (reason === '') {
      test(`${where} opts out with a reason`, () => {
        throw new Error(`${where}: \`norun\` needs a reason, such as norun="needs an image file"`);
      });
      continue;
    }
    if (reason !== null) {
      test.skip(`${where} (not run: ${reason})`, () => {});
      continue;
    }

    test(where, async () => {
      pageErrors.length = 0;
      leftRequests.length = 0;
      const outcome = await harnessPage.evaluate(([code, seconds]) => window.runExample(code, seconds), [
        example.code,
        MAX_SCENE_SECONDS,
      ] as const);

      expect([...outcome.errors, ...pageErrors], `${where}: errors while running the example`).toEqual([]);
      expect(leftRequests, `${where}: requests that left the page`).toEqual([]);
      expect(outcome.frames, `${where}: the scene lasts 0 frames (does it ever yield?)`).toBeGreaterThan(0);
      expect(outcome.nonBlankFrame, `${where}: every frame looked at is blank`).toBeGreaterThanOrEqual(0);
    });
  }
});
