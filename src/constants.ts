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
/** The branch "Edit this page" opens files on. */
export const SITE_EDIT_BRANCH = 'main';
/**
 * Base of the "Edit this page" links. The site sits at the root of its repository, and Docusaurus
 * appends the path of the file from the site root (`docs/getting-started/quickstart.mdx`,
 * `blog/2025-08-01-public-release.md`).
 */
export const SITE_EDIT_BASE_URL = `${REPOSITORY_URL}/edit/${SITE_EDIT_BRANCH}/`;

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
  /** Stable (revalidated) manifest naming the content-hashed index file, relative to baseUrl. */
  manifestPath: 'search/manifest.json',
  /** Folder of the built index under `build/`; index files are `index.<hash>.json`. */
  outputDir: 'search',
  /** Local index name: the key DocSearch stores recent searches under. */
  localIndexName: 'canvas-commons-local',
  language: 'en',
  /** Build-time environment variables that switch the site to hosted DocSearch. */
  env: {appId: 'DOCSEARCH_APP_ID', apiKey: 'DOCSEARCH_API_KEY', indexName: 'DOCSEARCH_INDEX_NAME'},
  /** Field boosts: page titles, then headings, then body text. */
  boost: {title: 6, heading: 3, content: 1},
  /** Multiplier for a record whose page title equals the query ("Vector2", "Rect", "tween"). */
  exactTitleBoost: 8,
  /** Typo tolerance (edit distance) by query word length, as Algolia does: none below 4 letters, 1 from 4, 2 from 8. */
  typos: {oneFrom: 4, twoFrom: 8},
  /**
   * Typo-tolerant matching runs only when exact and prefix matching find fewer hits
   * than this: "node" then does not also pull in every "code", and common words stay fast.
   */
  typoFallbackBelow: 10,
  hitsPerPage: 20,
  /** At most this many sections of one page in a result list (like DocSearch's `distinct`). */
  distinctPerPage: 3,
  /** The first hits come from this many different pages (a page's other sections follow them). */
  distinctPagesFirst: 3,
  /** Hits the /search page shows before "Show more". */
  pageSize: 30,
  maxResultsPerGroup: 5,
  /** Words around the first match in a snippet. */
  snippetWords: 14,
  /** Characters of body text kept per record (for snippets and the index). */
  maxContentChars: 600,
  /** Offered under "Try searching for" when the search page finds nothing. */
  suggestions: ['tween', 'signal', 'Vector2'],
  /** Where "Let us know." in the no-hits screen leads. */
  missingResultsUrl: `${REPOSITORY_URL}/issues/new`,
  /** Section filters of the search page, matched on the hit URL's first path segment. */
  sections: [
    {id: 'guides', label: 'Guides', pathPrefix: '/docs'},
    {id: 'api', label: 'API', pathPrefix: '/api'},
    {id: 'blog', label: 'Blog', pathPrefix: '/blog'},
  ],
  /** Texts of the spec (§8, §9), given to DocSearch where they differ from its defaults. */
  texts: {
    seeAll: 'See all {count} results',
    noResults: 'No results for',
    suggestedQuery: 'Try searching for',
    reportMissing: 'Believe this query should return results?',
    reportMissingLink: 'Let us know.',
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
  },
} as const;

export type SearchSectionId = (typeof SEARCH.sections)[number]['id'];

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

/** Live previews of guide examples (issue 8). */
export const PREVIEW = {
  /** Fence meta flag that turns a code block into a live preview. */
  metaFlag: 'preview',
  /** Module ids a preview may import; each maps to the copy bundled with the site. */
  moduleIds: ['@canvas-commons/core', '@canvas-commons/2d', '@canvas-commons/2d/jsx-runtime'] as const,
  /** The scene size the guides assume (the library's default), and the preview's 16:9 box. */
  width: 1920,
  height: 1080,
  /** Rendered at half size: sharp enough in a docs column, a quarter of the pixels. */
  resolutionScale: 0.5,
  fps: 30,
  background: '#141414',
  /** A synchronous loop running longer than this is stopped. */
  loopBudgetMs: 1000,
  /** Scenes longer than this are stopped while being measured (endless scenes would never finish). */
  maxSceneSeconds: 120,
  /** Edits recompile after this pause in typing. */
  editDebounceMs: 400,
  /** Start loading a little before the preview enters the viewport. */
  rootMargin: '100px',
} as const;
export const PREVIEW_MODULE_IDS = PREVIEW.moduleIds;

/** The sidebar categories of the guides: the folders of `docs/`, in sidebar order. */
export const GUIDE_CATEGORIES = ['getting-started', 'components', 'advanced', 'migration'] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
/** Where `npm run new:guide` puts a page when no category is given. */
export const DEFAULT_GUIDE_CATEGORY: GuideCategory = 'getting-started';
