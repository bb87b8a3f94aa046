import type {Page, Route} from '@playwright/test';

import {DOCUSAURUS_STORAGE_KEYS} from '../../plugins/head-guards';
import {BADGES, type BadgeKind} from '../../plugins/navbar-badges/constants';
import {ANNOUNCEMENT, CUSTOM_FIELDS, MOBILE_BREAKPOINT_PX} from '../../src/site';

const STORAGE_KEYS = {
  ...DOCUSAURUS_STORAGE_KEYS,
  discordUsers: BADGES.discord.storageKey,
  githubStars: BADGES.github.storageKey,
};
import {CORS_HEADERS, expect, test} from './support/fixtures';
import {gotoHydrated} from './support/navigation';

const BADGE_API: Record<BadgeKind, string> = {discord: CUSTOM_FIELDS.discordApi, github: CUSTOM_FIELDS.githubApi};
const BADGE_LINK: Record<BadgeKind, string> = {discord: CUSTOM_FIELDS.discordUrl, github: CUSTOM_FIELDS.githubUrl};
const KINDS: BadgeKind[] = ['discord', 'github'];

type Answer = (route: Route) => Promise<void> | void;

const answerCount =
  (kind: BadgeKind, count: unknown): Answer =>
  (route) =>
    route.fulfill({json: {[BADGES[kind].countField]: count}, headers: CORS_HEADERS});

/** Answers both badge addresses on this page and counts the requests. */
async function routeBadges(page: Page, answers: Record<BadgeKind, Answer>): Promise<Record<BadgeKind, number>> {
  const calls: Record<BadgeKind, number> = {discord: 0, github: 0};
  for (const kind of KINDS) {
    await page.route(BADGE_API[kind], async (route) => {
      calls[kind] += 1;
      await answers[kind](route);
    });
  }
  return calls;
}

