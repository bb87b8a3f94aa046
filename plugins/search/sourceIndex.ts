/**
 * The dev server's search index, made from the sources instead of built HTML: each guide, API page and blog post's
 * markdown is parsed (MDX, GFM tables, admonitions), written as the HTML a built page has where the indexer looks
 * (the article, its headings and their ids, the page's metadata), and read by the same `extractPage` as the
 * production index. So a page written a moment ago is found as the build would find it, without a build.
 *
 * Differences from the build, all minor for searching: no breadcrumbs (an API item without a summary is described
 * without its category), and JSX components are kept as plain elements (their text stays, their output is not made).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {serialize, type DefaultTreeAdapterTypes} from 'parse5';
import {createSlugger} from '@docusaurus/utils';
import type {Element as HastElement, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import type {Heading, Nodes as MdastNodes, Root as MdastRoot} from 'mdast';
import type * as MdastUtilFromMarkdown from 'mdast-util-from-markdown';
import type * as MicromarkExtensionMdxjs from 'micromark-extension-mdxjs';
import type * as MdastUtilMdx from 'mdast-util-mdx';
import type * as MicromarkExtensionGfm from 'micromark-extension-gfm';
import type * as MdastUtilGfm from 'mdast-util-gfm';
import type * as MicromarkExtensionDirective from 'micromark-extension-directive';
import type * as MdastUtilDirective from 'mdast-util-directive';
import type * as MicromarkExtensionFrontmatter from 'micromark-extension-frontmatter';
import type * as MdastUtilFrontmatter from 'mdast-util-frontmatter';
import type * as MdastUtilToHast from 'mdast-util-to-hast';
import type * as HastUtilToParse5 from 'hast-util-to-parse5';
import type * as HastUtilRaw from 'hast-util-raw';

import {extractPage, type ExtractedPage, type ExtractOptions} from './extract';

/** One page the dev index reads: its route, its file and what the built page's head would say. */
export interface SourcePage {
  kind: 'guides' | 'api' | 'blog';
  /** Docs plugin id (`default`, `api`), for the page's tag and class. */
  pluginId: string;
  url: string;
  file: string;
  title: string;
  description: string;
  keywords: readonly string[];
}

type Parse5Node = DefaultTreeAdapterTypes.ParentNode;
type Markdown = {
  /** `.mdx` is MDX; `.md` is CommonMark with raw HTML, as the site's `markdown.format: 'detect'` reads them. */
  parse(source: string, mdx: boolean): MdastRoot;
  toHast(tree: MdastRoot, mdx: boolean): HastRoot;
  toParse5(tree: HastRoot): Parse5Node;
};

let markdown: Markdown | null = null;

/**
 * The parsers are ESM-only and only the dev server needs them: loaded on first use, with `require` (Node 20.19+
 * loads ES modules that way), since `import()` is not available where Docusaurus and Vitest compile this file.
 */
function loadMarkdown(): Markdown {
  if (markdown) return markdown;
  const load = createRequire(__filename);
  const {fromMarkdown} = load('mdast-util-from-markdown') as typeof MdastUtilFromMarkdown;
  const {mdxjs} = load('micromark-extension-mdxjs') as typeof MicromarkExtensionMdxjs;
  const {mdxFromMarkdown} = load('mdast-util-mdx') as typeof MdastUtilMdx;
  const {gfm} = load('micromark-extension-gfm') as typeof MicromarkExtensionGfm;
  const {gfmFromMarkdown} = load('mdast-util-gfm') as typeof MdastUtilGfm;
  const {directive} = load('micromark-extension-directive') as typeof MicromarkExtensionDirective;
  const {directiveFromMarkdown} = load('mdast-util-directive') as typeof MdastUtilDirective;
  const {frontmatter} = load('micromark-extension-frontmatter') as typeof MicromarkExtensionFrontmatter;
  const {frontmatterFromMarkdown} = load('mdast-util-frontmatter') as typeof MdastUtilFrontmatter;
  const {toHast} = load('mdast-util-to-hast') as typeof MdastUtilToHast;
  const {toParse5} = load('hast-util-to-parse5') as typeof HastUtilToParse5;
  const {raw} = load('hast-util-raw') as typeof HastUtilRaw;
  markdown = {
    parse: (source, mdx) =>
      fromMarkdown(source, {
        extensions: [frontmatter(['yaml']), ...(mdx ? [mdxjs()] : []), gfm(), directive()],
        mdastExtensions: [
          frontmatterFromMarkdown(['yaml']),
          ...(mdx ? [mdxFromMarkdown()] : []),
          gfmFromMarkdown(),
          directiveFromMarkdown(),
        ],
      }),
    toHast: (tree, mdx) =>
      mdx
        ? (toHast(tree, {handlers: MDX_HANDLERS}) as HastRoot)
        : (raw(toHast(tree, {allowDangerousHtml: true, handlers: MDX_HANDLERS}) as HastRoot) as HastRoot),
    toParse5: (tree) => toParse5(tree) as unknown as Parse5Node,
  };
  return markdown;
}

