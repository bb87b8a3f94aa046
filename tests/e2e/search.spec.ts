import type {Page} from '@playwright/test';

import {SEARCH} from '../../plugins/search/constants';
import {STOP_WORDS} from '../../plugins/search/client/text';
import {answerRank, RELEVANCE_SET} from '../../plugins/search/relevance';
import {MODAL, modalGroupTitles, searchInModal, searchOnPage} from '../../scripts/lib/search-dom';
import {expect, test} from './support/fixtures';
import {gotoHydrated} from './support/navigation';

const HOSTILE = '<img src=x onerror=alert(1)>';
const INDEX_REQUEST = /\/search\/(manifest|index\.[0-9a-f]+)\.json$/;

const modalInput = (page: Page) => page.locator(MODAL.input);
const hitLinks = (page: Page) => page.locator(MODAL.hitLinks);

async function openModal(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Search'}).first().click();
  await expect(modalInput(page)).toBeVisible();
}

/** The hits of a query in the modal's visual order; fails the test when there are none. */
async function modalSearch(page: Page, query: string): Promise<string[]> {
  const urls = await searchInModal(page, query);
  expect(urls.length, `hits for "${query}"`).toBeGreaterThan(0);
  return urls;
}

test.describe('search modal', () => {
  test('opens from the navbar button and closes on Escape', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const modalStyles = (): Promise<boolean> =>
      page.evaluate(() =>
        Array.from(document.styleSheets).some((sheet) =>
          Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.DocSearch-Modal')),
        ),
      );
    // The modal's stylesheet is not part of the page's render-blocking CSS (SearchBar/modalStylesheet.ts)…
    expect(await modalStyles()).toBe(false);
    await openModal(page);
    // …it comes with the modal, which is laid out by it (a fixed overlay).
    expect(await modalStyles()).toBe(true);
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
    await expect(modalInput(page)).toHaveAttribute('placeholder', SEARCH.placeholder);
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('opens with Ctrl+K and closes on Escape', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('opens with / and closes on Escape', async ({page}) => {
    await gotoHydrated(page, '/blog/public-release');
    await page.keyboard.press('/');
    await expect(modalInput(page)).toBeVisible();
    await expect(modalInput(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // The focus goes back to the search button, and `/` opens the modal from there too.
    await expect(page.getByRole('button', {name: 'Search'})).toBeFocused();
    await page.keyboard.press('/');
    await expect(modalInput(page)).toBeVisible();
    await expect(modalInput(page)).toHaveValue('');
  });

  const EXPECTED: Array<{query: string; url: RegExp; first?: boolean}> = [
    {query: 'tween', url: /^\/api\/core\/tweening\/tween$/, first: true},
    {query: 'Vector2', url: /^\/api\/core\/types\/Vector2$/, first: true},
    {query: 'Rect', url: /^\/api\/2d\/components\/Rect$/, first: true},
    {query: 'signal', url: /signal/i},
    {query: 'spline', url: /spline/i},
  ];
  // One page and one index load for all of them: each query is typed into the same modal, as a reader would.
  test('each well-known name finds its page, first or among the first hits, with its matches marked', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    for (const {query, url, first} of EXPECTED) {
      const urls = await modalSearch(page, query);
      if (first) expect(urls[0], `"${query}" first`).toMatch(url);
      else
        expect(
          urls.slice(0, 5).some((hit) => url.test(hit)),
          `"${query}" in the first five`,
        ).toBe(true);
      // Matches are marked, and the marks are real elements made by the highlighter.
      await expect(page.locator('.DocSearch-Modal .DocSearch-Hit mark').first()).toBeVisible();
    }
    // A question's small words ("the", "and", "at") are not marked in the snippets: only its topical words are.
    await modalSearch(page, 'the spring and the tween at the end');
    await expect(page.locator('.DocSearch-Modal .DocSearch-Hit mark').first()).toBeVisible();
    const marks = await page.locator('.DocSearch-Modal .DocSearch-Hit mark').allTextContents();
    expect(marks.filter((mark) => STOP_WORDS.has(mark.trim().toLowerCase()))).toEqual([]);
  });

  test('"See all N results" opens /search?q= with the same results', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await openModal(page);
    // Typed key by key, as a visitor would: the count must be the last query's, not a sum over keystrokes.
    await modalInput(page).pressSequentially('twee', {delay: 60});
    await expect(hitLinks(page).first()).toBeVisible({timeout: 15_000});
    const urls = await modalSearch(page, 'tween');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    const count = Number((await footer.textContent())?.match(/\d+/)?.[0]);
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=tween$/);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.getByTestId('search-count')).toHaveText(`${count} results`);
    const pageUrls = await page
      .locator('main ol li h2 a')
      .evaluateAll((links) =>
        links.map(
          (link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).hash,
        ),
      );
    expect(pageUrls[0]).toBe(urls[0]);
    for (const url of urls) expect(pageUrls).toContain(url);
  });

  test('shows the no-hits texts', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalSearch(page, 'tween');
    await modalInput(page).fill('qqzzxxjjkk');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen).toContainText('qqzzxxjjkk');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toBeVisible();
    // A suggestion runs its query.
    await screen.getByRole('button', {name: 'tween', exact: true}).click();
    await expect(modalInput(page)).toHaveValue('tween');
    await expect(hitLinks(page).first()).toBeVisible();
  });

  // DocSearch's own error screen never shows (autocomplete-core 1.19.2 resets its status to "idle"), so the
  // SearchBar renders the same screen itself when the index fails to load.
  test('shows the failure texts when the index cannot be fetched', async ({page}) => {
    await page.route(INDEX_REQUEST, (route) => route.abort('failed'));
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill('tween');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  });

  test('shows a hostile query as text and runs nothing', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill(HOSTILE);
    await expect(modalInput(page)).toHaveValue(HOSTILE);
    // The words "img", "src", "x" … may match; either way nothing may become an element.
    await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('remembers recent searches', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalSearch(page, 'Vector2');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/core\/types\/Vector2$/);
    // The URL changes before the new page renders; a click before that reaches the old navbar, which unmounts.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: Vector2');
    await openModal(page);
    await expect(page.locator('.DocSearch-Modal .DocSearch-Hit-source')).toContainText(['Recent']);
    await expect(hitLinks(page).first()).toContainText('Vector2');
  });
});

