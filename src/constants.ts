/**
 * The one source of truth for the site's constants: addresses, texts, storage
 * keys and limits. `docusaurus.config.ts`, components and tests import from here.
 */

export const SITE_TITLE = 'Canvas Commons';
export const SITE_TAGLINE =
  'Animated 2D vector graphics and videos, written in TypeScript and drawn with the Canvas API.';
export const SITE_URL = 'https://canvascommons.io';
export const SITE_BASE_URL = '/';
export const COPYRIGHT_YEAR = 2025;

export const REPOSITORY_URL = 'https://github.com/canvas-commons/canvas-commons';
/** Where the site's own sources live, for "Edit this page". */
export const SITE_REPOSITORY_URL = REPOSITORY_URL;
/** The branch "Edit this page" opens files on. */
export const SITE_EDIT_BRANCH = 'main';
/**
 * Base of the "Edit this page" links. The site sits at the root of its repository, and Docusaurus
 * appends the path of the file from the site root (`docs/getting-started/quickstart.mdx`,
 * `blog/2025-08-01-public-release.md`).
 */
export const SITE_EDIT_BASE_URL = `${SITE_REPOSITORY_URL}/edit/${SITE_EDIT_BRANCH}/`;

/** The "Edit this page" address of a file, given its path from the site root. */
export function siteEditUrl(pathFromSiteRoot: string): string {
  return SITE_EDIT_BASE_URL + pathFromSiteRoot.replace(/\\/g, '/').replace(/^\.?\//, '');
}

/** Addresses read by the navbar badges (`customFields`). */
export const CUSTOM_FIELDS = {
  discordApi: 'https://discord.com/api/guilds/1396626525331132437/widget.json',
  discordUrl: 'https://chat.canvascommons.io',
  githubApi: 'https://api.github.com/repos/canvas-commons/canvas-commons',
  githubUrl: REPOSITORY_URL,
} as const;

export type CustomFields = typeof CUSTOM_FIELDS;

export interface EditorExample {
  name: string;
  fileName: string;
  url: string;
}

/** The example projects opened in the editor pages. */
export const EDITOR_EXAMPLES: readonly EditorExample[] = [
  {name: 'Random', fileName: 'random', url: 'Random values generator'},
  {name: 'Quickstart', fileName: 'quickstart', url: 'Quickstart example'},
  {name: 'Logging', fileName: 'logging', url: 'Logging example'},
  {name: 'Presentation', fileName: 'presentation', url: 'Presentation example'},
];

/** Browser storage keys (spec §9). */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  discordUsers: 'discord-users',
  githubStars: 'github-stars',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
} as const;

export const MOBILE_BREAKPOINT_PX = 996;

/** What each navbar badge reads from its JSON answer and where it caches the last value. */
export const BADGES = {
  discord: {countField: 'presence_count', storageKey: STORAGE_KEYS.discordUsers},
  github: {countField: 'stargazers_count', storageKey: STORAGE_KEYS.githubStars},
} as const;

export type BadgeKind = keyof typeof BADGES;

/**
 * A cached badge count younger than this is shown without asking again: GitHub
 * allows 60 unauthenticated requests an hour per address.
 */
export const BADGE_CACHE_FRESH_MS = 5 * 60 * 1000;

export const ANNOUNCEMENT = {
  id: 'public-release-2025-08',
  postPath: '/blog/public-release',
} as const;

export const SEARCH = {
  placeholder: 'Search docs',
  pagePath: 'search',
  queryParam: 'q',
} as const;

/** The installed library version the guides and API reference describe. */
export const LIBRARY_PACKAGES = ['core', '2d'] as const;
export type LibraryPackage = (typeof LIBRARY_PACKAGES)[number];

/** The sidebar categories of the guides: the folders of `docs/`, in sidebar order. */
export const GUIDE_CATEGORIES = ['getting-started', 'components', 'advanced', 'migration'] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
/** Where `npm run new:guide` puts a page when no category is given. */
export const DEFAULT_GUIDE_CATEGORY: GuideCategory = 'getting-started';
