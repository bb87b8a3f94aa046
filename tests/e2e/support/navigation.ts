import {expect, type Page} from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: clicks made before then are the browser's own (a link
 * loads a whole page), so a test of what the app does with them must wait.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
}
