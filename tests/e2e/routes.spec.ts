import {expect, test} from './support/fixtures';

/** Spec routes that exist in the production build, with the title each must show. */
const ROUTES: Array<{path: string; title: RegExp}> = [
  {path: '/', title: /^Canvas Commons/},
  {path: '/docs/', title: /^Introduction \| Canvas Commons$/},
  {path: '/docs/category/getting-started', title: /^Getting started \| Canvas Commons$/},
  {path: '/docs/category/components', title: /^Components \| Canvas Commons$/},
  {path: '/docs/category/advanced', title: /^Advanced \| Canvas Commons$/},
  {path: '/docs/category/migration', title: /^Migration \| Canvas Commons$/},
  {path: '/blog', title: /^Blog \| Canvas Commons$/},
  {path: '/blog/archive', title: /^Archive \| Canvas Commons$/},
  {path: '/blog/public-release', title: /^Canvas Commons is public \| Canvas Commons$/},
];

for (const {path, title} of ROUTES) {
  test(`${path} answers 200 with its own title`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  });
}

test('an unknown path shows the not-found page', async ({page}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
});

test('the sitemap lists the guides and the blog post', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('https://canvascommons.io/docs/');
  expect(xml).toContain('https://canvascommons.io/blog/public-release');
});

test('the blog post shows its date, reading time and author', async ({page}) => {
  await page.goto('/blog/public-release');
  const header = page.locator('article header');
  await expect(header.locator('time')).toHaveAttribute('datetime', /^2025-08-01/);
  await expect(header).toContainText('August 1, 2025');
  await expect(header).toContainText(/\d+ min read/);
  await expect(header).toContainText('The Canvas Commons maintainers');
});

test('the blog has RSS and Atom feeds', async ({request}) => {
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const response = await request.get(feed);
    expect(response.status(), feed).toBe(200);
    expect(await response.text()).toContain('Canvas Commons is public');
  }
});

test('the footer shows the 2025 copyright and its links', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText('Copyright © 2025 Canvas Commons');
  for (const name of ['Docs', 'API', 'Discord', 'Blog', 'GitHub']) {
    // External links carry an "(opens in new tab)" hint in their accessible name.
    await expect(footer.getByRole('link', {name: new RegExp(`^${name}\\b`)})).toBeVisible();
  }
});

test('the navbar links to Docs, API and Blog', async ({page}) => {
  await page.goto('/');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');
  await expect(navbar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/api/core');
  await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
});
