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
import {TABLE_ROW_SEPARATOR} from './client/text';

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
  /**
   * Text under the heading, up to the next h2 / h3 (h4–h6 text included). It opens with the record's lead: the
   * section's first paragraph (an API member's summary comes before its signature), so the first sentence of the
   * content is what a hit shows to say what the record is.
   */
  content: string;
  /** A section every page of its kind repeats ("Recap", "Next", "Constructor"): a hit only when the query names it. */
  boilerplate: boolean;
  /** An API member's section (`Rect › radius`), ranked below its item unless the query names it. */
  member: boolean;
  /** Words readers use for this record's topic: the page's `keywords` front matter, glossary terms that link here. */
  keywords: string[];
  /** Where a glossary entry's "Guide:" line points (site paths, with anchor); only on the glossary page. */
  guideLinks?: string[];
}

export interface ExtractedPage {
  /** Path on the site (baseUrl included), e.g. `/api/core/types/Vector2`. */
  url: string;
  title: string;
  /** Group shown above the hits: `Guides`, `API · core`, `API · 2d` or `Blog`. */
  lvl0: string;
  /** `docsearch:language` / `docusaurus_locale` of the page. */
  language: string;
  /** `docusaurus_tag` of the page, as the hosted crawler records it (`docs-default-current`, `docs-api-current`, `default` for blog posts). */
  tag: string;
  records: ExtractedRecord[];
  /**
   * An API item's ancestors (site paths): the items its inherited-members lists name ("From Layout: …"), so that
   * "Txt fontSize" can find `fontSize` on the Layout page, which Txt inherits it from.
   */
  inheritsFrom?: string[];
}

