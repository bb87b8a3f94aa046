/**
 * Front-matter validation for the guides (docs/) and the blog (blog/).
 *
 * Docusaurus validates the types of the keys it knows, but ignores every key it does not know, so a typo such as
 * `sidebar_postion` silently falls back to a default. This module adds an allow-list of the keys this site uses,
 * checks their types itself (so that `slug: 3` is an error, not a conversion), checks tags and authors against
 * `blog/tags.yml` and `blog/authors.yml`, and then checks what the content plugins' schemas check beyond types
 * (URL formats, heading-level ranges, dates, draft with unlisted) with the same rules, from Docusaurus's public
 * validation package.
 *
 * Everything here is pure: callers read the files and pass their text.
 */
import {
  ContentVisibilitySchema,
  FrontMatterTOCHeadingLevels,
  JoiFrontMatter,
  URISchema,
} from '@docusaurus/utils-validation';
import yaml from 'js-yaml';

import {describe, readFrontMatter, type FrontMatter, type Problem} from '../../lib/content';

// ---------------------------------------------------------------------------------------------------------------
// The allow-lists

type ValueType = 'string' | 'number' | 'boolean' | 'string list' | 'string or string list' | 'date' | 'string or null';

export interface KeySpec {
  type: ValueType;
  /** What the value is for, shown with the expected type. */
  hint: string;
  required?: boolean;
}

/** Keys that guides and blog posts share, with the same meaning. */
const PAGE_KEYS: Readonly<Record<string, KeySpec>> = {
  image: {type: 'string', hint: 'the social card image'},
  keywords: {type: 'string list', hint: 'extra search keywords'},
  hide_table_of_contents: {type: 'boolean', hint: 'hide the table of contents'},
  toc_min_heading_level: {type: 'number', hint: 'the smallest heading level in the table of contents (2 to 6)'},
  toc_max_heading_level: {type: 'number', hint: 'the largest heading level in the table of contents (2 to 6)'},
};

/** Front matter keys a guide may use. The first five are the ones every guide uses. */
const DOC_KEYS: Readonly<Record<string, KeySpec>> = {
  slug: {type: 'string', required: true, hint: 'the page address under /docs, starting with "/", e.g. /quickstart'},
  title: {type: 'string', required: true, hint: 'the page title, shown as its heading'},
  description: {type: 'string', required: true, hint: 'one sentence for search results and link previews'},
  sidebar_position: {type: 'number', hint: 'the order of the page in its sidebar category'},
  sidebar_label: {type: 'string', hint: 'a shorter title for the sidebar'},
  ...PAGE_KEYS,
  hide_title: {type: 'boolean', hint: 'hide the title heading'},
  pagination_label: {type: 'string', hint: 'the label of this page in previous/next links'},
  pagination_prev: {type: 'string or null', hint: 'the id of the previous page, or null for none'},
  pagination_next: {type: 'string or null', hint: 'the id of the next page, or null for none'},
  tags: {type: 'string list', hint: 'tags defined in docs/tags.yml'},
  draft: {type: 'boolean', hint: 'leave the page out of production builds'},
  unlisted: {type: 'boolean', hint: 'build the page but keep it out of the sidebar, search and sitemap'},
  teaches: {
    type: 'string list',
    hint: 'the library names the page introduces, e.g. [createRef, .to, ease*]; required in Getting started',
  },
};

/** Front matter keys a blog post may use. */
const BLOG_KEYS: Readonly<Record<string, KeySpec>> = {
  slug: {type: 'string', required: true, hint: 'the post address under /blog, e.g. public-release'},
  title: {type: 'string', required: true, hint: 'the post title'},
  description: {type: 'string', required: true, hint: 'one sentence for the post list, search and link previews'},
  authors: {type: 'string or string list', required: true, hint: 'keys of blog/authors.yml'},
  tags: {type: 'string list', required: true, hint: 'keys of blog/tags.yml'},
  date: {type: 'date', hint: 'the publication date, YYYY-MM-DD (defaults to the date in the file name)'},
  ...PAGE_KEYS,
  draft: {type: 'boolean', hint: 'leave the post out of production builds'},
  unlisted: {type: 'boolean', hint: 'build the post but keep it out of the lists and the feed'},
};

// ---------------------------------------------------------------------------------------------------------------
// Checks

export interface DocContext {
  /** Tags of docs/tags.yml, or null when the guides have no tags file. */
  docTags: ReadonlySet<string> | null;
}

