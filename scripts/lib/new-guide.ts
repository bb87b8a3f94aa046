/**
 * The pure parts of `npm run new:guide -- <slug> "<Title>" [category]`: reading the arguments, choosing the file and
 * the sidebar position, refusing to overwrite a file or reuse an address, and writing the page from the template.
 */
import yaml from 'js-yaml';

import {DEFAULT_GUIDE_CATEGORY, GUIDE_CATEGORIES, type GuideCategory} from '../../lib/guides';

const USAGE = `Usage: npm run new:guide -- <slug> "<Title>" [category]
  slug      the page address under /docs: lowercase words joined by hyphens, e.g. custom-easing
  Title     the page title, in quotes when it has spaces
  category  one of ${GUIDE_CATEGORIES.join(', ')} (default ${DEFAULT_GUIDE_CATEGORY})`;

/** A mistake of the author's, reported as it is (no stack trace). */
export class NewGuideError extends Error {
  override name = 'NewGuideError';
}

export interface NewGuideArgs {
  /** Without the leading "/". */
  slug: string;
  title: string;
  category: GuideCategory;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseNewGuideArgs(argv: readonly string[]): NewGuideArgs {
  if (argv.length < 2 || argv.length > 3) {
    throw new NewGuideError(
      `expected a slug, a title and optionally a category; got ${argv.length} argument(s).\n${USAGE}`,
    );
  }
  const [rawSlug, rawTitle, rawCategory = DEFAULT_GUIDE_CATEGORY] = argv;
  const slug = rawSlug.trim().replace(/^\//, '');
  if (!SLUG.test(slug)) {
    throw new NewGuideError(
      `the slug "${rawSlug}" must be lowercase letters and digits, words joined by hyphens, e.g. "custom-easing".\n${USAGE}`,
    );
  }
  const title = rawTitle.trim();
  if (!title) throw new NewGuideError(`the title must not be empty.\n${USAGE}`);
  if (!(GUIDE_CATEGORIES as readonly string[]).includes(rawCategory)) {
    throw new NewGuideError(`unknown category "${rawCategory}": use one of ${GUIDE_CATEGORIES.join(', ')}.`);
  }
  return {slug, title, category: rawCategory as GuideCategory};
}

/** The position after the last page (or subcategory) of a folder: one more than the largest, or 1 if none. */
export function nextSidebarPosition(positions: readonly number[]): number {
  const finite = positions.filter((position) => Number.isFinite(position));
  return finite.length ? Math.floor(Math.max(...finite)) + 1 : 1;
}

export interface ExistingGuides {
  /** Files under docs/, relative to the site root (`docs/getting-started/camera.mdx`). */
  files: ReadonlySet<string>;
  /** Address under /docs of every built guide (`/camera`), with its file. */
  routes: ReadonlyMap<string, string>;
  /** `sidebar_position` of the pages and `position` of the subcategories in each category folder. */
  positions: ReadonlyMap<string, readonly number[]>;
}

export interface PlannedGuide {
  /** Relative to the site root. */
  file: string;
  route: string;
  position: number;
  content: string;
}

export function planNewGuide(args: NewGuideArgs, existing: ExistingGuides, template: string): PlannedGuide {
  const file = `docs/${args.category}/${args.slug}.mdx`;
  const route = `/${args.slug}`;
  const sameName = [`docs/${args.category}/${args.slug}.mdx`, `docs/${args.category}/${args.slug}.md`].find((name) =>
    existing.files.has(name),
  );
  if (sameName) {
    throw new NewGuideError(`${sameName} already exists; edit it, or choose another slug.`);
  }
  const owner = existing.routes.get(route);
  if (owner) {
    throw new NewGuideError(
      `the slug "${route}" is already used by ${owner} (address /docs${route}); choose another slug.`,
    );
  }
  const position = nextSidebarPosition(existing.positions.get(args.category) ?? []);
  return {file, route, position, content: renderGuide({...args, position}, template)};
}

const DESCRIPTION_PLACEHOLDER = 'One sentence on what this page teaches, for search results and link previews.';

/** The new page: our front matter, then the template's body. */
export function renderGuide(page: NewGuideArgs & {position: number}, template: string): string {
  const frontMatter = [
    `slug: /${page.slug}`,
    `title: ${yamlScalar(page.title)}`,
    `description: ${yamlScalar(DESCRIPTION_PLACEHOLDER)}`,
    `sidebar_position: ${page.position}`,
  ];
  return ['---', ...frontMatter, '---', '', templateBody(template)].join('\n');
}

/** The template without its front matter and leading blank lines. */
export function templateBody(template: string): string {
  const match = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(template);
  const body = match ? template.slice(match[0].length) : template;
  return body.replace(/^\s*\n/, '').replace(/\s*$/, '\n');
}

/** One YAML scalar on one line, quoted only when it has to be. */
function yamlScalar(value: string): string {
  return yaml.dump(value, {lineWidth: -1}).trimEnd();
}
