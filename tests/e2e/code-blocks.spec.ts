import type {Page} from '@playwright/test';

import {expect, test} from './support/fixtures';

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

test.describe('code blocks', () => {
  test('arrive highlighted from the build: no Prism is loaded on a guide', async ({page}) => {
    const prismScripts = recordPrismScripts(page);
    await page.goto('/docs/tweening', {waitUntil: 'networkidle'});
    const firstBlock = page.locator('pre.prism-code').first();
    await expect(firstBlock.locator('.token.keyword').first()).toBeVisible();
    // Colours come from the theme of the current (dark) mode after hydration.
    await expect(firstBlock.locator('.token.keyword').first()).toHaveCSS('color', /rgb\(/);
    expect(await prismScripts()).toEqual([]);
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
    await expect(marked.locator('.token.keyword, .token.function').first()).toBeVisible();
    // Loaded on demand (src/theme/CodeBlock/Content/loadPrism.ts), never in the main bundle.
    const scripts = await prismScripts();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes('/main.'))).toEqual([]);
  });
});
