/**
 * The site's identity: its name, addresses, repository and the `customFields`
 * the theme reads. Each feature keeps its own constants in `plugins/<feature>/`.
 */

export const SITE_TITLE = 'Canvas Commons';
export const SITE_TAGLINE =
  'Animated 2D vector graphics and videos, written in TypeScript and drawn with the Canvas API.';
export const SITE_URL = 'https://canvascommons.io';
/** The `keywords` meta of every page without keywords of its own. */
export const SITE_KEYWORDS = 'typescript, animation, canvas, video, library';
export const SITE_BASE_URL = '/';
export const COPYRIGHT_YEAR = 2025;
/** Meta description of the blog's list pages (Docusaurus's default is just "Blog"). */
export const BLOG_DESCRIPTION = `News and release notes of ${SITE_TITLE}, the TypeScript library for animated 2D vector graphics.`;
/** Meta descriptions of the blog's index pages, which Docusaurus gives a title only. */
export const BLOG_INDEX_DESCRIPTIONS = {
  tags: `The topics of the ${SITE_TITLE} blog, each with the posts about it.`,
  authors: `The people who write the ${SITE_TITLE} blog, each with their posts.`,
  archive: `Every post of the ${SITE_TITLE} blog, newest first, by year.`,
} as const;
/** Meta description of the not-found page. */
export const NOT_FOUND_DESCRIPTION = `This page does not exist on the ${SITE_TITLE} documentation site. Search the guides and the API reference, or start from the home page.`;

const REPOSITORY_URL = 'https://github.com/canvas-commons/canvas-commons';
/** The branch "Edit this page" opens files on. */
const SITE_EDIT_BRANCH = 'main';
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

/** Where readers report a problem with the site (the search page links here when a query finds nothing). */
export const NEW_ISSUE_URL = `${REPOSITORY_URL}/issues/new`;

/** Addresses read by the navbar badges and the footer (`customFields`). */
export const CUSTOM_FIELDS = {
  discordApi: 'https://discord.com/api/guilds/1396626525331132437/widget.json',
  discordUrl: 'https://chat.canvascommons.io',
  githubApi: 'https://api.github.com/repos/canvas-commons/canvas-commons',
  githubUrl: REPOSITORY_URL,
} as const;

export type CustomFields = typeof CUSTOM_FIELDS;

export const ANNOUNCEMENT = {
  id: 'public-release-2025-08',
  postPath: '/blog/public-release',
} as const;

/**
 * Infima's (and so the navbar's) mobile breakpoint. CSS media queries cannot read a
 * custom property, so stylesheets repeat `996px`; tests/unit/breakpoint.test.ts checks
 * every `max-width` media query of the site's CSS against this value.
 */
export const MOBILE_BREAKPOINT_PX = 996;