export interface BlogContext {
  tags: ReadonlySet<string>;
  authors: ReadonlySet<string>;
}

export interface CheckResult {
  frontMatter?: FrontMatter;
  problems: Problem[];
}

export function checkDocFrontMatter(file: string, source: string, context: DocContext): CheckResult {
  return checkFrontMatter(file, source, DOC_KEYS, (frontMatter, at) => {
    const problems: Problem[] = [];
    const slug = frontMatter.data.slug;
    if (typeof slug === 'string' && !slug.startsWith('/')) {
      problems.push(
        at('slug', `"slug" must start with "/" (${DOC_KEYS.slug.hint}); got "${slug}", which depends on the folder`),
      );
    }
    problems.push(
      ...checkKeysAgainst(frontMatter, 'tags', context.docTags ?? new Set(), 'tag', 'docs/tags.yml', at, {
        missingFile: context.docTags === null,
      }),
    );
    problems.push(...schemaProblems(frontMatter, validateWithDocusaurusRules, at));
    return problems;
  });
}

export function checkBlogFrontMatter(file: string, source: string, context: BlogContext): CheckResult {
  return checkFrontMatter(file, source, BLOG_KEYS, (frontMatter, at) => [
    ...checkKeysAgainst(frontMatter, 'tags', context.tags, 'tag', 'blog/tags.yml', at),
    ...checkKeysAgainst(frontMatter, 'authors', context.authors, 'author', 'blog/authors.yml', at),
    ...schemaProblems(frontMatter, validateWithDocusaurusRules, at),
  ]);
}

type At = (key: string, message: string) => Problem;

function checkFrontMatter(
  file: string,
  source: string,
  keys: Readonly<Record<string, KeySpec>>,
  extra: (frontMatter: FrontMatter, at: At) => Problem[],
): CheckResult {
  const read = readFrontMatter(file, source);
  if (read.problems.length) return read;
  const frontMatter = read.frontMatter ?? {data: {}, keyLines: new Map()};
  const at: At = (key, message) => ({file, line: frontMatter.keyLines.get(key) ?? 1, message});
  const problems: Problem[] = [];
  const known = Object.keys(keys);

  for (const [key, value] of Object.entries(frontMatter.data)) {
    const spec = keys[key];
    if (!spec) {
      const suggestion = closest(key, known);
      problems.push(
        at(
          key,
          `unknown front matter key "${key}"` +
            (suggestion ? `; did you mean "${suggestion}"?` : `; known keys: ${known.join(', ')}`),
        ),
      );
      continue;
    }
    if (!hasType(value, spec.type)) {
      problems.push(at(key, `"${key}" must be ${article(spec.type)} (${spec.hint}); got ${describe(value)}`));
    }
  }
  for (const [key, spec] of Object.entries(keys)) {
    if (spec.required && !(key in frontMatter.data)) {
      problems.push({
        file,
        line: 1,
        message: `missing front matter key "${key}": expected ${article(spec.type)} (${spec.hint})`,
      });
    }
  }
  // Further checks only on keys whose type is right, so one mistake gives one message.
  const typed: FrontMatter = {
    data: Object.fromEntries(
      Object.entries(frontMatter.data).filter(([key, value]) => keys[key] && hasType(value, keys[key].type)),
    ),
    keyLines: frontMatter.keyLines,
  };
  problems.push(...extra(typed, at));
  return {frontMatter, problems};
}

function checkKeysAgainst(
  frontMatter: FrontMatter,
  key: string,
  allowed: ReadonlySet<string>,
  noun: string,
  listFile: string,
  at: At,
  options: {missingFile?: boolean} = {},
): Problem[] {
  const value = frontMatter.data[key];
  if (value === undefined) return [];
  const names = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  const problems: Problem[] = [];
  for (const name of names) {
    if (typeof name !== 'string' || allowed.has(name)) continue;
    if (options.missingFile) {
      problems.push(at(key, `${noun} "${name}" is not defined: ${listFile} does not exist`));
      continue;
    }
    const suggestion = closest(name, [...allowed]);
    problems.push(
      at(
        key,
        `unknown ${noun} "${name}" (not in ${listFile})` +
          (suggestion ? `; did you mean "${suggestion}"?` : '.') +
          ` Known: ${[...allowed].sort().join(', ') || '(none)'}.`,
      ),
    );
  }
  return problems;
}

