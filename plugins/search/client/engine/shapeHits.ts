/** Result shaping: the ranked results laid out as the modal shows them, and the hits a search returns. */
import type {SearchResult} from 'minisearch';

import type {SearchDoc} from '../schema';
import {arrangeForModal, type ModalKeys} from './arrangeForModal';
import {matchedFields, TOPIC_FIELDS} from './fields';
import {namesSection} from './naming';
import type {ParsedQuery} from './parseQuery';
import type {RecordFacts} from './recordFacts';
import type {EngineHit, EngineResult} from './types';

export function shapeResult(
  results: readonly SearchResult[],
  facts: RecordFacts,
  query: ParsedQuery,
  limit: number,
): EngineResult {
  const {visible, rest} = arrangeForModal(results, modalKeys(facts, query));
  const ordered = [...visible, ...rest];
  // Match details only for the hits returned: a common word can match thousands of records.
  const hits = ordered.slice(0, limit).map((result) => toEngineHit(result, facts.docs));
  return {hits, visible: Math.min(visible.length, hits.length), total: ordered.length};
}

function modalKeys(facts: RecordFacts, {words, exactName}: ParsedQuery): ModalKeys<SearchResult> {
  const docOf = (result: SearchResult) => facts.docs[result.id as number];
  return {
    group: (result) => docOf(result).lvl0,
    page: (result) => docOf(result).title,
    isPage: (result) => docOf(result).level === 1,
    isUnnamedMember: (result) => docOf(result).member && !namesSection(facts, result.id as number, exactName, words),
    isTopicMatch: (result) => isTopicMatch(result, words.length),
    score: (result) => result.score,
  };
}

/** Every word of the query matched the record's title, keywords or heading: the record is about the query. */
function isTopicMatch(result: SearchResult, queryWords: number): boolean {
  if (result.queryTerms.length < queryWords) return false;
  return Object.values(result.match).every((fields) => fields.some((field) => TOPIC_FIELDS.has(field)));
}

function toEngineHit(result: SearchResult, docs: readonly SearchDoc[]): EngineHit {
  return {
    doc: docs[result.id as number],
    score: result.score,
    terms: result.terms,
    fields: matchedFields(result.match),
  };
}
