import AxeBuilder from '@axe-core/playwright';

import {expect, test} from './support/fixtures';
import {HYDRATED} from './support/badges';
import {DOCUSAURUS_STORAGE_KEYS as STORAGE_KEYS} from '../../plugins/head-guards';

/** One page of every template the site has. */
const TEMPLATES: Array<{name: string; path: string; status?: number}> = [
  {name: 'home', path: '/'},
  {name: 'intro', path: '/docs/'},
  {name: 'guide', path: '/docs/tweening'},
  {name: 'category index', path: '/docs/category/getting-started'},
  {name: 'API index', path: '/api/core'},
  {name: 'API item', path: '/api/2d/components/Rect'},
  {name: 'blog list', path: '/blog'},
  {name: 'blog post', path: '/blog/public-release'},
  {name: 'blog archive', path: '/blog/archive'},
  {name: 'search', path: '/search'},
  {name: 'not found', path: '/no/such/page', status: 404},
];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe, ${mode} mode`, () => {
    // The colour-contrast rule inspects every highlighted code token: slow on long guides.
    test.describe.configure({timeout: 120_000});
    for (const {name, path, status = 200} of TEMPLATES) {
      test(`${name} (${path}) has no WCAG 2.1 AA violations`, async ({page}) => {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode]);
        const response = await page.goto(path);
        // The search page is being built on another branch: this test turns itself on once it exists.
        test.skip(path === '/search' && response?.status() === 404, '/search does not exist yet');
        expect(response?.status()).toBe(status);
        await page.locator(HYDRATED).waitFor({state: 'attached'});
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const {violations} = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
        const summary = violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
        }));
        expect(summary).toEqual([]);
      });
    }
  });
}
