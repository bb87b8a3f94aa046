/**
 * The local search engine: MiniSearch over the records of the built index.
 * Runs in the browser (loaded on first use) and in Node (bench, unit tests).
 *
 * A search goes through the steps of `engine/`, one job a file: parse the query (parseQuery), gather candidates in
 * tiers (gatherTiers, each run scored by runQuery and boost), order them (rerank), and shape the hits as the modal
 * shows them (shapeHits, arrangeForModal). What each record is called and about is worked out once (recordFacts).
 */
import type MiniSearch from 'minisearch';

import {expandRecords, type SearchDoc, type SerializedIndex} from './schema';
import {indexWords, newMiniSearch} from './engine/miniSearchIndex';
import {parseQuery} from './engine/parseQuery';
import {describeRecords, type RecordFacts} from './engine/recordFacts';
import {runQuery, type RunQuery} from './engine/runQuery';
import {gatherTiers} from './engine/gatherTiers';
import {rankResults} from './engine/rerank';
import {shapeResult} from './engine/shapeHits';
import type {EngineQueryOptions, EngineResult, SearchEngine} from './engine/types';

export type {EngineHit, EngineQueryOptions, EngineResult, SearchEngine, SearchField} from './engine/types';
export {nameOfQuery} from './engine/names';
export {fixOneLetter, fixTransposition, typoTolerance, withSlipsFixed} from './engine/slips';
export {arrangeForModal, type ModalKeys} from './engine/arrangeForModal';

/** Builds the engine at once (Node: bench, tests). */
export function createEngine(data: SerializedIndex): SearchEngine {
  const docs = expandRecords(data);
  const words = indexWords(docs);
  const mini = newMiniSearch(words);
  mini.addAll(docs);
  return engineOver(mini, docs, words);
}

/** Builds the engine in chunks that yield to the event loop, so the page stays responsive while it indexes. */
export async function createEngineAsync(data: SerializedIndex): Promise<SearchEngine> {
  const docs = expandRecords(data);
  const words = indexWords(docs);
  const mini = newMiniSearch(words);
  await mini.addAllAsync(docs, {chunkSize: 1000});
  return engineOver(mini, docs, words);
}

function engineOver(mini: MiniSearch<SearchDoc>, docs: SearchDoc[], vocabulary: ReadonlySet<string>): SearchEngine {
  const facts = describeRecords(docs, vocabulary);
  return {
    docs,
    search(typedQuery, options = {}) {
      return searchRecords(mini, facts, typedQuery, options);
    },
  };
}

function searchRecords(
  mini: MiniSearch<SearchDoc>,
  facts: RecordFacts,
  typedQuery: string,
  {filter = () => true, limit = Number.POSITIVE_INFINITY}: EngineQueryOptions,
): EngineResult {
  const query = parseQuery(typedQuery, facts.vocabulary);
  if (query.words.length === 0) return {hits: [], visible: 0, total: 0};
  const run: RunQuery = (combineWith, fuzzy) => runQuery(mini, facts, query, {combineWith, fuzzy, filter});
  const results = rankResults(gatherTiers(run, query, facts), facts, query);
  return shapeResult(results, facts, query, limit);
}
