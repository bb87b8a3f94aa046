/**
 * Turns one built HTML page into search records: the page itself and one record
 * per h2 / h3 section, with anchors and the text under each heading.
 *
 * Uses parse5 (a spec-compliant HTML parser): the Rspack build writes unquoted
 * attributes and omits optional end tags (`<li>`, `<td>`, `<p>`), which regular
 * expressions get wrong.
 */
import {parse, type DefaultTreeAdapterTypes} from 'parse5';
import type {SectionId} from '../../src/sections';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

export type RecordLevel = 1 | 2 | 3;

/** One searchable unit: a page (level 1) or a section under an h2 / h3. */
export interface ExtractedRecord {
  level: RecordLevel;
  /** Heading id, without `#`; null for the page record. */
  anchor: string | null;
  /** The h2 this record is (or sits under); null for the page record. */
  lvl2: string | null;
  /** The h3 of a level-3 record. */
  lvl3: string | null;
  /** Text under the heading, up to the next h2 / h3 (h4–h6 text included). */
  content: string;
}

export interface ExtractedPage {
  /** Path on the site (baseUrl included), e.g. `/api/core/types/Vector2`. */
  url: string;
  title: string;
  /** Group shown above the hits, e.g. `Guides › Getting started` or `@canvas-commons/core › types`. */
  lvl0: string;
  /** `docsearch:language` / `docusaurus_locale` of the page. */
  language: string;
  /** `docusaurus_tag` of the page, as the hosted crawler records it (`docs-default-current`, `docs-api-current`, `default` for blog posts). */
  tag: string;
  records: ExtractedRecord[];
}

export interface ExtractOptions {
  /** Site title, removed from `<title>` ("Vector2 | Canvas Commons" → "Vector2"). */
  siteTitle: string;
  /** Labels of the top-level sections, chosen by the page kind. */
  labels: Record<SectionId, string>;
  /** Paragraph texts to leave out (generated boilerplate such as "Defined in: …"). */
  skipParagraphs?: readonly RegExp[];
  /**
   * Page kinds whose code blocks are not indexed. The API pages' code blocks are
   * generated signatures that repeat the heading and the parameter table; leaving
   * them out saves about a fifth of the index.
   */
  skipCodeBlocksIn?: readonly PageKind[];
}

/** Elements whose text is never indexed: chrome, controls, graphics, the TOC and the page footer. */
const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'footer',
  'iframe',
  'select',
  'img',
]);
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'pagination-nav',
  'theme-doc-version-badge',
  'theme-edit-this-page',
];
/** Elements that do not break a word: their text joins the text around them. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
/** Invisible characters Docusaurus puts in hash links and code lines. */
const INVISIBLE = /\u200b|\u200c|\u200d|\ufeff/g;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attr(element: Element, name: string): string | null {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

function hasClass(element: Element, className: string): boolean {
  return (attr(element, 'class') ?? '').split(/\s+/).includes(className);
}

function children(node: Node): DefaultTreeAdapterTypes.ChildNode[] {
  if (isElement(node) && node.tagName === 'template') return [];
  return 'childNodes' in node ? node.childNodes : [];
}

/** First element in document order that matches. */
function findFirst(root: Node, test: (element: Element) => boolean): Element | null {
  for (const child of children(root)) {
    if (isElement(child)) {
      if (test(child)) return child;
      const found = findFirst(child, test);
      if (found) return found;
    }
  }
  return null;
}

function findAll(root: Node, test: (element: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of children(root)) {
    if (isElement(child)) {
      if (test(child)) out.push(child);
      findAll(child, test, out);
    }
  }
  return out;
}

function normalizeSpace(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

function isSkipped(element: Element): boolean {
  return (
    SKIP_TAGS.has(element.tagName) ||
    SKIP_CLASSES.some((name) => hasClass(element, name)) ||
    attr(element, 'aria-hidden') === 'true'
  );
}

/** Visible text of an element, with word breaks at block boundaries. */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    for (const child of children(current)) {
      if (child.nodeName === '#text') {
        parts.push((child as DefaultTreeAdapterTypes.TextNode).value);
      } else if (isElement(child) && !isSkipped(child)) {
        const block = !INLINE_TAGS.has(child.tagName);
        if (block) parts.push(' ');
        walk(child);
        if (block || child.tagName === 'br') parts.push(' ');
      }
    }
  };
  walk(node);
  return normalizeSpace(parts.join(''));
}

function meta(head: Node, name: string): string | null {
  const element = findFirst(
    head,
    (el) => el.tagName === 'meta' && (attr(el, 'name') === name || attr(el, 'property') === name),
  );
  return element ? attr(element, 'content') : null;
}

/** The section a built page is indexed under, told by its HTML (its path alone cannot tell a doc from a doc list). */
export type PageKind = SectionId;

function pageKind(html: Element | null, tag: string | null): PageKind | null {
  if (!html) return null;
  if (hasClass(html, 'blog-post-page')) return 'blog';
  if (hasClass(html, 'docs-doc-page'))
    return tag?.startsWith('docs-api-') || hasClass(html, 'plugin-id-api') ? 'api' : 'guides';
  // Home, blog lists, tag pages, the search page, debug pages: not indexed (no own content, or duplicates).
  return null;
}

