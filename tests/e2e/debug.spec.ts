import {expect, test} from './support/fixtures';

const DEBUG_PAGES = ['config', 'content', 'globalData', 'metadata', 'registry', 'routes'];

test('the debug home answers', async ({page}) => {
  const response = await page.goto('/__docusaurus/debug');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {name: 'Site config'})).toBeVisible();
});

for (const name of DEBUG_PAGES) {
  test(`debug page ${name} answers under both paths`, async ({page}) => {
    for (const path of [`/__docusaurus/debug/${name}`, `/debug/${name}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main h2').first(), path).toBeVisible();
    }
  });
}