export interface ExtractOptions {
  /** Site title, removed from `<title>` ("Vector2 | Canvas Commons" → "Vector2"). */
  siteTitle: string;
  /**
   * The `keywords` meta every page without keywords of its own carries: not a page's topic ("animation" on each of
   * the API's 560 pages would make every one of them about it).
   */
  siteKeywords?: string;
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
  /** Lower-case headings of sections that every page repeats ("recap", "next", "used in guides"). */
  boilerplateHeadings?: readonly string[];
  /** The glossary's path: its entries' "Guide:" links are collected, to give the guides their terms. */
  glossaryPath?: string;
  /** The text that opens a glossary entry's line of guide links. */
  glossaryGuidePrefix?: string;
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
/** API item pages: the lists of inherited members and of inherited props, one line per ancestor. */
const INHERITED_LIST_CLASSES = ['api-inherited', 'api-props-inherited'];
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'pagination-nav',
  'theme-doc-version-badge',
  'theme-edit-this-page',
  // API item pages: the member filter's labels, and the lists of inherited members and props, whose own
  // records live on the pages that define them.
  'api-filter',
  // API item pages: source link, class tree and "Used in guides" links; the item's own summary says what it is.
  'api-facts',
  ...INHERITED_LIST_CLASSES,
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
/** Separates an API item's name from its kind and package in its page title. */
export const API_TITLE_SEPARATOR = ' — ';
/** A member of an API item page: its h3 becomes a record of its own, `Rect › radius`. */
const API_MEMBER_CLASS = 'api-member';

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

/** A table as a snippet reads it, row by row: cells joined with a dash, rows with a middle dot, empty cells left out. */
function tableText(table: Element): string {
  const cellsOf = (row: Element) => findAll(row, (el) => el.tagName === 'td' || el.tagName === 'th').map(textOf);
  const rows = findAll(table, (el) => el.tagName === 'tr').map((row) => cellsOf(row).filter(Boolean).join(' — '));
  return rows.filter(Boolean).join(` ${TABLE_ROW_SEPARATOR} `);
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
  const fullTitle =
    normalizeSpace(rawTitle.endsWith(suffix) ? rawTitle.slice(0, -suffix.length) : rawTitle) || (h1 ? textOf(h1) : url);
  // "Rect — class · @canvas-commons/2d" is unique for tabs and search engines; a hit's title is the name alone.
  const title = kind === 'api' ? fullTitle.split(API_TITLE_SEPARATOR)[0] : fullTitle;

  // A generated category index has no text of its own: its cards repeat the descriptions of the pages it lists.
  const markdown = findFirst(article, (el) => hasClass(el, 'theme-doc-markdown'));
  if (kind !== 'blog' && !markdown) return null;

  const trail = breadcrumbTrail(document);
  const lvl0 = kind === 'api' ? apiGroup(options.labels.api, url) : options.labels[kind];

  const records = sectionRecords(contentRoot(article), {
    skipParagraphs: options.skipParagraphs ?? [],
    skipCode: options.skipCodeBlocksIn?.includes(kind) ?? false,
    boilerplate: new Set(options.boilerplateHeadings ?? []),
    itemName: kind === 'api' ? title : null,
    guidePrefix: options.glossaryPath && url === options.glossaryPath ? (options.glossaryGuidePrefix ?? null) : null,
  });
  const [page] = records;
  if (page?.level === 1) {
    const description = meta(head, 'description');
    const lead =
      kind === 'api'
        ? apiItemLead(page.content, fullTitle, trail)
        : description && !page.content.startsWith(description)
          ? description
          : '';
    if (lead) page.content = normalizeSpace(`${lead} ${page.content}`);
    const keywords = meta(head, 'keywords') ?? '';
    page.keywords = (keywords === options.siteKeywords ? '' : keywords)
      .split(',')
      .map((keyword) => normalizeSpace(keyword))
      .filter((keyword) => keyword.length > 0);
  }
  const inheritsFrom = kind === 'api' ? ancestorPaths(article, url) : [];
  return {url, title, lvl0, language, tag, records, ...(inheritsFrom.length > 0 && {inheritsFrom})};
}

/** The items an API page's inherited-members lists come from: the links of their "From …:" labels. */
function ancestorPaths(article: Element, url: string): string[] {
  const lists = findAll(article, (el) => INHERITED_LIST_CLASSES.some((className) => hasClass(el, className)));
  const paths = new Set<string>();
  for (const list of lists)
    for (const label of findAll(list, (el) => el.tagName === 'strong'))
      for (const link of findAll(label, (el) => el.tagName === 'a')) {
        const href = attr(link, 'href');
        if (href) paths.add(new URL(href, `http://localhost${url}`).pathname);
      }
  return [...paths].filter((path) => path !== url);
}

/** `API · core` for `/api/core/…`: the modal groups the reference by package. */
function apiGroup(label: string, url: string): string {
  const pkg = /\/api\/([^/]+)/.exec(url)?.[1];
  return pkg ? `${label} · ${pkg}` : label;
}

/** Sentences a summary starts with: an API page whose first text is a signature has none. */
const SENTENCE_START = /^[\p{Lu}\p{Lt}][^()]*?[\p{Ll}\p{N})`'"”][.!?](\s|$)/u;

/**
 * An API item with no summary of its own ("tween") still says what it is: its kind, package and category, then its
 * signature. `Rect — class · @canvas-commons/2d` → "Class in @canvas-commons/2d › components."
 */
function apiItemLead(content: string, fullTitle: string, trail: readonly string[]): string {
  if (SENTENCE_START.test(content)) return '';
  const kind = fullTitle.split(API_TITLE_SEPARATOR)[1]?.split(' · ')[0]?.trim();
  if (!kind) return '';
  const where = trail.length > 0 ? ` in ${trail.join(' › ')}` : '';
  return `${kind[0].toUpperCase()}${kind.slice(1)}${where}.`;
}

/**
 * The kind of the members a TypeDoc group lists, for one of them: "Methods" → "Method", "Properties and signals" →
 * "Property or signal", "Static members" → "Static member".
 */
export function memberKind(group: string): string {
  const singular = (word: string) =>
    /ies$/i.test(word) ? `${word.slice(0, -3)}y` : /(ss|us|is)$/i.test(word) ? word : word.replace(/s$/i, '');
  return group
    .split(/\s+and\s+/)
    .map((part) => part.split(' ').map(singular).join(' '))
    .join(' or ');
}

interface SectionOptions {
  skipParagraphs: readonly RegExp[];
  skipCode: boolean;
  boilerplate: ReadonlySet<string>;
  /** On an API item page, its name: a member without a summary is described as "Method of Rect: <signature>". */
  itemName: string | null;
  /** Set on the glossary page: list items starting with it hold the entry's guide links. */
  guidePrefix: string | null;
}

function isBoilerplate(heading: string, anchor: string, boilerplate: ReadonlySet<string>): boolean {
  const key = heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return boilerplate.has(key) || boilerplate.has(anchor.replace(/-\d+$/, '').replace(/-/g, ' '));
}

/** Walks the content in document order, starting a record at each h2 / h3 that has an id. */
function sectionRecords(root: Element, options: SectionOptions): ExtractedRecord[] {
  interface Building extends ExtractedRecord {
    parts: string[];
    /** The record's first paragraph. */
    lead: string | null;
    /** What the record is, when it has no paragraph: "Method of Rect:", before its signature. */
    fallbackLead: string | null;
  }
  const newRecord = (
    fields: Pick<ExtractedRecord, 'level' | 'anchor' | 'lvl2' | 'lvl3'>,
    member = false,
  ): Building => ({
    ...fields,
    content: '',
    boilerplate: fields.anchor
      ? isBoilerplate(fields.lvl3 ?? fields.lvl2 ?? '', fields.anchor, options.boilerplate)
      : false,
    member,
    keywords: [],
    parts: [],
    lead: null,
    fallbackLead: null,
  });
  let current = newRecord({level: 1, anchor: null, lvl2: null, lvl3: null});
  const sections = [current];
  let inMember = false;
  /** The h2 a TypeDoc member list sits under ("Methods"), for members without a summary. */
  let memberGroup: string | null = null;

  const walk = (node: Node) => {
    for (const child of children(node)) {
      if (child.nodeName === '#text') {
        current.parts.push((child as DefaultTreeAdapterTypes.TextNode).value);
        continue;
      }
      if (!isElement(child) || isSkipped(child)) continue;
      const {tagName} = child;
      if (options.skipCode && tagName === 'pre') continue;
      const id = attr(child, 'id');
      if (tagName === 'h3' && id && inMember) {
        // An API member is found by its item and its name, not by the kind group it is listed under.
        current = newRecord({level: 2, anchor: id, lvl2: textOf(child), lvl3: null}, true);
        // Without a summary, a sentence says what the member is, then its signature: "Method of Rect. draw(): void".
        if (memberGroup && options.itemName)
          current.fallbackLead = `${memberKind(memberGroup)} of ${options.itemName}.`;
        sections.push(current);
        continue;
      }
      if ((tagName === 'h2' || tagName === 'h3') && id) {
        const heading = textOf(child);
        const level = tagName === 'h2' ? 2 : 3;
        const lvl2 = level === 2 ? heading : current.lvl2;
        if (level === 2) memberGroup = heading;
        current = newRecord({level, anchor: id, lvl2, lvl3: level === 3 ? heading : null});
        // An h3 under a boilerplate h2 ("Recap") is boilerplate too.
        if (level === 3 && sections.some((s) => s.level === 2 && s.lvl2 === lvl2 && s.boilerplate))
          current.boilerplate = true;
        sections.push(current);
        continue;
      }
      // The page title is the record's title, not its text.
      if (tagName === 'h1') continue;
      if (tagName === 'p') {
        const text = textOf(child);
        if (options.skipParagraphs.some((pattern) => pattern.test(text))) continue;
        // The record's first paragraph leads its text (a member's summary comes after its signature in the page).
        if (text && current.lead === null) {
          current.lead = text;
          continue;
        }
      }
      if (tagName === 'li' && options.guidePrefix) {
        const text = textOf(child);
        if (text.startsWith(options.guidePrefix)) {
          current.guideLinks = [
            ...(current.guideLinks ?? []),
            ...findAll(child, (el) => el.tagName === 'a')
              .map((link) => attr(link, 'href'))
              .filter((href): href is string => href !== null && href.startsWith('/')),
          ];
        }
      }
      if (tagName === 'table') {
        current.parts.push(` ${tableText(child)} `);
        continue;
      }
      const block = !INLINE_TAGS.has(tagName);
      const member = tagName === 'section' && hasClass(child, API_MEMBER_CLASS);
      if (member) inMember = true;
      if (block) current.parts.push(' ');
      walk(child);
      if (block || tagName === 'br') current.parts.push(' ');
      if (member) inMember = false;
    }
  };
  walk(root);

  const records: ExtractedRecord[] = [];
  sections.forEach(({parts, lead, fallbackLead, ...section}, i) => {
    const content = normalizeSpace(`${lead ?? fallbackLead ?? ''} ${parts.join('')}`);
    // An h2 with no text of its own ("Methods", "Properties") only groups the records after it, which carry its name.
    const next = sections[i + 1];
    if (section.level === 2 && content === '' && (next?.level === 3 || next?.member)) return;
    records.push({...section, content});
  });
  return records;
}