/** Breadcrumb labels between "Home" and the current page. */
function breadcrumbTrail(document: DefaultTreeAdapterTypes.Document): string[] {
  const nav = findFirst(document, (el) => hasClass(el, 'theme-doc-breadcrumbs'));
  if (!nav) return [];
  return findAll(
    nav,
    (el) => el.tagName === 'li' && hasClass(el, 'breadcrumbs__item') && !hasClass(el, 'breadcrumbs__item--active'),
  )
    .map((item) => normalizeSpace(textOfAll(item)))
    .filter((label) => label.length > 0);
}

/** Like textOf, but also inside `nav` (breadcrumbs live in one). */
function textOfAll(node: Node): string {
  let text = '';
  for (const child of children(node)) {
    if (child.nodeName === '#text') text += (child as DefaultTreeAdapterTypes.TextNode).value;
    else if (isElement(child) && child.tagName !== 'svg') text += textOfAll(child);
  }
  return text;
}

function contentRoot(article: Element): Element {
  return (
    findFirst(article, (el) => hasClass(el, 'theme-doc-markdown')) ??
    findFirst(article, (el) => attr(el, 'id') === '__blog-post-container') ??
    findFirst(article, (el) => hasClass(el, 'markdown')) ??
    article
  );
}

/**
 * Extracts the records of one page, or null when the page is not a doc, an API
 * page or a blog post.
 */
export function extractPage(html: string, fallbackUrl: string, options: ExtractOptions): ExtractedPage | null {
  const document = parse(html);
  const head = findFirst(document, (el) => el.tagName === 'head') ?? document;
  // The canonical link carries the route exactly as Docusaurus links to it (`/docs/`, `/api/core/types/`).
  const canonical = findFirst(head, (el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical');
  const href = canonical ? attr(canonical, 'href') : null;
  const url = href ? new URL(href, 'http://localhost').pathname : fallbackUrl;
  const htmlElement = findFirst(document, (el) => el.tagName === 'html');
  const tag = meta(head, 'docsearch:docusaurus_tag') ?? meta(head, 'docusaurus_tag');
  const kind = pageKind(htmlElement, tag);
  if (!kind || !tag) return null;
  const article = findFirst(document, (el) => el.tagName === 'article');
  if (!article) return null;

  const language =
    meta(head, 'docsearch:language') ??
    meta(head, 'docusaurus_locale') ??
    (htmlElement ? attr(htmlElement, 'lang') : null) ??
    'en';
  const titleElement = findFirst(head, (el) => el.tagName === 'title');
  const rawTitle = titleElement ? textOfAll(titleElement) : '';
  const h1 = findFirst(article, (el) => el.tagName === 'h1');
  const suffix = ` | ${options.siteTitle}`;
  const title =
    normalizeSpace(rawTitle.endsWith(suffix) ? rawTitle.slice(0, -suffix.length) : rawTitle) || (h1 ? textOf(h1) : url);

  const trail = breadcrumbTrail(document);
  const lvl0 =
    kind === 'blog'
      ? options.labels.blog
      : kind === 'api'
        ? trail.join(' › ') || options.labels.api
        : [options.labels.guides, ...trail].join(' › ');

  return {
    url,
    title,
    lvl0,
    language,
    tag,
    records: sectionRecords(
      contentRoot(article),
      options.skipParagraphs ?? [],
      options.skipCodeBlocksIn?.includes(kind) ?? false,
    ),
  };
}

/** Walks the content in document order, starting a record at each h2 / h3 that has an id. */
function sectionRecords(root: Element, skipParagraphs: readonly RegExp[], skipCode: boolean): ExtractedRecord[] {
  const records: ExtractedRecord[] = [];
  let current: ExtractedRecord & {parts: string[]} = {
    level: 1,
    anchor: null,
    lvl2: null,
    lvl3: null,
    content: '',
    parts: [],
  };
  const sections = [current];

  const walk = (node: Node) => {
    for (const child of children(node)) {
      if (child.nodeName === '#text') {
        current.parts.push((child as DefaultTreeAdapterTypes.TextNode).value);
        continue;
      }
      if (!isElement(child) || isSkipped(child)) continue;
      const {tagName} = child;
      if (skipCode && tagName === 'pre') continue;
      const id = attr(child, 'id');
      if ((tagName === 'h2' || tagName === 'h3') && id) {
        const heading = textOf(child);
        const level = tagName === 'h2' ? 2 : 3;
        const lvl2 = level === 2 ? heading : current.lvl2;
        current = {level, anchor: id, lvl2, lvl3: level === 3 ? heading : null, content: '', parts: []};
        sections.push(current);
        continue;
      }
      // The page title is the record's title, not its text.
      if (tagName === 'h1') continue;
      if (tagName === 'p' && skipParagraphs.length > 0) {
        const text = textOf(child);
        if (skipParagraphs.some((pattern) => pattern.test(text))) continue;
      }
      const block = !INLINE_TAGS.has(tagName);
      if (block) current.parts.push(' ');
      walk(child);
      if (block || tagName === 'br') current.parts.push(' ');
    }
  };
  walk(root);

  sections.forEach(({parts, ...section}, i) => {
    const content = normalizeSpace(parts.join(''));
    // An h2 with no text of its own ("Methods", "Properties") only groups the h3 records after it, which carry its name.
    if (section.level === 2 && content === '' && sections[i + 1]?.level === 3) return;
    records.push({...section, content});
  });
  return records;
}
