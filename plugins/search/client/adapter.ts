/**
 * Adapts the local engine to the Algolia v5 search client shape DocSearch calls
 * (`search({requests})` → `{results}`), with DocSearch-shaped hits, and cleans
 * hosted DocSearch hits (site-relative URLs, safe highlighting).
 *
 * Everything in a hit that DocSearch may put into `innerHTML` — the highlight and
 * snippet values, and also `hierarchy.*` and `content` (recent searches are
 * stored without highlights and render those raw) — is escaped HTML.
 */
import type {DocSearchHit} from '@docsearch/react';

import {sectionOf, type SectionId} from '../../../src/sections';
import {SEARCH} from '../constants';
import type {EngineHit, SearchEngine} from './engine';
import type {SearchDoc} from './schema';
import {escapeHtml} from '../../../src/lib/escapeHtml';
import {firstSentence, highlight, sanitizeHighlightedHtml, snippet, stripMarks, type HighlightResult} from './text';

/** Algolia facet filters: outer array AND, inner arrays OR (`['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']]`). */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** The part of an Algolia search request the site uses. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  [parameter: string]: unknown;
}

export interface SearchResponse {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
}

/** The subset of algoliasearch v5's LiteClient that DocSearch 4 and the search page use. */
export interface SiteSearchClient {
  search(params: {requests: readonly SearchRequest[]}): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): unknown}};
}

type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const NO_MATCH: HighlightResult = {value: '', matchLevel: 'none', matchedWords: [], fullyHighlighted: false};

function facetValue(doc: SearchDoc, attribute: string): string | undefined {
  if (attribute === 'language') return doc.language;
  if (attribute === 'docusaurus_tag') return doc.tag;
  return undefined;
}

function matchesFilter(doc: SearchDoc, filter: string): boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return true;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  const actual = facetValue(doc, attribute);
  // Attributes the local records do not have do not filter (the hosted index may have more facets).
  if (actual === undefined) return true;
  return negated ? actual !== value : actual === value;
}

/** Turns Algolia facet filters into a predicate over local records. */
export function facetFilterPredicate(filters: FacetFilters | undefined): ((doc: SearchDoc) => boolean) | undefined {
  if (filters === undefined || filters.length === 0) return undefined;
  const clauses = typeof filters === 'string' ? [filters] : filters;
  return (doc) =>
    clauses.every((clause) =>
      typeof clause === 'string'
        ? matchesFilter(doc, clause)
        : clause.length === 0 || clause.some((filter) => matchesFilter(doc, filter)),
    );
}

/** A hit found by its name (title, heading) or topic words shows as that heading; one found only by its text, as text. */
function hitType(hit: EngineHit): DocSearchHit['type'] {
  const {doc, fields} = hit;
  const byName = fields.has(doc.level === 1 ? 'title' : 'heading') || fields.has('keywords') || !fields.has('content');
  if (!byName) return 'content';
  return doc.level === 1 ? 'lvl1' : (`lvl${doc.level}` as DocSearchHit['type']);
}

/** Separates a section's page title from its sentence in the line under a hit's title. */
const PATH_SEPARATOR = ' — ';

/**
 * One local record as a DocSearch hit. Every hit shows a sentence saying what it is: a page hit shows its summary
 * (or the words around the match) under its title; a section hit, whose second line DocSearch fills with
 * `hierarchy.lvl1`, shows its page's title and the section's first sentence there; a text hit shows the words
 * around the match, then its page and section.
 */
