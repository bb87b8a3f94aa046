/**
 * Tokenising, escaping, highlighting and snippets for search results.
 * Pure functions shared by the indexer (Node), the browser client and the bench.
 *
 * Safety rule: every function that returns HTML escapes all text itself and adds
 * no markup other than `<mark>…</mark>`, so results can go into
 * `dangerouslySetInnerHTML` (as DocSearch does) without letting a query or a page
 * inject elements.
 */
import {escapeHtml} from '../../../src/lib/escapeHtml';
import {SEARCH} from '../constants';

const MARK_OPEN = '<mark>';
const MARK_CLOSE = '</mark>';
const ELLIPSIS = '…';
/** What the indexer puts between the rows of a table in a record's text. */
export const TABLE_ROW_SEPARATOR = '·';

/** Letters and digits in any script; everything else separates words (so `Signal<T>` → signal, t). */
const WORD = /[\p{L}\p{N}]+/gu;
/** Boundaries inside camelCase / PascalCase words: createSignal → create|Signal, BBox → B|Box. */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * A reader's contractions, which the guides never write, as the words they stand for: split at the apostrophe,
 * "doesn't" would ask for "doesn" and "t", words no page has. "n't" keeps its verb ("doesn't" → does, a stop word),
 * and "'s", "'re", "'ll", "'ve", "'m", "'d" go.
 */
