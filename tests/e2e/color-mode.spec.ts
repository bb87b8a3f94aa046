import {expect, test} from './support/fixtures';

import {DOCUSAURUS_STORAGE_KEYS as STORAGE_KEYS} from '../../plugins/head-guards';

test.use({colorScheme: 'light'});

test('dark is the default even when the system prefers light', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the toggle flips the mode, stores it and other tabs follow', async ({page, context}) => {
  await page.goto('/docs/');
  const other = await context.newPage();
  await other.goto('/blog');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Tabs follow through the app's storage listener, which a tab has once it has started.
  for (const tab of [page, other]) await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});

  await page.getByRole('button', {name: /dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.colorMode)).toBe('light');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a corrupt stored mode falls back to dark', async ({page}) => {
  await page.addInitScript((key) => localStorage.setItem(key, '{not-a-mode'), STORAGE_KEYS.colorMode);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('a stored light mode wins over the system preference', async ({page}) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), STORAGE_KEYS.colorMode);
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('the mode is not written to storage until the visitor chooses one', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.colorMode)).toBeNull();
});