export function toDocSearchHit(hit: EngineHit, query: string): DocSearchHit {
  const {doc, terms} = hit;
  const plain: Record<HierarchyLevel, string | null> = {
    lvl0: doc.lvl0,
    lvl1: doc.title,
    lvl2: doc.lvl2,
    lvl3: doc.lvl3,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const highlighted = Object.fromEntries(
    LEVELS.map((level) => [level, plain[level] === null ? NO_MATCH : highlight(plain[level], query, terms)]),
  ) as Record<HierarchyLevel, HighlightResult>;
  const type = hitType(hit);
  // A hit found by its text shows the words around the match; one found by its title or heading, its first
  // sentence (a summary), which says what it is.
  const contentSnippet =
    type === 'content'
      ? snippet(doc.content, query, terms, SEARCH.snippetWords)
      : highlight(firstSentence(doc.content), query, terms);
  const section = doc.lvl3 ?? doc.lvl2;
  const secondLine: HighlightResult =
    type === 'content'
      ? {
          ...highlighted.lvl1,
          value: section ? `${highlighted.lvl1.value} › ${escapeHtml(section)}` : highlighted.lvl1.value,
        }
      : type === 'lvl1' || !doc.content
        ? highlighted.lvl1
        : {...highlighted.lvl1, value: `${highlighted.lvl1.value}${PATH_SEPARATOR}${contentSnippet.value}`};
  const snippetLevels = {...highlighted, lvl1: secondLine};
  const url = doc.anchor ? `${doc.path}#${doc.anchor}` : doc.path;
  return {
    objectID: String(doc.id),
    url,
    url_without_anchor: doc.path,
    anchor: doc.anchor,
    type,
    hierarchy: {
      lvl0: escapeHtml(doc.lvl0),
      lvl1: escapeHtml(doc.title),
      lvl2: doc.lvl2 === null ? null : escapeHtml(doc.lvl2),
      lvl3: doc.lvl3 === null ? null : escapeHtml(doc.lvl3),
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    // Escaped and unmarked: what recent searches show for this hit.
    content: doc.content ? contentSnippet.value.replace(/<\/?mark>/g, '') : null,
    _highlightResult: {
      // The whole text, marked: part of a DocSearch hit, but the modal and /search show the snippet instead, so it is
      // made only if something reads it (it is most of a query's cost otherwise).
      get content() {
        return doc.content ? highlight(doc.content, query, terms) : NO_MATCH;
      },
      hierarchy: highlighted,
      hierarchy_camel: [highlighted],
    },
    // For section hits, `hierarchy.lvl1` here is the line under the title: page title and sentence.
    _snippetResult: {
      content: {...contentSnippet, matchLevel: contentSnippet.matchLevel},
      hierarchy: snippetLevels,
      hierarchy_camel: [snippetLevels],
    },
  };
}

/** An answer without hits, for a request the search could not run. */
export function emptyResponse(request: SearchRequest): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? SEARCH.hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
  };
}

export interface LocalSearchOptions {
  /**
   * Only the hits the modal shows, in its visual order. DocSearch regroups whatever it gets (by group, then page,
   * five to a group), so a longer list would let later hits of the first group push the other groups down.
   */
  visibleOnly?: boolean;
}

