/** The engine's public shapes: what a search returns and what it accepts. */
import type {SearchDoc} from '../schema';

export type SearchField = 'title' | 'keywords' | 'heading' | 'content';

export interface EngineHit {
  doc: SearchDoc;
  score: number;
  /** Index terms that matched (fuzzy and prefix matches included), for highlighting. */
  terms: string[];
  /** Fields the query matched in. */
  fields: Set<SearchField>;
}

export interface EngineResult {
  /** The modal's visible hits first, in the order the modal shows them, then the others by score. */
  hits: EngineHit[];
  /** How many of `hits` the modal shows (before `limit`). */
  visible: number;
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
