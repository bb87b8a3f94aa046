import {siteEditUrl} from '../../src/site';
import {expect, test} from './support/fixtures';

/** Pages written in this repository, with the file "Edit this page" must open. */
const EDITABLE_PAGES = [
  {route: '/docs/quickstart', file: 'docs/getting-started/quickstart.mdx'},
  {route: '/docs/plugins/editor', file: 'docs/advanced/plugins/editor.mdx'},
  {route: '/blog/public-release', file: 'blog/2025-08-01-public-release.md'},
];

for (const {route, file} of EDITABLE_PAGES) {
  test(`${route} links "Edit this page" to ${file} in the repository`, async ({page}) => {
    await page.goto(route);
    const edit = page.locator('article').getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveCount(1);
    await expect(edit).toHaveAttribute('href', siteEditUrl(file));
    expect(siteEditUrl(file)).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w-]+\/edit\/main\/(docs|blog)\//);
  });
}

test('a generated API page has no "Edit this page" link', async ({page}) => {
  const response = await page.goto('/api/core/flow/all');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Function: all()');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
  await expect(page.locator('a[href*="/edit/"]')).toHaveCount(0);
});

test('the guide template is not built', async ({page}) => {
  const response = await page.goto('/docs/page-slug');
  expect(response?.status()).toBe(404);
});