// mdast-util-to-hast's handler type, kept loose: the MDX node types are not in its node map.
type Handler = (state: {all(node: unknown): ElementContent[]}, node: never) => HastNodes | HastNodes[] | undefined;

interface JsxNode {
  name: string | null;
  attributes: Array<{type: string; name?: string; value?: unknown}>;
}

/** A JSX element (`<div class="api-member">`, `<Tabs>`) becomes an element of the same name, its text kept. */
const jsxElement: Handler = (state, node: JsxNode & {children: unknown[]}) => {
  const properties: Record<string, string | string[]> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || typeof attribute.value !== 'string') continue;
    if (attribute.name === 'class' || attribute.name === 'className')
      properties.className = attribute.value.split(/\s+/);
    else properties[attribute.name] = attribute.value;
  }
  const children = state.all(node);
  if (!node.name) return children;
  return {type: 'element', tagName: node.name.toLowerCase(), properties, children} satisfies HastElement;
};

/** An admonition (`:::tip Title`) becomes a block holding its text, as the theme renders it. */
const admonition: Handler = (state, node: {children: unknown[]}) => ({
  type: 'element',
  tagName: 'div',
  properties: {className: ['admonition']},
  children: state.all(node),
});

const MDX_HANDLERS = {
  mdxJsxFlowElement: jsxElement,
  mdxJsxTextElement: jsxElement,
  mdxjsEsm: () => undefined,
  mdxFlowExpression: () => undefined,
  mdxTextExpression: () => undefined,
  containerDirective: admonition,
  leafDirective: admonition,
  textDirective: (state: {all(node: unknown): ElementContent[]}, node: {children: unknown[]}) => state.all(node),
} as unknown as Record<string, Handler>;

function textOf(node: MdastNodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxTextExpression') return node.value;
  return 'children' in node ? (node.children as MdastNodes[]).map(textOf).join('') : '';
}

/**
 * Gives each heading the id Docusaurus gives it: `{#id}` when written (and removed from the text), else the slug
 * of its text, numbered on repeats. Links to `.md` files become the routes they are (the API pages' file names
 * are their slugs), so an API page's ancestors are read as in the build.
 */