test.describe('ranking as the reader sees it in the modal', () => {
  /**
   * Queries that used to bury their answer, each with the answers the relevance set gives it. "license" is said only
   * deep in a section; "shadr debugging" has a word the site never uses; "icons" and "duplicate slide name" are words
   * that are also parts of compound API names (`drawIcon…`, `duplicate…`), which once outranked the answer.
   * "TransformMatchingTex", "graph editor speed curve" and "MoveAlongPath" are other tools' words, which the guides now
   * carry. "map(from, to, t)" is a call pasted from code; "what's stored in .meta files" has a contraction; "vite
   * plugin options" names a guide section by its page and its heading. "animated pie chrat" has two letters swapped
   * in a word that no record has next to the others; "text" and "yield*" are topics the Text and JavaScript guides
   * teach.
   */
  const CASES = [
    'parent',
    'sound',
    'mp4',
    'fade out',
    'layout',
    'license',
    'shadr debugging',
    'icons',
    'duplicate slide name',
    'rounded corners',
    'wait two seconds',
    'spline handels',
    'draw a line between two points',
    'TransformMatchingTex',
    'graph editor speed curve',
    'MoveAlongPath',
    'map(from, to, t)',
    "what's stored in .meta files",
    'vite plugin options',
    'animated pie chrat',
    'text',
    'yield*',
    'all vs chain vs sequence',
    'equasion morph animation',
  ].map((query) => {
    const entry = RELEVANCE_SET.tuned.find((candidate) => candidate.query === query);
    if (!entry) throw new Error(`"${query}" is missing from the relevance set`);
    return entry;
  });

  test('answers the reader in the first three hits, in visual order', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    for (const {query, answers} of CASES) {
      const urls = await modalSearch(page, query);
      const rank = answerRank(urls, answers);
      expect(
        rank,
        `"${query}" shows ${urls.slice(0, 3).join(', ')} first; answers: ${answers.join(', ')}`,
      ).not.toBeNull();
      expect(rank!).toBeLessThanOrEqual(3);
    }
  });

  test('groups come in the order of their best hit, and no page takes more than two of the first five', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    for (const query of ['layout', 'tween', 'parent', 'sound', 'camera', 'signal']) {
      const urls = await modalSearch(page, query);
      const pages = urls.slice(0, 5).map((url) => url.split('#')[0]);
      for (const path of pages)
        expect(pages.filter((other) => other === path).length, `"${query}": ${path}`).toBeLessThanOrEqual(2);
      // Each group is one block: its title appears once, and its hits are contiguous.
      const titles = await modalGroupTitles(page);
      expect(new Set(titles).size, `"${query}" groups: ${titles.join(', ')}`).toBe(titles.length);
    }
    // "layout", a topic in lower case: the Layouts guide leads, and the Layout class's group follows.
    const topic = await modalSearch(page, 'layout');
    expect(topic[0]).toBe('/docs/layouts');
    expect((await modalGroupTitles(page)).slice(0, 2)).toEqual(['Guides', 'API · 2d']);
    // "Layout", the class's name as written: the class leads, and the guide's group follows within the first three.
    const name = await modalSearch(page, 'Layout');
    expect(name[0]).toBe('/api/2d/components/Layout');
    expect(name.slice(0, 3)).toContain('/docs/layouts');
    expect((await modalGroupTitles(page)).slice(0, 2)).toEqual(['API · 2d', 'Guides']);
  });

  test('shows no boilerplate sections unless asked, and members below their item', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    const boilerplate = /#(used-in-guides|recap|next|related|constructor|try-it)(-\d+)?$/;
    for (const query of ['mp4', 'tween', 'Rect', 'sound', 'Vector2'])
      for (const url of await modalSearch(page, query)) expect(url, `"${query}"`).not.toMatch(boilerplate);
    expect(await modalSearch(page, 'recap')).toEqual(expect.arrayContaining([expect.stringMatching(/#recap$/)]));
    // "parent" names no member of Node: Node#parentAs may show, but not before the Hierarchy guide.
    const parent = await modalSearch(page, 'parent');
    const hierarchy = parent.findIndex((url) => url.startsWith('/docs/hierarchy'));
    const parentAs = parent.indexOf('/api/2d/components/Node#parentAs');
    expect(hierarchy).toBeGreaterThanOrEqual(0);
    if (parentAs >= 0) expect(hierarchy).toBeLessThan(parentAs);
    // A named member comes first.
    expect((await modalSearch(page, 'rect radius'))[0]).toBe('/api/2d/components/Rect#radius');
    // So does a member named with an item that inherits it: Txt's fontSize is Layout's.
    expect((await modalSearch(page, 'Txt fontSize'))[0]).toBe('/api/2d/components/Layout#fontSize');
    // A name that another tool uses and the migration guide lists (`FadeIn`) lends none of its parts to that guide.
    expect((await modalSearch(page, 'fade in'))[0]).toMatch(/^\/docs\/tweening(#|$)/);
  });

  test('every hit says what it is in a sentence, and a section hit names its page', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    for (const query of ['sound', 'tween', 'parent']) {
      await modalSearch(page, query);
      const hits = await page.locator('.DocSearch-Modal .DocSearch-Hits .DocSearch-Hit').evaluateAll((items) =>
        items.map((item) => ({
          title: item.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
          path: item.querySelector('.DocSearch-Hit-path')?.textContent ?? '',
        })),
      );
      for (const {title, path} of hits) {
        const text = `${title} ${path}`;
        // A sentence: several words ending in a full stop, or a snippet cut with an ellipsis.
        expect(text, `"${query}"`).toMatch(/\p{L}+ \p{L}+ \p{L}+.*[.!?…]/u);
        expect(text).not.toMatch(/^Source src\//);
      }
    }
    // "Sounds from a scene" is shown under its page's title.
    await modalSearch(page, 'sound');
    const section = page.locator('.DocSearch-Modal .DocSearch-Hit', {hasText: 'Sounds from a scene'}).first();
    await expect(section.locator('.DocSearch-Hit-path')).toContainText('Media — ');
    // A known issue's hit opens with its lead-in label and the sentence after it, not the label alone.
    const issue = page.locator('.DocSearch-Modal .DocSearch-Hit', {hasText: 'Scene sounds are late'}).first();
    await expect(issue.locator('.DocSearch-Hit-path')).toContainText(/Known issues — Symptom\. In a video/);
    // A snippet from a table starts at the row that matched, with its cells apart.
    await modalSearch(page, 'MoveAlongPath');
    const row = page.locator('.DocSearch-Modal .DocSearch-Hit', {hasText: 'From Manim'}).first();
    await expect(row).toContainText(/…MoveAlongPath — getPointAtPercentage/);
  });

  test('/search lists the same hits in the same order, and its filters keep that order', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    const modal = await modalSearch(page, 'sound');
    const listed = await searchOnPage(page, 'sound');
    expect(listed.slice(0, modal.length)).toEqual(modal);
    await page.getByRole('button', {name: /^Guides \d+$/}).click();
    const guides = await page
      .locator('main ol li h2 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The guides among the listed hits, in the same order, lead the filtered list (which may go on past them).
    const listedGuides = listed.filter((url) => url.startsWith('/docs/'));
    expect(listedGuides.length).toBeGreaterThan(2);
    expect(guides.slice(0, listedGuides.length)).toEqual(listedGuides);
  });
});

test.describe('index loading', () => {
  test('a plain page view does not fetch the index; opening the modal does, once', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
    });
    await gotoHydrated(page, '/docs/');
    await page.waitForLoadState('networkidle');
    await page.goto('/api/core/types/Vector2');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    await openModal(page);
    await modalSearch(page, 'Rect');
    await modalSearch(page, 'spline');
    expect(indexRequests.filter((url) => url.includes('/search/index.'))).toHaveLength(1);
    expect(indexRequests.filter((url) => url.endsWith(SEARCH.manifestPath))).toHaveLength(1);
  });
});