function expandContractions(text: string): string {
  return text
    .replace(/\b(can|won)['’]t\b/giu, (_match, verb: string) => (verb.toLowerCase() === 'won' ? 'will' : 'can'))
    .replace(/(\p{L})n['’]t\b/giu, '$1')
    .replace(/(\p{L})['’](s|re|ll|ve|m|d)\b/giu, '$1');
}

/** Query tokens: whole words, lower-cased (no camelCase splitting, so "createSignal" stays precise). */
export function tokenizeQuery(text: string): string[] {
  return (expandContractions(text).match(WORD) ?? []).map((word) => word.toLowerCase());
}

/** Small words a query with other words is not searched for (see `SEARCH.stopWords`). */
export const STOP_WORDS: ReadonlySet<string> = new Set(SEARCH.stopWords);

/**
 * The query words a hit's text is marked for: as the engine searches, without the stop words when the query has
 * other words, so "fade out the circle" marks "fade", "out" and "circle", not every "the" of a snippet.
 */
export function markedQueryWords(query: string): string[] {
  const words = tokenizeQuery(query);
  const topical = words.filter((word) => !STOP_WORDS.has(word));
  return topical.length > 0 ? topical : words;
}

/**
 * Index tokens: each word, plus its camelCase parts when it has more than one,
 * so "signal" finds `createSignal` and "bbox" still finds `BBox`.
 */
export function tokenizeIndex(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const lower = word.toLowerCase();
    tokens.push(lower);
    // Only words with an upper-case letter after the first can have camelCase parts (skips the costly split for most words).
    if (lower.slice(1) === word.slice(1)) continue;
    const parts = word.split(CAMEL_BOUNDARY);
    if (parts.length > 1) for (const part of parts) tokens.push(part.toLowerCase());
  }
  return tokens;
}

/** The camelCase parts of the compound words of `text`, lower-cased: "drawRoundRect" → draw, round, rect. */
export function tokenizeNameParts(text: string): string[] {
  return (text.match(WORD) ?? []).flatMap((word) => {
    const parts = word.split(CAMEL_BOUNDARY);
    return parts.length > 1 ? parts.map((part) => part.toLowerCase()) : [];
  });
}

/**
 * A word's singular ("layouts" → layout, "properties" → property, "matches" → match), so a reader's plural finds
 * the guide's singular and back. Applied to index and query terms alike; leaves short words and "-ss", "-us",
 * "-is" endings ("class", "radius", "axis") alone.
 */
export function singularize(term: string): string {
  if (term.length <= 3 || !term.endsWith('s')) return term;
  if (/[^aeiou]ies$/.test(term) && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(term)) return term.slice(0, -2);
  if (/(ss|us|is)$/.test(term)) return term;
  return term.slice(0, -1);
}

/**
 * The form a word is indexed and searched under: its singular, and for "-ing" and "-ed" forms the base word when the
 * site's text has it ("writing" → write, "fading" → fade, "padding" → pad, "rendered" → render). So "write a shader"
 * finds "Writing a shader". `words` are the singular words of the whole index; without them only plurals meet.
 */
export function normalizeTerm(term: string, words?: ReadonlySet<string>): string {
  const word = singularize(term);
  if (!words) return word;
  const stem =
    word.endsWith('ing') && word.length > 5
      ? word.slice(0, -3)
      : word.endsWith('ed') && word.length > 3
        ? word.slice(0, -2)
        : null;
  if (stem === null || !/[aeiouy]/.test(stem)) return word;
  const bases = [`${stem}e`, stem, /([bdgmnprt])\1$/.test(stem) ? stem.slice(0, -1) : null];
  return bases.find((base) => base !== null && words.has(base)) ?? word;
}

/**
 * The first sentence of `text` (up to `maxChars`, cut at a word): what a hit shows to say what its record is. A lead-in
 * label of one word ("**Symptom.** Sounds play late.") says nothing alone, so the sentence after it comes with it.
 */
export function firstSentence(text: string, maxChars = 160): string {
  let sentence = text;
  for (const end of text.matchAll(/[.!?](?=\s|$)/g)) {
    const candidate = text.slice(0, end.index + 1);
    if (/\s/.test(candidate.trim())) {
      sentence = candidate;
      break;
    }
  }
  if (sentence.length <= maxChars) return sentence;
  const cut = sentence.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${space > maxChars * 0.6 ? cut.slice(0, space) : cut}${ELLIPSIS}`;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted: boolean;
}

interface Span {
  start: number;
  end: number;
}

/** Does a text fragment match: equal to a term the engine matched, or starting with a query word (prefix search)? */
function fragmentMatches(
  fragment: string,
  matchedTerms: ReadonlySet<string>,
  queryWords: readonly string[],
): string | null {
  const lower = fragment.toLowerCase();
  if (matchedTerms.has(lower)) return lower;
  // "Writing" when the engine matched "write": the matched terms are the only base words that matter here.
  const normalized = normalizeTerm(lower, matchedTerms);
  if (matchedTerms.has(normalized)) return normalized;
  for (const word of queryWords) {
    if (word.length > 0 && lower.startsWith(word)) return word;
  }
  return null;
}

/** Spans of `text` to mark: whole words when they match, otherwise matching camelCase parts. */
function findSpans(
  text: string,
  matchedTerms: ReadonlySet<string>,
  queryWords: readonly string[],
): {spans: Span[]; words: Set<string>} {
  const spans: Span[] = [];
  const words = new Set<string>();
  const needles = [...matchedTerms, ...queryWords].filter((needle) => needle.length > 0);
  if (needles.length === 0) return {spans, words};
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    const whole = fragmentMatches(word, matchedTerms, queryWords);
    if (whole) {
      spans.push({start, end: start + word.length});
      words.add(whole);
      continue;
    }
    // Splitting is costly; only words that contain a term somewhere can have a matching part.
    const lower = word.toLowerCase();
    if (!needles.some((needle) => lower.includes(needle))) continue;
    let offset = start;
    for (const part of word.split(CAMEL_BOUNDARY)) {
      const hit = fragmentMatches(part, matchedTerms, queryWords);
      if (hit) {
        spans.push({start: offset, end: offset + part.length});
        words.add(hit);
      }
      offset += part.length;
    }
  }
  return {spans, words};
}

function render(text: string, spans: readonly Span[], from = 0, to = text.length): string {
  let html = '';
  let cursor = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    html += escapeHtml(text.slice(cursor, start)) + MARK_OPEN + escapeHtml(text.slice(start, end)) + MARK_CLOSE;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

/**
 * The whole of `text`, escaped, with matching words marked.
 * `matchedTerms` are the index terms the engine matched (fuzzy matches included);
 * `query` is what the visitor typed.
 */
export function highlight(text: string, query: string, matchedTerms: Iterable<string> = []): HighlightResult {
  const queryWords = markedQueryWords(query);
  const {spans, words} = findSpans(text, new Set(matchedTerms), queryWords);
  const marked = spans.reduce((sum, span) => sum + span.end - span.start, 0);
  const letters = (text.match(WORD) ?? []).join('').length;
  const matchLevel = spans.length === 0 ? 'none' : words.size >= queryWords.length ? 'full' : 'partial';
  return {
    value: render(text, spans),
    matchLevel,
    matchedWords: [...words],
    fullyHighlighted: spans.length > 0 && marked >= letters,
  };
}

/**
 * About `maxWords` words of `text` around its first match, escaped and marked,
 * with an ellipsis where it was cut. Without a match: the start of the text.
 */
export function snippet(
  text: string,
  query: string,
  matchedTerms: Iterable<string> = [],
  maxWords = 14,
): {value: string; matchLevel: HighlightResult['matchLevel']} {
  const queryWords = markedQueryWords(query);
  const {spans, words} = findSpans(text, new Set(matchedTerms), queryWords);
  const wordStarts = [...text.matchAll(/\S+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const matchLevel = spans.length === 0 ? 'none' : words.size >= queryWords.length ? 'full' : 'partial';
  if (wordStarts.length <= maxWords) return {value: render(text, spans), matchLevel};

  const firstMatch = spans[0]?.start ?? 0;
  let anchor = wordStarts.findIndex((word) => word.end > firstMatch);
  if (anchor < 0) anchor = 0;
  // A few words of context before the match, the rest after it; in a table, from the start of the matched row.
  let first = Math.max(0, anchor - Math.floor(maxWords / 4));
  for (let i = anchor - 1; i >= first; i--)
    if (text.slice(wordStarts[i].start, wordStarts[i].end) === TABLE_ROW_SEPARATOR) {
      first = i + 1;
      break;
    }
  const last = Math.min(wordStarts.length - 1, first + maxWords - 1);
  first = Math.max(0, last - maxWords + 1);
  const from = wordStarts[first].start;
  const to = wordStarts[last].end;
  const value =
    (first > 0 ? ELLIPSIS : '') + render(text, spans, from, to) + (last < wordStarts.length - 1 ? ELLIPSIS : '');
  return {value, matchLevel};
}

/**
 * Makes highlighted HTML from a remote service safe: keeps `<mark>`/`</mark>` and
 * character references, escapes every other `<`, `>` and stray `&`.
 */
export function sanitizeHighlightedHtml(html: string): string {
  return html
    .split(/(<\/?mark>)/gi)
    .map((part) =>
      /^<\/?mark>$/i.test(part)
        ? part.toLowerCase()
        : part
            .replace(/&(?!(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/"/g, '&quot;'),
    )
    .join('');
}

/** Plain text of highlighted HTML (marks removed, the usual entities decoded). */
export function stripMarks(html: string): string {
  return html
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#039;/g, "'")
    .replace(/&amp;/g, '&');
}