/** `## Imports {#imports}`: the id written after a heading, which MDX would read as a JS expression. */
const HEADING_ID = /\s*\{#([\w-]+)\}\s*$/;
const WRITTEN_HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/gm;

function prepare(tree: MdastRoot): void {
  const slugger = createSlugger();
  const visit = (node: MdastNodes) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const last = heading.children.at(-1);
      const written = last?.type === 'text' ? HEADING_ID.exec(last.value) : null;
      if (last?.type === 'text' && written) last.value = last.value.slice(0, written.index);
      const id = written?.[1] ?? slugger.slug(textOf(heading).trim());
      heading.data = {...heading.data, hProperties: {id}};
    }
    if (node.type === 'link') node.url = node.url.replace(/\.mdx?(?=$|#)/, '');
    if ('children' in node) for (const child of node.children as MdastNodes[]) visit(child);
  };
  visit(tree);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * A page's Markdown tree, read as Docusaurus reads it: `.md` as CommonMark, anything else as MDX, with front matter,
 * GFM and directives, and a heading's `{#id}` escaped to stay text. Throws the parser's message (with its line and
 * column) on a syntax error.
 */
export function parseSourcePage(file: string, source: string): ReturnType<Markdown['parse']> {
  const mdx = !file.endsWith('.md');
  return loadMarkdown().parse(mdx ? source.replace(WRITTEN_HEADING_ID, '$1 \\{#$2\\}') : source, mdx);
}

/** The page's built HTML, as far as the indexer reads it. */
export function sourcePageHtml(page: SourcePage, source: string, siteTitle: string): string {
  const {toHast, toParse5} = loadMarkdown();
  const mdx = !page.file.endsWith('.md');
  const tree = parseSourcePage(page.file, source);
  prepare(tree);
  const hasTitle = tree.children.some((node) => node.type === 'heading' && node.depth === 1);
  const body = serialize(toParse5(toHast(tree, mdx)));
  const title = hasTitle ? '' : `<h1>${escapeText(page.title)}</h1>`;
  const tag = page.kind === 'blog' ? 'default' : `docs-${page.pluginId}-current`;
  const htmlClass = page.kind === 'blog' ? 'blog-post-page' : `docs-doc-page plugin-id-${page.pluginId}`;
  const content =
    page.kind === 'blog'
      ? `<div id="__blog-post-container" class="markdown">${body}</div>`
      : `<div class="theme-doc-markdown markdown">${title}${body}</div>`;
  const meta = (name: string, value: string) => `<meta name="${name}" content="${escapeAttribute(value)}">`;
  return `<!doctype html><html lang="en" class="${htmlClass}"><head>
<title>${escapeText(`${page.title} | ${siteTitle}`)}</title>
<link rel="canonical" href="${escapeAttribute(page.url)}">
${meta('docusaurus_tag', tag)}${meta('docsearch:language', 'en')}${meta('description', page.description)}
${page.keywords.length > 0 ? meta('keywords', page.keywords.join(', ')) : ''}
</head><body><article>${page.kind === 'blog' ? `<h1>${escapeText(page.title)}</h1>` : ''}${content}</article></body></html>`;
}

/** Yields to the event loop after this much work: the indexer runs in the dev server's own process. */
const SLICE_MS = 30;

interface CachedPage {
  stamp: string;
  page: ExtractedPage | null;
}

/**
 * Reads pages from their sources, keeping what it read until a file changes, so a save re-reads one file. What it
 * read is also kept on disk (`cacheFile`), so a later start reads only what changed since: the 560 API pages take
 * tens of seconds to parse the first time.
 */
export class SourceIndexer {
  private readonly cache = new Map<string, CachedPage>();
  private readonly version = cacheVersion();

  constructor(
    private readonly siteTitle: string,
    private readonly options: ExtractOptions,
    private readonly cacheFile?: string,
  ) {
    if (!cacheFile || !this.version) return;
    try {
      const saved = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as {
        version: string;
        pages: Record<string, CachedPage>;
      };
      if (saved.version === this.version)
        for (const [key, value] of Object.entries(saved.pages)) this.cache.set(key, value);
    } catch {
      // No cache yet, or one from an older version: every page is read again.
    }
  }

  private stampOf(page: SourcePage): string | null {
    try {
      const stat = fs.statSync(page.file);
      // The route and title count too: a moved page keeps its file.
      return `${stat.mtimeMs}:${stat.size}:${page.url}:${page.title}:${page.description}:${page.keywords.join(',')}`;
    } catch {
      return null; // Deleted since the docs plugin listed it; the next reload drops it.
    }
  }

  /** Whether every one of `pages` is already read as it is now. */
  isFresh(pages: readonly SourcePage[]): boolean {
    return pages.every((page) => this.cache.get(keyOf(page))?.stamp === this.stampOf(page));
  }

  /** What was last read of `pages`, however old. */
  lastRead(pages: readonly SourcePage[]): ExtractedPage[] {
    return pages.flatMap((page) => {
      const cached = this.cache.get(keyOf(page))?.page;
      return cached ? [structuredClone(cached)] : [];
    });
  }

  async extract(pages: readonly SourcePage[]): Promise<ExtractedPage[]> {
    const extracted: ExtractedPage[] = [];
    let sliceStart = Date.now();
    let changed = false;
    for (const page of pages) {
      const stamp = this.stampOf(page);
      if (stamp === null) continue;
      const key = keyOf(page);
      let cached = this.cache.get(key);
      if (cached?.stamp !== stamp) {
        let result: ExtractedPage | null = null;
        try {
          const html = sourcePageHtml(page, fs.readFileSync(page.file, 'utf8'), this.siteTitle);
          result = extractPage(html, page.url, this.options);
        } catch (error) {
          // A page that does not parse yet (mid-edit) is left out; the dev server reports its MDX error itself.
          console.warn(
            `[search] ${path.relative(process.cwd(), page.file)} left out of the dev index: ${(error as Error).message}`,
          );
        }
        cached = {stamp, page: result};
        this.cache.set(key, cached);
        changed = true;
        if (Date.now() - sliceStart > SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          sliceStart = Date.now();
        }
      }
      if (cached.page) extracted.push(structuredClone(cached.page));
    }
    if (changed) this.save();
    return extracted;
  }

  private save(): void {
    if (!this.cacheFile || !this.version) return;
    try {
      fs.mkdirSync(path.dirname(this.cacheFile), {recursive: true});
      fs.writeFileSync(this.cacheFile, JSON.stringify({version: this.version, pages: Object.fromEntries(this.cache)}));
    } catch (error) {
      console.warn(`[search] could not keep the dev index's pages for the next start: ${(error as Error).message}`);
    }
  }
}

const keyOf = (page: SourcePage) => `${page.pluginId}:${page.file}`;

/** A cache made by other code than this (the indexer or this file changed) is not used; null: no cache at all. */
function cacheVersion(): string | null {
  try {
    return createHash('sha256')
      .update(fs.readFileSync(path.join(__dirname, 'extract.ts')))
      .update(fs.readFileSync(__filename))
      .digest('hex')
      .slice(0, 16);
  } catch {
    return null;
  }
}
