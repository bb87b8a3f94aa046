/**
 * The local search engine: MiniSearch over the records of the built index.
 * Runs in the browser (loaded on first use) and in Node (bench, unit tests).
 */
import MiniSearch, {type SearchOptions} from 'minisearch';

import {SECTIONS} from '../../../src/sections';
import {SEARCH} from '../constants';
import {expandRecords, type SearchDoc, type SerializedIndex} from './schema';
import {tokenizeIndex, tokenizeQuery} from './text';

export type SearchField = 'title' | 'heading' | 'content';
const FIELDS: SearchField[] = ['title', 'heading', 'content'];

export interface EngineHit {
  doc: SearchDoc;
  score: number;
  /** Index terms that matched (fuzzy and prefix matches included), for highlighting. */
  terms: string[];
  /** Fields the query matched in. */
  fields: Set<SearchField>;
}

export interface EngineResult {
  hits: EngineHit[];
  /** Number of hits after the per-page limit, before `limit`. */
  total: number;
}

export interface EngineQueryOptions {
  /** Keep only records for which this returns true (facet filters). */
  filter?: (doc: SearchDoc) => boolean;
  /** Hits to return; `total` still counts them all. */
  limit?: number;
}

export interface SearchEngine {
  readonly docs: readonly SearchDoc[];
  search(query: string, options?: EngineQueryOptions): EngineResult;
}