test.describe('search page', () => {
  test('reads q, lists results with breadcrumb and snippet, and updates the URL as you type', async ({page}) => {
    await gotoHydrated(page, '/search?q=Vector2');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “Vector2”');
    const first = page.locator('main ol li').first();
    await expect(first.locator('h2 a')).toHaveAttribute('href', '/api/core/types/Vector2');
    await expect(first.locator('h2 mark')).toHaveText('Vector2');
    await expect(first.locator('p').first()).toHaveText('API · core');

    const input = page.getByRole('searchbox');
    await input.fill('spline');
    await expect(page).toHaveURL(/\/search\?q=spline$/);
    await expect(page.locator('main ol li h2 a').first()).toHaveAttribute('href', /spline/i);
  });

  test('filters by Guides, API and Blog', async ({page}) => {
    await gotoHydrated(page, '/search?q=tween');
    const links = page.locator('main ol li h2 a');
    await expect(links.first()).toBeVisible();
    for (const [label, prefix] of [
      ['API', '/api/'],
      ['Guides', '/docs/'],
      ['Blog', '/blog/'],
    ] as const) {
      await page.getByRole('button', {name: new RegExp(`^${label} \\d+$`)}).click();
      const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) expect(href.startsWith(prefix)).toBe(true);
    }
  });

  test('shows the no-hits text and the failure text', async ({page}) => {
    await gotoHydrated(page, '/search?q=qqzzxxjjkk');
    await expect(page.locator('main')).toContainText('No results for “qqzzxxjjkk”');
    await expect(page.locator('main')).toContainText('Try searching for: tween, signal, Vector2');
    await expect(page.locator('main')).toContainText('Believe this query should return results?');
    await page.route(INDEX_REQUEST, (route) => route.abort('failed'));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
  });

  test('shows a hostile query as text', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await gotoHydrated(page, `/search?q=${encodeURIComponent(HOSTILE)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for “${HOSTILE}”`);
    await expect(page.getByRole('searchbox')).toHaveValue(HOSTILE);
    await page.waitForTimeout(300);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('search page without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('renders its heading and input on the server', async ({page}) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', SEARCH.placeholder);
  });
});