/** Uncaught errors and console errors, minus the browser's own "Failed to load resource" lines for the refused calls. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

const navbar = (page: Page) => page.locator('nav.navbar .navbar__items--right');
const badgeLink = (page: Page, kind: BadgeKind) => navbar(page).locator(`a[data-badge="${kind}"]`);

async function expectFailedBadges(page: Page): Promise<void> {
  await expect(navbar(page).getByRole('link', {name: 'Discord', exact: true})).toHaveAttribute(
    'href',
    CUSTOM_FIELDS.discordUrl,
  );
  await expect(navbar(page).getByRole('link', {name: 'GitHub', exact: true})).toHaveAttribute(
    'href',
    CUSTOM_FIELDS.githubUrl,
  );
  for (const kind of KINDS) {
    await expect(badgeLink(page, kind).locator('[data-state="failed"]')).toBeHidden();
  }
}

async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
}

test.describe('navbar badges', () => {
  test('show the loaded counts with accessible names and cache them', async ({page}) => {
    const errors = collectErrors(page);
    const calls = await routeBadges(page, {
      discord: answerCount('discord', 1234),
      github: answerCount('github', 98_765),
    });
    await page.goto('/');

    const discord = navbar(page).getByRole('link', {name: '1.2k users online on Discord'});
    const github = navbar(page).getByRole('link', {name: '98.8k stars on GitHub'});
    await expect(discord).toHaveText('1.2k');
    await expect(github).toHaveText('98.8k');
    await expect(discord).toHaveAttribute('href', CUSTOM_FIELDS.discordUrl);
    await expect(github).toHaveAttribute('href', CUSTOM_FIELDS.githubUrl);

    const cachedStars = JSON.parse((await readStorage(page, STORAGE_KEYS.githubStars)) ?? 'null') as unknown;
    expect(cachedStars).toEqual({value: 98_765, time: expect.any(Number)});
    const cachedUsers = JSON.parse((await readStorage(page, STORAGE_KEYS.discordUsers)) ?? 'null') as unknown;
    expect(cachedUsers).toEqual({value: 1234, time: expect.any(Number)});
    expect(calls).toEqual({discord: 1, github: 1});
    expect(errors).toEqual([]);
  });

  test('come after the search button and the colour-mode toggle', async ({page}) => {
    await page.goto('/');
    const order = await navbar(page).evaluate((right) =>
      Array.from(right.children).map((child) => {
        if (child.matches('[data-badge]')) {
          return child.getAttribute('data-badge');
        }
        if (child.querySelector('button[aria-label*="dark and light mode"]')) {
          return 'colour-mode';
        }
        return child.className.includes('navbarSearchContainer') ? 'search' : child.className;
      }),
    );
    expect(order).toEqual(['search', 'colour-mode', 'discord', 'github']);
  });

  test('on a phone, the colour-mode toggle is in the mobile sidebar, once', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/');
    const toggles = page.getByRole('button', {name: /dark and light mode/});
    // The navbar item is hidden on a phone; the sidebar's header has the only visible one once it opens.
    await expect(toggles.filter({visible: true})).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const inSidebar = page.locator('.navbar-sidebar__brand').getByRole('button', {name: /dark and light mode/});
    await expect(inSidebar).toBeVisible();
    await expect(toggles.filter({visible: true})).toHaveCount(1);
    await inSidebar.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('reserve their width while loading, so the navbar does not shift', async ({page}) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await routeBadges(page, {
      discord: async (route) => {
        await released;
        await answerCount('discord', 1234)(route);
      },
      github: async (route) => {
        await released;
        await answerCount('github', 98_765)(route);
      },
    });
    await page.goto('/');
    const github = badgeLink(page, 'github');
    await expect(github.locator('[data-state="loading"]')).toBeAttached();
    await expect(github).toHaveAccessibleName('GitHub');
    const loadingBox = await github.boundingBox();
    release();
    await expect(github).toHaveText('98.8k');
    const loadedBox = await github.boundingBox();
    expect(loadedBox?.width).toBeCloseTo(loadingBox?.width ?? 0, 0);
    expect(loadedBox?.x).toBeCloseTo(loadingBox?.x ?? 0, 0);
  });

  test('hide the numbers but keep the links when the calls fail', async ({page}) => {
    const errors = collectErrors(page);
    await routeBadges(page, {
      discord: (route) => route.abort('failed'),
      // GitHub's answer when rate-limited.
      github: (route) =>
        route.fulfill({status: 403, json: {message: 'API rate limit exceeded'}, headers: CORS_HEADERS}),
    });
    await page.goto('/');
    await expectFailedBadges(page);
    expect(await readStorage(page, STORAGE_KEYS.githubStars)).toBeNull();
    expect(errors).toEqual([]);
  });

  test('treat a body that is not JSON or lacks the field as a failure', async ({page}) => {
    const errors = collectErrors(page);
    await routeBadges(page, {
      discord: (route) => route.fulfill({body: '<html>maintenance</html>', headers: CORS_HEADERS}),
      github: (route) => route.fulfill({json: {stargazers_count: 'many'}, headers: CORS_HEADERS}),
    });
    await page.goto('/');
    await expectFailedBadges(page);
    expect(errors).toEqual([]);
  });

  test('show the cached counts at once while the calls are pending', async ({page}) => {
    // Stale entries: one in today's {value, time} shape, one as the plain number earlier versions stored.
    await page.addInitScript(
      ([usersKey, starsKey]) => {
        localStorage.setItem(usersKey, JSON.stringify({value: 1234, time: Date.now() - 24 * 3600 * 1000}));
        localStorage.setItem(starsKey, '98765');
      },
      [STORAGE_KEYS.discordUsers, STORAGE_KEYS.githubStars],
    );
    // Never answered: the badges stay in their pending state.
    const calls = await routeBadges(page, {discord: () => undefined, github: () => undefined});
    await page.goto('/');
    await expect(navbar(page).getByRole('link', {name: '1.2k users online on Discord'})).toBeVisible();
    await expect(navbar(page).getByRole('link', {name: '98.8k stars on GitHub'})).toBeVisible();
    await expect.poll(() => calls).toEqual({discord: 1, github: 1});
  });

  test('use a fresh cache without calling again', async ({page}) => {
    await page.addInitScript(
      ([usersKey, starsKey]) => {
        localStorage.setItem(usersKey, JSON.stringify({value: 7, time: Date.now()}));
        localStorage.setItem(starsKey, JSON.stringify({value: 1000, time: Date.now()}));
      },
      [STORAGE_KEYS.discordUsers, STORAGE_KEYS.githubStars],
    );
    const calls = await routeBadges(page, {discord: answerCount('discord', 1), github: answerCount('github', 1)});
    await page.goto('/');
    await expect(navbar(page).getByRole('link', {name: '7 users online on Discord'})).toBeVisible();
    await expect(navbar(page).getByRole('link', {name: '1k stars on GitHub'})).toBeVisible();
    expect(calls).toEqual({discord: 0, github: 0});
  });

  test('ignore a corrupt cache and load fresh counts', async ({page}) => {
    const errors = collectErrors(page);
    await page.addInitScript(
      ([usersKey, starsKey]) => {
        localStorage.setItem(usersKey, 'abc');
        localStorage.setItem(starsKey, '{');
      },
      [STORAGE_KEYS.discordUsers, STORAGE_KEYS.githubStars],
    );
    await routeBadges(page, {discord: answerCount('discord', 1234), github: answerCount('github', 98_765)});
    await page.goto('/');
    await expect(navbar(page).getByRole('link', {name: '1.2k users online on Discord'})).toBeVisible();
    await expect(navbar(page).getByRole('link', {name: '98.8k stars on GitHub'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('show nothing wrong for a negative cached count while the call fails', async ({page}) => {
    const errors = collectErrors(page);
    await page.addInitScript(
      ([usersKey, starsKey]) => {
        localStorage.setItem(usersKey, '-5');
        localStorage.setItem(starsKey, JSON.stringify({value: -1, time: Date.now()}));
      },
      [STORAGE_KEYS.discordUsers, STORAGE_KEYS.githubStars],
    );
    await routeBadges(page, {discord: (route) => route.abort('failed'), github: (route) => route.abort('failed')});
    await page.goto('/');
    await expectFailedBadges(page);
    expect(errors).toEqual([]);
  });

  test('call once per full page load, not on client-side navigation', async ({page}) => {
    const calls = await routeBadges(page, {
      discord: answerCount('discord', 1234),
      github: answerCount('github', 98_765),
    });
    await page.goto('/');
    await expect(badgeLink(page, 'github')).toHaveText('98.8k');
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));

    await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(badgeLink(page, 'github')).toHaveText('98.8k');
    // Still the same document: the navigation happened on the client.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(calls).toEqual({discord: 1, github: 1});

    // A full load with an emptied cache calls again, once.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(badgeLink(page, 'github')).toHaveText('98.8k');
    expect(calls).toEqual({discord: 2, github: 2});
  });

  test(`move into the hamburger sidebar below ${MOBILE_BREAKPOINT_PX}px, which closes on desktop`, async ({page}) => {
    await routeBadges(page, {discord: answerCount('discord', 1234), github: answerCount('github', 98_765)});
    await page.setViewportSize({width: MOBILE_BREAKPOINT_PX - 6, height: 800});
    await page.goto('/');

    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(badgeLink(page, 'github')).toBeHidden();

    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    const discord = sidebar.getByRole('link', {name: '1.2k users online on Discord'});
    const github = sidebar.getByRole('link', {name: '98.8k stars on GitHub'});
    await expect(discord).toBeVisible();
    await expect(github).toBeVisible();
    await expect(github).toHaveAttribute('href', BADGE_LINK.github);
    await expect(discord).toHaveAttribute('href', BADGE_LINK.discord);

    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(badgeLink(page, 'github')).toBeVisible();
    await page.setViewportSize({width: MOBILE_BREAKPOINT_PX - 6, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(discord).toBeHidden();
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('has a descriptive link, stays dismissed after a reload', async ({page}) => {
    await page.goto('/');
    await expect(bar(page).getByRole('link', {name: 'read the release notes'})).toHaveAttribute(
      'href',
      ANNOUNCEMENT.postPath,
    );

    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    expect(await readStorage(page, STORAGE_KEYS.announcementDismiss)).toBe('true');
    expect(await readStorage(page, STORAGE_KEYS.announcementId)).toBe(ANNOUNCEMENT.id);

    await page.reload();
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });

  test('returns when its id changes', async ({page}) => {
    // A dismissal of an earlier announcement.
    await page.addInitScript(
      ([dismissKey, idKey]) => {
        localStorage.setItem(dismissKey, 'true');
        localStorage.setItem(idKey, 'an-older-announcement');
      },
      [STORAGE_KEYS.announcementDismiss, STORAGE_KEYS.announcementId],
    );
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    // The bar shows before hydration; React records the new id just after.
    await expect.poll(() => readStorage(page, STORAGE_KEYS.announcementId)).toBe(ANNOUNCEMENT.id);
    await expect(bar(page)).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has readable colours in ${mode} mode`, async ({page}) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const ratio = await bar(page).evaluate((element) => {
        const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const luminance = (color: string) => {
          const [r, g, b] = channels(color).map((value) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const style = getComputedStyle(element);
        const link = element.querySelector('a');
        const [light, dark] = [
          luminance(style.backgroundColor),
          luminance(getComputedStyle(link ?? element).color),
        ].sort((a, b) => b - a);
        return (light + 0.05) / (dark + 0.05);
      });
      // WCAG AA for normal-size text.
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('experimental admonition', () => {
  test('renders with its icon and the title "Experimental"', async ({page}) => {
    await page.goto('/docs/experimental');
    const admonition = page.locator('.theme-admonition-experimental').first();
    await expect(admonition).toBeVisible();
    await expect(admonition).toContainText('Experimental');
    await expect(admonition.locator('svg').first()).toBeVisible();
  });
});

test.describe('sidebars on a phone (plugins/mobile-sidebar)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the mobile sidebar is built ahead of its first use', async ({page}) => {
    await page.goto('/api/2d/components/Rect');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
    // Built in idle time while closed, so opening it slides in rather than building ~550 elements on the tap.
    const mobileMenu = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
    await expect(mobileMenu.locator('a[aria-current="page"]')).toHaveAttribute('href', '/api/2d/components/Rect');
    await expect(mobileMenu).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(mobileMenu.getByRole('link', {name: 'Rect', exact: true})).toBeVisible();
  });
});
