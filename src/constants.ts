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
export const SITE_EDIT_BASE_URL = `${SITE_REPOSITORY_URL}/edit/main/packages/docs/`;

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

/** "Copy page as Markdown" button on docs pages (texts shown and announced). */
export const COPY_PAGE = {
  label: 'Copy page as Markdown',
  copied: 'Copied the page as Markdown.',
  copying: 'Copying…',
  /** Shown with a link to the `.md` copy when the clipboard cannot be written. */
  unavailable: 'Copying is not available in this browser. Open the Markdown copy instead:',
  failed: 'Could not load the Markdown copy.',
  linkText: 'view as Markdown',
  /** How long the confirmation stays before the button resets. */
  resetMs: 4000,
} as const;

/** Answers the e2e tests give the navbar badges' addresses (the tests never reach the internet). */
export const BADGE_TEST_DATA = {
  discord: {presence_count: 1234},
  github: {stargazers_count: 98765},
} as const;

/**
 * Social cards (Open Graph / Twitter image): one per site section, rendered once
 * per build by `plugins/social-cards` and chosen per page by path.
 */
export const SOCIAL_CARDS = {
  width: 1200,
  height: 630,
  dir: 'img/social',
  sections: [
    {id: 'guides', pathPrefix: '/docs', label: 'Guides'},
    {id: 'api', pathPrefix: '/api', label: 'API reference'},
    {id: 'blog', pathPrefix: '/blog', label: 'Blog'},
    {id: 'home', pathPrefix: '/', label: 'Animations as code'},
  ],
} as const;