/** "Vector2", "vector2()", "@canvas-commons/core" → comparable names. */
function normalizeName(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function fieldValue(doc: SearchDoc, field: string): string | number {
  if (field === 'id') return doc.id;
  if (field === 'title') return doc.title;
  if (field === 'heading') return doc.lvl3 ?? doc.lvl2 ?? '';
  return doc.content;
}

function newMiniSearch(vocabulary: Set<string>): MiniSearch<SearchDoc> {
  return new MiniSearch<SearchDoc>({
    fields: FIELDS,
    storeFields: [],
    extractField: fieldValue,
    // Records every indexed term, for the transposed-letters fallback.
    tokenize: (text) => {
      const tokens = tokenizeIndex(text);
      for (const token of tokens) vocabulary.add(token);
      return tokens;
    },
    // The tokenizer already lower-cases.
    processTerm: (term) => term,
  });
}

/** Edit distance allowed for a query word. */
export function typoTolerance(term: string): number | false {
  if (term.length >= SEARCH.typos.twoFrom) return 2;
  if (term.length >= SEARCH.typos.oneFrom) return 1;
  return false;
}

/**
 * "spilne" → "spline": swapped neighbours are one typo to a visitor but two edits
 * to MiniSearch. Used only when a query finds nothing; returns a known word or null.
 */
export function fixTransposition(term: string, vocabulary: ReadonlySet<string>): string | null {
  if (term.length < SEARCH.typos.oneFrom || vocabulary.has(term)) return null;
  for (let i = 0; i < term.length - 1; i++) {
    const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
    if (vocabulary.has(swapped)) return swapped;
  }
  return null;
}

/** Builds the engine at once (Node: bench, tests). */
export function createEngine(data: SerializedIndex): SearchEngine {
  const docs = expandRecords(data);
  const vocabulary = new Set<string>();
  const mini = newMiniSearch(vocabulary);
  mini.addAll(docs);
  return engineOver(mini, docs, vocabulary);
}

/** Builds the engine in chunks that yield to the event loop, so the page stays responsive while it indexes. */
export async function createEngineAsync(data: SerializedIndex): Promise<SearchEngine> {
  const docs = expandRecords(data);
  const vocabulary = new Set<string>();
  const mini = newMiniSearch(vocabulary);
  await mini.addAllAsync(docs, {chunkSize: 1000});
  return engineOver(mini, docs, vocabulary);
}

function engineOver(mini: MiniSearch<SearchDoc>, docs: SearchDoc[], vocabulary: ReadonlySet<string>): SearchEngine {
  const normalizedTitles = docs.map((doc) => normalizeName(doc.title));
  // "rect radius", "Rect.radius" → the `radius` section of the page titled Rect (an API member).
  const qualifiedNames = docs.map((doc) =>
    doc.level === 1 ? null : normalizeName(`${doc.title}${doc.lvl3 ?? doc.lvl2 ?? ''}`),
  );

  function run(query: string, combineWith: 'AND' | 'OR', fuzzy: boolean, filter: EngineQueryOptions['filter']) {
    const exactName = normalizeName(query);
    const options: SearchOptions = {
      boost: {title: SEARCH.boost.title, heading: SEARCH.boost.heading, content: SEARCH.boost.content},
      // Prefix matching on the word being typed (the last), as Algolia's prefixLast: earlier words are complete.
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: fuzzy ? typoTolerance : false,
      combineWith,
      tokenize: tokenizeQuery,
      processTerm: (term) => term,
      // An exact API name ("Rect", "tween") puts its page first, then that page's sections.
      boostDocument: (id: number) => {
        if (qualifiedNames[id] === exactName) return SEARCH.exactTitleBoost * 2;
        if (normalizedTitles[id] !== exactName) return 1;
        return docs[id].level === 1 ? SEARCH.exactTitleBoost * 2 : SEARCH.exactTitleBoost;
      },
      filter: filter ? (result) => filter(docs[result.id as number]) : undefined,
    };
    return mini.search(query, options);
  }

  return {
    docs,
    search(query, {filter, limit = Number.POSITIVE_INFINITY} = {}) {
      if (tokenizeQuery(query).length === 0) return {hits: [], total: 0};
      // Exact and prefix matches first; typos only when those find little.
      let results = run(query, 'AND', false, filter);
      if (results.length < SEARCH.typoFallbackBelow) {
        const typoTolerant = run(query, 'AND', true, filter);
        if (typoTolerant.length > results.length) results = typoTolerant;
      }
      // Several words that never occur together: fall back to any of them.
      if (results.length === 0) results = run(query, 'OR', true, filter);
      if (results.length === 0) {
        const words = tokenizeQuery(query);
        const fixed = words.map((word) => fixTransposition(word, vocabulary) ?? word);
        if (fixed.some((word, i) => word !== words[i])) {
          const corrected = fixed.join(' ');
          results = run(corrected, 'AND', true, filter);
          if (results.length === 0) results = run(corrected, 'OR', true, filter);
        }
      }

      // A page titled exactly as the query ("Vector2") leads, ahead of its own member records,
      // whose text repeats the name many times over.
      const exactName = normalizeName(query);
      const exactPage = results.findIndex(
        (result) => docs[result.id as number].level === 1 && normalizedTitles[result.id as number] === exactName,
      );
      if (exactPage > 0) results.unshift(...results.splice(exactPage, 1));

      const perPage = new Map<string, number>();
      const kept: typeof results = [];
      for (const result of results) {
        const {path} = docs[result.id as number];
        const seen = perPage.get(path) ?? 0;
        if (seen >= SEARCH.distinctPerPage) continue;
        perPage.set(path, seen + 1);
        kept.push(result);
      }
      diversifyTop(kept, (result) => docs[result.id as number].path, SEARCH.distinctPagesFirst);
      promoteTopicGuide(kept, (result) => docs[result.id as number], normalizeName(query));
      // Match details only for the hits returned: a common word can match thousands of records.
      const hits = kept.slice(0, limit).map((result) => ({
        doc: docs[result.id as number],
        score: result.score,
        terms: result.terms,
        fields: new Set(Object.values(result.match).flat() as SearchField[]),
      }));
      return {hits, total: kept.length};
    },
  };
}

/**
 * Moves later sections of a page below the first hit of other pages until the first `count` hits come from
 * `count` different pages, in place: "camera" then shows the Camera class *and* the Camera guide, instead of the
 * class page and two of its sections.
 */
export function diversifyTop<T>(results: T[], pageOf: (result: T) => string, count: number): void {
  const top: T[] = [];
  const deferred: T[] = [];
  const pages = new Set<string>();
  let index = 0;
  for (; index < results.length && top.length < count; index++) {
    const page = pageOf(results[index]);
    if (pages.has(page)) {
      deferred.push(results[index]);
    } else {
      pages.add(page);
      top.push(results[index]);
    }
  }
  results.splice(0, index, ...top, ...deferred);
}

/** Where the guides live: a query naming a guide's topic shows that guide second at the latest. */
const GUIDES_PREFIX = SECTIONS.find((section) => section.id === 'guides')?.pathPrefix ?? '/docs';

/**
 * "layout", "tween": a reader of the API wants the item, a reader of the guides the guide "Layouts" or "Tweening".
 * When a guide's title starts with the query, its best hit moves up to second place (the first stays).
 */
export function promoteTopicGuide<T>(results: T[], docOf: (result: T) => SearchDoc, normalizedQuery: string): void {
  if (normalizedQuery.length < 3) return;
  const isTopicGuide = (doc: SearchDoc) =>
    doc.path.startsWith(`${GUIDES_PREFIX}/`) && normalizeName(doc.title).startsWith(normalizedQuery);
  // The guide's own page record if it matched, else its best section.
  const pageIndex = results.findIndex((result) => isTopicGuide(docOf(result)) && docOf(result).level === 1);
  const index = pageIndex >= 0 ? pageIndex : results.findIndex((result) => isTopicGuide(docOf(result)));
  if (index <= 1) return;
  const [guide] = results.splice(index, 1);
  results.splice(1, 0, guide);
}