interface JoiDetail {
  path: (string | number)[];
  message: string;
}

function schemaProblems(
  frontMatter: FrontMatter,
  validate: (data: Record<string, unknown>) => JoiDetail[],
  at: At,
): Problem[] {
  return validate(frontMatter.data).map((detail) => {
    const key = String(detail.path[0] ?? '');
    return at(key, `${detail.message} (Docusaurus front matter schema)`);
  });
}

/**
 * The content plugins' rules beyond the types the allow-lists check, built from the same public schema parts
 * the plugins build theirs from. The build still runs the plugins' own schemas.
 */
const RULES_BEYOND_TYPES = JoiFrontMatter.object({
  image: URISchema,
  date: JoiFrontMatter.date().raw(),
  ...FrontMatterTOCHeadingLevels,
})
  .concat(ContentVisibilitySchema)
  .unknown();

function validateWithDocusaurusRules(data: Record<string, unknown>): JoiDetail[] {
  const {error} = RULES_BEYOND_TYPES.validate(data, {convert: false, abortEarly: false});
  return error?.details ?? [];
}

// ---------------------------------------------------------------------------------------------------------------
// Lists of names: blog/tags.yml, blog/authors.yml, docs/tags.yml

export interface KeyList {
  keys: Set<string>;
  problems: Problem[];
}

/** The top-level keys of a YAML mapping such as `blog/tags.yml`. */
export function readKeyList(file: string, source: string): KeyList {
  let data: unknown;
  try {
    data = yaml.load(source, {filename: file});
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    return {
      keys: new Set(),
      problems: [
        {
          file,
          line: error.mark ? error.mark.line + 1 : 1,
          column: error.mark ? error.mark.column + 1 : undefined,
          message: `not valid YAML: ${error.reason}`,
        },
      ],
    };
  }
  if (data === undefined || data === null) return {keys: new Set(), problems: []};
  if (typeof data !== 'object' || Array.isArray(data)) {
    return {
      keys: new Set(),
      problems: [{file, line: 1, message: `must be a mapping of names (got ${describe(data)})`}],
    };
  }
  return {keys: new Set(Object.keys(data)), problems: []};
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses of guides

const NUMBER_PREFIX = /^\d+[-_.]/;

/**
 * The route of a guide under /docs, the way Docusaurus derives it: an absolute `slug` as it is, a relative one
 * inside the file's folder, otherwise the folder and file name (an `index` file stands for its folder).
 * `relativePath` is relative to docs/, e.g. `getting-started/quickstart.mdx`.
 */
export function docRoutePath(relativePath: string, slug?: string): string {
  const parts = relativePath
    .replace(/\\/g, '/')
    .split('/')
    .map((part) => part.replace(NUMBER_PREFIX, ''));
  const name = parts.pop()!.replace(/\.mdx?$/, '');
  const folder = parts.join('/');
  let route: string;
  if (slug !== undefined && slug.startsWith('/')) route = slug;
  else if (slug !== undefined) route = `${folder}/${slug}`;
  else if (/^(index|readme)$/i.test(name) || name === parts[parts.length - 1]) route = folder;
  else route = `${folder}/${name}`;
  const normalized = `/${route}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  return normalized;
}

export interface RoutedFile {
  file: string;
  route: string;
  line: number;
}

/** One problem for every file whose route an earlier file already has. */
export function findDuplicateRoutes(files: readonly RoutedFile[]): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const {file, route, line} of files) {
    const first = seen.get(route);
    if (first) {
      problems.push({
        file,
        line,
        message: `the address /docs${route === '/' ? '/' : route} is already used by ${first}`,
      });
    } else {
      seen.set(route, file);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function hasType(value: unknown, type: ValueType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'string or string list':
      return typeof value === 'string' || hasType(value, 'string list');
    case 'date':
      return (value instanceof Date && !Number.isNaN(value.getTime())) || typeof value === 'string';
    case 'string or null':
      return typeof value === 'string' || value === null;
  }
}

function article(type: ValueType): string {
  switch (type) {
    case 'string list':
      return 'a list of strings';
    case 'string or string list':
      return 'a string or a list of strings';
    case 'date':
      return 'a date';
    case 'string or null':
      return 'a string or null';
    default:
      return `a ${type}`;
  }
}

/** The candidate closest to `word` by edit distance, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return bestDistance <= limit ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
