/**
 * Reads search results the way a reader sees them: from the DOM of the search modal (after DocSearch's grouping)
 * and of the /search page, in visual order. Shared by `npm run bench:search` and the end-to-end tests.
 */
import type {Page} from '@playwright/test';

/** How long a query may take to show its hits (the first one also downloads and indexes the index). */
const ANSWER_TIMEOUT_MS = 20_000;

export const MODAL = {
  input: '.DocSearch-Modal .DocSearch-Input',
  hitLinks: '.DocSearch-Modal .DocSearch-Hits .DocSearch-Hit a',
  /** DocSearch's group titles, one per `hierarchy.lvl0`. */
  groupTitles: '.DocSearch-Modal .DocSearch-Hits .DocSearch-Hit-source',
  footerLink: '.DocSearch-Modal .DocSearch-HitsFooter a',
  noResults: '.DocSearch-Modal .DocSearch-NoResults',
} as const;

/** Path and hash of each link, in document order (the modal and the page lay hits out top to bottom). */
async function linkPaths(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((links) =>
    links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      return url.pathname + url.hash;
    }),
  );
}

/**
 * Types `query` into the open modal and returns its hits in visual order, once the modal shows this query's
 * answer: its footer links to `/search?q=<query>`, or it says there are no results for it.
 */
export async function searchInModal(page: Page, query: string, timeoutMs = ANSWER_TIMEOUT_MS): Promise<string[]> {
  await page.locator(MODAL.input).fill(query);
  const answered = `${MODAL.footerLink}[href$="q=${encodeURIComponent(query).replace(/"/g, '\\"')}"]`;
  await page.locator(`${answered}, ${MODAL.noResults}`).first().waitFor({state: 'visible', timeout: timeoutMs});
  if ((await page.locator(answered).count()) === 0) return [];
  return linkPaths(page, MODAL.hitLinks);
}

/** The modal's group titles, top to bottom. */
export function modalGroupTitles(page: Page): Promise<string[]> {
  return page.locator(MODAL.groupTitles).allTextContents();
}

/** Opens /search?q=<query> and returns the listed hits in visual order once they are for this query. */
export async function searchOnPage(page: Page, query: string): Promise<string[]> {
  const done = `[data-search-done="${query.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
  const input = page.locator('[data-search-input]');
  if ((await input.count()) === 0 || !page.url().includes('/search')) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
  } else {
    await input.fill(query);
  }
  await page.locator(done).waitFor({state: 'attached', timeout: ANSWER_TIMEOUT_MS});
  return linkPaths(page, `${done} ol li h2 a`);
}

/**
 * Milliseconds from a keystroke (the input event of the query's last letter) to the modal showing that query's
 * hits: measured in the page, so the test runner's round trips do not count.
 */
export async function keystrokeToHitsMs(page: Page, query: string): Promise<number> {
  await page.locator(MODAL.input).fill(query.slice(0, -1));
  return page.evaluate(
    ({inputSelector, footerSelector, query: typed}) =>
      new Promise<number>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>(inputSelector);
        if (!input) return reject(new Error('no search input'));
        const started = performance.now();
        // No named helper functions in here: tsx would wrap them in a `__name` call the page does not have.
        const observer = new MutationObserver(() => {
          const links = Array.from(document.querySelectorAll<HTMLAnchorElement>(footerSelector));
          if (!links.some((link) => link.href.endsWith(`q=${encodeURIComponent(typed)}`))) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true});
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no hits for "${typed}" after 5 s`));
        }, 5000);
      }),
    {inputSelector: MODAL.input, footerSelector: MODAL.footerLink, query},
  );
}
