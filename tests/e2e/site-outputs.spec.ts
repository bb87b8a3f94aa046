import {load} from 'cheerio';

import {expect, test} from './support/fixtures';
import {HYDRATED} from './support/badges';
import {COPY_PAGE} from '../../src/components/CopyPageButton/texts';
import {SITE_URL} from '../../src/site';
import {
  SOCIAL_CARD_SECTIONS,
  SOCIAL_CARDS,
  socialCardPath,
  socialCardSection,
} from '../../plugins/social-cards/sections';

test.describe('llms.txt and markdown copies', () => {
  test('llms.txt lists guides and API pages as .md links', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# Canvas Commons\n\n> /);
    expect(text).toContain('## Guides');
    expect(text).toContain('## API reference');
    expect(text).toContain(`(${SITE_URL}/docs/index.md)`);
    expect(text).toContain(`(${SITE_URL}/docs/quickstart.md)`);
    expect(text).toContain(`(${SITE_URL}/api/core/flow/all.md)`);
  });

  test('llms-full.txt holds every page', async ({request}) => {
    const text = await (await request.get('/llms-full.txt')).text();
    expect(text).toContain('# Introduction');
    expect(text).toContain('# Tweening');
    expect(text.length).toBeGreaterThan(200_000);
  });

  for (const [path, heading] of [
    ['/docs/index.md', '# Introduction'],
    ['/docs/quickstart.md', '# Quickstart'],
    ['/docs/tweening.md', '# Tweening'],
    ['/api/core/flow/all.md', '# Function: all()'],
  ] as const) {
    test(`${path} is plain markdown`, async ({request}) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text.startsWith(heading), text.slice(0, 80)).toBe(true);
      expect(text).not.toMatch(/^---\n/); // no front matter
      // Site links point at absolute URLs (the copy is read outside the site).
      expect(text).not.toMatch(/\]\(\/(docs|api)\//);
    });
  }
});

test.describe('Copy page as Markdown', () => {
  test('copies the page markdown to the clipboard', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/tweening');
    await page.locator(HYDRATED).waitFor({state: 'attached'});
    await page.getByRole('button', {name: COPY_PAGE.label}).click();
    await expect(page.getByRole('status').filter({hasText: COPY_PAGE.copied})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/docs/tweening.md')).text());
  });

  test('says so and links the .md copy when the clipboard is unavailable', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined}));
    await page.goto('/docs/tweening');
    await page.locator(HYDRATED).waitFor({state: 'attached'});
    await page.getByRole('button', {name: COPY_PAGE.label}).click();
    await expect(page.getByRole('status')).toContainText(COPY_PAGE.unavailable);
    await expect(page.getByRole('link', {name: COPY_PAGE.linkText})).toHaveAttribute('href', '/docs/tweening.md');
  });
});

test.describe('social and search metadata', () => {
  const PAGES = ['/', '/docs/tweening', '/docs/', '/api/2d/components/Rect', '/blog/public-release'];
  for (const path of PAGES) {
    test(`${path} has canonical, Open Graph and Twitter tags with its section card`, async ({request}) => {
      // Raw server HTML (what crawlers read); attributes are unquoted, so parse it.
      const $ = load(await (await request.get(path)).text());
      const meta = (attr: string, value: string): string | undefined => $(`meta[${attr}="${value}"]`).attr('content');
      const card = `${SITE_URL}/${socialCardPath(socialCardSection(path))}`;
      expect($('link[rel="canonical"]').attr('href')).toBe(`${SITE_URL}${path}`);
      expect(meta('property', 'og:title')).toBeTruthy();
      expect(meta('property', 'og:description')).toBeTruthy();
      expect(meta('property', 'og:url')).toBe(`${SITE_URL}${path}`);
      expect(meta('property', 'og:image')).toBe(card);
      expect(meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(meta('name', 'twitter:image')).toBe(card);
      expect($('meta[property="og:image"]')).toHaveLength(1);
    });
  }

  test('every section card is a PNG of the declared size', async ({request}) => {
    for (const section of SOCIAL_CARD_SECTIONS) {
      const response = await request.get(`/${socialCardPath(section)}`);
      expect(response.status(), section.id).toBe(200);
      const png = await response.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // IHDR: width and height are big-endian at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_CARDS.width, SOCIAL_CARDS.height]);
    }
  });

  test('robots.txt allows crawling and names the sitemap', async ({request}) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

test.describe('diagrams', () => {
  test('mermaid renders a diagram only once it nears the viewport', async ({page}) => {
    // Node's page has two small diagrams in its members' docs, far below the fold.
    await page.goto('/api/2d/components/Node');
    await page.locator(HYDRATED).waitFor({state: 'attached'});
    const diagrams = page.locator('.docusaurus-mermaid-container svg');
    await page.waitForTimeout(1000);
    await expect(diagrams).toHaveCount(0);
    const pending = page.locator('[data-mermaid-pending]');
    await expect(pending).toHaveCount(2);
    await pending.first().scrollIntoViewIfNeeded();
    await expect(diagrams.first()).toBeVisible({timeout: 30_000});
  });
});

test.describe('boot after the first paint (ssr-template.ts)', () => {
  test('pages preload the app instead of deferring it, and still hydrate', async ({page, request}) => {
    const html = await (await request.get('/docs/tweening')).text();
    expect(html).toMatch(/<link rel=preload as=script href=\/assets\/js\/main\.[0-9a-f]+\.js/);
    expect(html).not.toMatch(/<script [^>]*defer/);
    await page.goto('/docs/tweening');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
  });
});
