// @ts-check
/**
 * Pure helpers of the API reference: categories, page names, markdown text.
 * Plain JavaScript so TypeDoc's `import()` can load them on Node 20.
 */

const REGION = /^\/\/#region (src\/[^\s]+)$/gm;
const END_REGION = /^\/\/#endregion\b/gm;

/**
 * The `//#region src/<category>/<File>.d.ts` spans of core's bundled declaration file.
 * @param {string} text
 * @returns {Array<{path: string, start: number, end: number}>}
 */
export function coreRegions(text) {
  /** @type {Array<{path: string, start: number, end: number}>} */
  const regions = [];
  for (const match of text.matchAll(REGION)) {
    END_REGION.lastIndex = match.index;
    const end = END_REGION.exec(text);
    regions.push({path: match[1], start: match.index, end: end ? end.index : text.length});
  }
  return regions;
}

/** `src/flow/all.d.ts` → `flow`; a file directly under `src/` → `utils`. @param {string} regionPath */
export function categoryFromRegion(regionPath) {
  const parts = regionPath.split('/');
  return parts.length > 2 ? parts[1] : 'utils';
}

/**
 * A path relative to 2d's `src/lib/` → its category: the folder, or for the
 * files at the top (the JSX runtime) a category named after what they are.
 * @param {string} relativePath
 */
export function categoryFrom2dPath(relativePath) {
  const parts = relativePath.split('/');
  if (parts.length > 1) return parts[0];
  return /^jsx-(dev-)?runtime\.tsx?$/.test(parts[0]) ? 'jsx' : 'utils';
}

/**
 * Names that differ only in case would share a file on case-insensitive file
 * systems; the lower-case one (a function or variable) gets its kind as suffix:
 * `sound` next to `Sound` becomes `sound-function`.
 * @param {string} name @param {string} kind @param {string[]} siblings
 * @returns {string | undefined}
 */
export function collisionSuffix(name, kind, siblings) {
  const lower = name.toLowerCase();
  const clash = siblings.some((other) => other !== name && other.toLowerCase() === lower);
  if (!clash) return undefined;
  const first = name.charAt(0);
  if (first !== first.toLowerCase()) return undefined;
  return kind.toLowerCase().replace(/[^a-z]+/g, '-');
}

/** The first sentence of a summary, on one line. @param {string} text */
export function firstSentence(text) {
  const flat = text
    .replace(/\{@\w+\s+([^}|\s]+)[^}]*\}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(flat);
  return (match ? match[1] : flat).slice(0, 240);
}

/** Text safe inside a markdown table cell. @param {string} text */
export function escapeMarkdownTable(text) {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');
}

/** A double-quoted YAML scalar. @param {string} text */
export function yamlString(text) {
  return JSON.stringify(text);
}

/**
 * Member names that read as generic link text ("start", "more"…): search engines and
 * Lighthouse's SEO audit treat such links as undescribed.
 */
const GENERIC_LINK_TEXTS = new Set(['start', 'more', 'here', 'this', 'go', 'continue', 'information']);

/**
 * Qualifies links to another page's member whose text is a generic word with that
 * page's name: `[start](Curve.md#start)` → `[Curve.start](Curve.md#start)`.
 * @param {string} markdown
 */
export function qualifyGenericMemberLinks(markdown) {
  return markdown.replace(
    /\[(`?)([^\]`]+)\1\]\(((?:[^()#\s]*\/)?([\w-]+)\.md#[^)\s]+)\)/g,
    (link, tick, text, target, page) =>
      GENERIC_LINK_TEXTS.has(text.trim().toLowerCase()) ? `[${tick}${page}.${text}${tick}](${target})` : link,
  );
}

/**
 * The anchor of a member on the page of the item that defines it: the member's name, case preserved
 * (`#radius`, `#fromSignal`). A static member whose name an instance member of the same item also uses
 * is `#static-<name>`. Characters an id cannot carry readably become `-`.
 * @param {string} name
 * @param {{isStatic?: boolean, hasInstanceTwin?: boolean}} [options]
 */
export function memberAnchor(name, {isStatic = false, hasInstanceTwin = false} = {}) {
  const safe = name.replace(/[^A-Za-z0-9_$-]/g, '-');
  return isStatic && hasInstanceTwin ? `static-${safe}` : safe;
}

/**
 * `Rect — class · @canvas-commons/2d`: a page title no guide or other item shares.
 * @param {string} name
 * @param {string} kind
 * @param {string} pkg
 */
export function apiPageTitle(name, kind, pkg) {
  return `${name} — ${kind.toLowerCase()} · @canvas-commons/${pkg}`;
}

/**
 * A signature line without its per-word code spans and bold name: the line is set in monospace as a whole, and
 * every span was one more element in pages with a hundred members. Text that was literal inside a code span is
 * escaped so markdown keeps it literal.
 * @param {string} markdown
 */
export function plainSignature(markdown) {
  return markdown
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, (_span, /** @type {string} */ text) => text.replace(/[\\*_[\]<>|]/g, '\\$&'));
}
