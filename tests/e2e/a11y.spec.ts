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
/** The rules of those tags whose outcome depends on colours; the others read the same DOM in either mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
const summarise = (violations: Violation[]) =>
  violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));

// Each page is loaded once: every rule runs in dark mode (the default), then the reader's toggle switches to light
// and the colour rules run again. Half the loads and most of the second scan, for the same findings.
test.describe('axe, both colour modes', () => {
  // The colour-contrast rule inspects every highlighted code token: slow on long guides.
  test.describe.configure({timeout: 120_000});
  for (const {name, path, status = 200} of TEMPLATES) {
    test(`${name} (${path}) has no WCAG 2.1 AA violations`, async ({page}) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, 'dark']);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await page.locator(HYDRATED).waitFor({state: 'attached'});
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(summarise((await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze()).violations), 'dark').toEqual([]);

      await page.getByRole('button', {name: /dark and light mode/i}).click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      const light = await new AxeBuilder({page}).withRules(COLOUR_RULES).analyze();
      expect(light.passes.length + light.violations.length, 'colour rules that ran in light mode').toBeGreaterThan(0);
      expect(summarise(light.violations), 'light').toEqual([]);
    });
  }
});
