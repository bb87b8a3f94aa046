import {expect, test} from './support/fixtures';
import {gotoHydrated} from './support/navigation';

test.describe('link prefetching (plugins/idle-prefetch)', () => {
  test('still prefetches the chunks of the links in view, in idle time', async ({page}) => {
    await gotoHydrated(page, '/docs/tweening');
    // The sidebar's neighbours of this guide are in view; their chunks get prefetch hints.
    await expect.poll(() => page.locator('head link[rel="prefetch"]').count(), {timeout: 15_000}).toBeGreaterThan(5);
    // Each hint names a chunk file the server has (plugins/lean-route-tables looks them up by chunk name).
    const hrefs = await page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const statuses = await Promise.all(hrefs.map(async (href) => (await page.request.head(href)).status()));
    expect(hrefs.filter((_, index) => statuses[index] !== 200)).toEqual([]);
    const wrapped = await page.evaluate(() => ({
      frozen: Object.isFrozen(window.docusaurus),
      prefetchReturns: window.docusaurus.prefetch('/api/core/flow/all'),
    }));
    // Queued, not run in the caller's task.
    expect(wrapped).toEqual({frozen: true, prefetchReturns: false});
  });

  test('client-side navigation still works from a prefetched link', async ({page}) => {
    await gotoHydrated(page, '/docs/tweening');
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Quickstart', exact: true})
      .click();
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
