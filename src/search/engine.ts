/**
 * The local search engine: MiniSearch over the records of the built index.
 * Runs in the browser (loaded on first use) and in Node (bench, unit tests).
 */
import MiniSearch, {type SearchOptions} from 'minisearch';

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

function newMiniSearch(): MiniSearch<SearchDoc> {
  return new MiniSearch<SearchDoc>({
    fields: FIELDS,
    storeFields: [],
    extractField: fieldValue,
    tokenize: tokenizeIndex,
    // The tokenizer already lower-cases.
    processTerm: (term) => term,
  });
}

/** Builds the engine at once (Node: bench, tests). */
export function createEngine(data: SerializedIndex): SearchEngine {
  const docs = expandRecords(data);
  const mini = newMiniSearch();
  mini.addAll(docs);
  return engineOver(mini, docs);
}

/** Builds the engine in chunks that yield to the event loop, so the page stays responsive while it indexes. */
export async function createEngineAsync(data: SerializedIndex): Promise<SearchEngine> {
  const docs = expandRecords(data);
  const mini = newMiniSearch();
  await mini.addAllAsync(docs, {chunkSize: 1000});
  return engineOver(mini, docs);
}

function engineOver(mini: MiniSearch<SearchDoc>, docs: SearchDoc[]): SearchEngine {
  const normalizedTitles = docs.map((doc) => normalizeName(doc.title));

  function run(query: string, combineWith: 'AND' | 'OR', filter: EngineQueryOptions['filter']) {
    const exactName = normalizeName(query);
    const options: SearchOptions = {
      boost: {title: SEARCH.boost.title, heading: SEARCH.boost.heading, content: SEARCH.boost.content},
      prefix: true,
      fuzzy: (term) => (term.length >= SEARCH.fuzzyMinLength ? SEARCH.fuzzy : false),
      combineWith,
      tokenize: tokenizeQuery,
      processTerm: (term) => term,
      // An exact API name ("Rect", "tween") puts its page first, then that page's sections.
      boostDocument: (id: number) => {
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
      let results = run(query, 'AND', filter);
      // Several words that never occur together: fall back to any of them.
      if (results.length === 0) results = run(query, 'OR', filter);

      const perPage = new Map<string, number>();
      const hits: EngineHit[] = [];
      for (const result of results) {
        const doc = docs[result.id as number];
        const seen = perPage.get(doc.path) ?? 0;
        if (seen >= SEARCH.distinctPerPage) continue;
        perPage.set(doc.path, seen + 1);
        hits.push({
          doc,
          score: result.score,
          terms: result.terms,
          fields: new Set(Object.values(result.match).flat() as SearchField[]),
        });
      }
      return {hits: hits.slice(0, limit), total: hits.length};
    },
  };
}
