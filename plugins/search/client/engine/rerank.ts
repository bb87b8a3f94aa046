/** Ordering: the tiers' hits by score, after the boosts and the leads that need the whole list. */
import type {SearchResult} from 'minisearch';

import {SEARCH} from '../../constants';
import type {ParsedQuery} from './parseQuery';
import type {RecordFacts} from './recordFacts';
import {topicWordsOf} from './topics';

/** The tiers as one list, each tier ranked by score within itself, with the leads below applied. */
export function rankResults(tiers: SearchResult[][], facts: RecordFacts, query: ParsedQuery): SearchResult[] {
  boostKeywordPhrases(tiers, facts);
  const results = tiers.flatMap((tier) => tier.sort((a, b) => b.score - a.score));
  leadWithExactPage(results, facts, query.exactName);
  leadWithGuideTopic(results, facts, query);
  return results;
}

/**
 * A page whose own topic words ("fade out", "z-index") the query contains is about the query. Matched terms are the
 * index's, so a typo ("paretn") still finds the page that lists "parent".
 */
function boostKeywordPhrases(tiers: readonly SearchResult[][], facts: RecordFacts): void {
  for (const result of tiers.flat()) {
    const phrases = facts.keywordPhrases[result.id as number];
    if (phrases.length === 0) continue;
    const matched = new Set(result.terms);
    if (phrases.some((phrase) => phrase.every((word) => matched.has(word)))) result.score *= SEARCH.keywordPhraseBoost;
  }
}

/**
 * A page titled exactly as the query ("Vector2") leads, ahead of its own member records, whose text repeats the name
 * many times over.
 */
function leadWithExactPage(results: SearchResult[], facts: RecordFacts, exactName: string): void {
  const exactPage = results.findIndex(
    (result) =>
      facts.docs[result.id as number].level === 1 && facts.normalizedTitles[result.id as number] === exactName,
  );
  moveToFront(results, exactPage);
}

/**
 * A topic typed in lower case ("layout", "latex") asks what the site teaches about it: a guide page or section titled
 * or keyworded with exactly those words leads, ahead of an API item of that name. A name typed in its own case
 * ("Layout", or a function's "tween") asks for the item.
 */
function leadWithGuideTopic(results: SearchResult[], facts: RecordFacts, {typed, text}: ParsedQuery): void {
  const first = results[0] && facts.docs[results[0].id as number];
  if (
    !first ||
    typed !== typed.toLowerCase() ||
    facts.guideTopics[results[0].id as number] !== null ||
    first.title === text.trim()
  )
    return;
  const topic = topicWordsOf(text, facts.vocabulary);
  moveToFront(
    results,
    results.findIndex((result) => facts.guideTopics[result.id as number]?.has(topic)),
  );
}

function moveToFront(results: SearchResult[], index: number): void {
  if (index > 0) results.unshift(...results.splice(index, 1));
}