/** Runs one Algolia-shaped request against the local engine. */
export function searchLocal(
  engine: SearchEngine,
  request: SearchRequest,
  {visibleOnly = false}: LocalSearchOptions = {},
): SearchResponse {
  const started = performance.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? SEARCH.hitsPerPage;
  const {hits, visible, total} = engine.search(query, {
    filter: facetFilterPredicate(request.facetFilters),
    limit: hitsPerPage,
  });
  const shown = visibleOnly ? hits.slice(0, visible) : hits;
  return {
    hits: shown.map((hit) => toDocSearchHit(hit, query)),
    nbHits: total,
    page: 0,
    nbPages: Math.ceil(total / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName,
  };
}

/**
 * The error DocSearch expects when the search service cannot be reached: only an
 * error named `RetryError` (algoliasearch's name for it) makes the modal show its
 * "Unable to fetch results" screen; any other error shows "No results".
 */
function unreachable(cause: unknown): Error {
  const error = new Error(`Search index unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, {
    cause,
  });
  error.name = 'RetryError';
  return error;
}

/**
 * A search client over the local index. `loadEngine` runs on the first search,
 * so the index is fetched when the modal or the search page first queries it.
 */
export function createLocalSearchClient(
  loadEngine: () => Promise<SearchEngine>,
  options: LocalSearchOptions = {},
): SiteSearchClient {
  const agent = {value: 'canvas-commons-local-search', add: () => agent};
  return {
    async search({requests}) {
      let engine: SearchEngine;
      try {
        engine = await loadEngine();
      } catch (cause) {
        throw unreachable(cause);
      }
      return {results: requests.map((request) => searchLocal(engine, request, options))};
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent: agent},
  };
}

/**
 * A hosted hit's URL as a site-relative one (`https://canvascommons.io/api/core#x`
 * → `/api/core#x`), so navigation stays in the single-page app and works on any
 * deployment (preview hosts, localhost) of the same index.
 */
export function toSiteRelativeUrl(url: string): string {
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

function sanitizeHighlight<T extends {value: string}>(result: T | undefined): T | undefined {
  return result ? {...result, value: sanitizeHighlightedHtml(result.value)} : result;
}

function sanitizeLevels<T extends Partial<Record<HierarchyLevel, {value: string}>>>(
  levels: T | undefined,
): T | undefined {
  if (!levels) return levels;
  return Object.fromEntries(Object.entries(levels).map(([level, result]) => [level, sanitizeHighlight(result)])) as T;
}

/**
 * A hit from the hosted index, made like a local one: site-relative URL, raw
 * fields escaped, highlights reduced to text plus `<mark>`.
 */
export function cleanHostedHit(hit: DocSearchHit): DocSearchHit {
  const escapeOrNull = (text: string | null) =>
    text === null || text === undefined ? null : escapeHtml(stripMarks(text));
  const hierarchy = {...hit.hierarchy};
  for (const level of LEVELS) {
    if (level === 'lvl0' || level === 'lvl1') hierarchy[level] = escapeHtml(stripMarks(hit.hierarchy[level] ?? ''));
    else hierarchy[level] = escapeOrNull(hit.hierarchy[level]);
  }
  const highlightResult = hit._highlightResult;
  const snippetResult = hit._snippetResult;
  return {
    ...hit,
    url: toSiteRelativeUrl(hit.url),
    url_without_anchor: toSiteRelativeUrl(hit.url_without_anchor ?? hit.url),
    hierarchy,
    content: escapeOrNull(hit.content),
    _highlightResult: highlightResult && {
      ...highlightResult,
      content: sanitizeHighlight(highlightResult.content) ?? NO_MATCH,
      hierarchy: sanitizeLevels(highlightResult.hierarchy) ?? highlightResult.hierarchy,
      hierarchy_camel: (highlightResult.hierarchy_camel ?? []).map((levels) => sanitizeLevels(levels) ?? levels),
    },
    _snippetResult: snippetResult && {
      ...snippetResult,
      content: sanitizeHighlight(snippetResult.content) ?? NO_MATCH,
      hierarchy: sanitizeLevels(snippetResult.hierarchy) ?? snippetResult.hierarchy,
      hierarchy_camel: (snippetResult.hierarchy_camel ?? []).map((levels) => sanitizeLevels(levels) ?? levels),
    },
  };
}

/**
 * A search client for the hosted index that the /search page uses (the modal
 * uses DocSearch's own client). Plain `fetch` to Algolia's REST API: no extra
 * dependency, and the same `{requests}` → `{results}` shape as the local client.
 */
export function createHostedSearchClient(
  {appId, apiKey}: {appId: string; apiKey: string},
  agentSegment: string,
): SiteSearchClient {
  const agent = {
    value: `canvas-commons-site; ${agentSegment}`,
    add({segment, version}: {segment: string; version?: string}) {
      agent.value += `; ${segment}${version ? ` (${version})` : ''}`;
      return agent;
    },
  };
  return {
    async search({requests}) {
      let response: Response;
      try {
        response = await fetch(
          `https://${appId}-dsn.algolia.net/1/indexes/*/queries?x-algolia-agent=${encodeURIComponent(agent.value)}`,
          {
            method: 'POST',
            // text/plain keeps this a "simple" request: no CORS preflight.
            headers: {'content-type': 'text/plain', 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey},
            body: JSON.stringify({requests}),
          },
        );
      } catch (cause) {
        throw unreachable(cause);
      }
      if (!response.ok) throw new Error(`Search service answered ${response.status}`);
      const {results} = (await response.json()) as {results: SearchResponse[]};
      return {results: results.map((result) => ({...result, hits: result.hits.map(cleanHostedHit)}))};
    },
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
  };
}

/** The search-page section a hit belongs to, by its URL path. */
export function sectionOfUrl(url: string, baseUrl: string): SectionId | null {
  const path = url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url;
  return sectionOf(path)?.id ?? null;
}
