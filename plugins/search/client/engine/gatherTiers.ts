/** Candidate gathering: the runs a search makes, and the tiers their hits come in. */
import type {SearchResult} from 'minisearch';

import {SEARCH} from '../../constants';
import {isQualifiedName} from './naming';
import {queryTerms, type ParsedQuery} from './parseQuery';
import type {RecordFacts} from './recordFacts';
import type {RunQuery} from './runQuery';

/**
 * Hits come in tiers, each ranked within itself: words as typed; when those find little, words one typo away ("glow"
 * finds the page about glows before any "flow"); then any of the words with typos.
 * A word the site never uses ("shadr", "cahce") is a slip: the query as meant comes before hits that leave the word
 * out, which would otherwise bury it under every record with the other words (`mistyped`).
 * A record with some of the words competes, at a discount, with those that have all: "write a custom component" finds
 * the Custom components guide, which never says "write". One query finds both: MiniSearch scores a record with every
 * word the same whether all are required or not, so those are the AND hits.
 */
export function gatherTiers(run: RunQuery, query: ParsedQuery, facts: RecordFacts): SearchResult[][] {
  const {mistyped, words} = query;
  const {asTyped, someWords} = splitByWordsFound(run('OR', false), query, facts);
  if (!mistyped) asTyped.push(...someWords);
  const tiers = [asTyped];
  if (mistyped || countOf(tiers) < SEARCH.typoFallbackBelow) tiers.push(notYetIn(tiers, run('AND', true)));
  if (mistyped) tiers.push(notYetIn(tiers, someWords));
  if (countOf(tiers) === 0 && words.length > 1) tiers.push(run('OR', true));
  return tiers;
}

/** Hits with every word, and the others at a discount. */
function splitByWordsFound(
  results: readonly SearchResult[],
  {words, exactName}: ParsedQuery,
  facts: RecordFacts,
): {asTyped: SearchResult[]; someWords: SearchResult[]} {
  const asTyped: SearchResult[] = [];
  const someWords: SearchResult[] = [];
  const wanted = queryTerms(words, facts.vocabulary).size;
  for (const result of results) {
    // A section named as item and heading has every word, though its text may not repeat the item's name
    // (an inherited member: "Txt fontSize" is on Layout's page).
    if (result.queryTerms.length >= wanted || isQualifiedName(facts, result.id as number, exactName))
      asTyped.push(result);
    else someWords.push({...result, score: result.score * SEARCH.someWordsFactor});
  }
  return {asTyped, someWords};
}

function countOf(tiers: readonly SearchResult[][]): number {
  return tiers.reduce((sum, tier) => sum + tier.length, 0);
}

/** The results no tier holds yet. */
function notYetIn(tiers: readonly SearchResult[][], results: SearchResult[]): SearchResult[] {
  const seen = new Set(tiers.flat().map((result) => result.id));
  return results.filter((result) => !seen.has(result.id));
}
