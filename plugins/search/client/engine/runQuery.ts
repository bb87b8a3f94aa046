/** One MiniSearch run of a parsed query: which words it matches how, and which records it may return. */
import type MiniSearch from 'minisearch';
import type {SearchOptions, SearchResult} from 'minisearch';

import {SEARCH} from '../../constants';
import type {SearchDoc} from '../schema';
import {tokenizeQuery} from '../text';
import {recordBoost} from './boost';
import {queryTerm, type ParsedQuery} from './parseQuery';
import type {RecordFacts} from './recordFacts';
import {typoTolerance} from './slips';

/** A run of the current query: all words or any, as typed or with typos. */
export type RunQuery = (combineWith: 'AND' | 'OR', fuzzy: boolean) => SearchResult[];

export function runQuery(
  mini: MiniSearch<SearchDoc>,
  facts: RecordFacts,
  query: ParsedQuery,
  {combineWith, fuzzy, filter}: {combineWith: 'AND' | 'OR'; fuzzy: boolean; filter: (doc: SearchDoc) => boolean},
): SearchResult[] {
  const options: SearchOptions = {
    boost: SEARCH.boost,
    prefix: isPrefixTerm,
    fuzzy: fuzzy ? typoTolerance : false,
    combineWith,
    tokenize: tokenizeQuery,
    processTerm: (term) => queryTerm(term, query.words, facts.vocabulary),
    boostDocument: (id: number) => recordBoost(facts, id, query),
    filter: (result) => keepsRecord(facts.docs[result.id as number], query.words, filter),
  };
  return mini.search(query.text, options);
}

/**
 * Prefix matching on the word being typed (the last), as Algolia's prefixLast: earlier words are complete. Not for
 * one or two letters after other words ("map(from, to, t)", "image not showing up"): every word starting with them
 * ("update", "upgrade") would count as typed.
 */
function isPrefixTerm(term: string, index: number, terms: string[]): boolean {
  return index === terms.length - 1 && (terms.length === 1 || term.length > 2);
}

/** Boilerplate sections ("Recap", "Next", "Constructor") only when the query names them; then the facet filters. */
function keepsRecord(doc: SearchDoc, words: readonly string[], filter: (doc: SearchDoc) => boolean): boolean {
  if (doc.boilerplate && !anchorWords(doc).some((word) => words.includes(word))) return false;
  return filter(doc);
}

/** The words of a record's anchor: "recap", "constructor", "used in guides" (a constructor's heading is "new Rect()"). */
function anchorWords(doc: SearchDoc): string[] {
  return tokenizeQuery((doc.anchor ?? '').replace(/-\d+$/, ''));
}
