/** Query parsing: what one search reads of the typed query, worked out once for all its runs. */
import {normalizeTerm, STOP_WORDS, tokenizeQuery} from '../text';
import {nameOfQuery} from './names';
import {isIndexedWord, withSlipsFixed} from './slips';
import {topicSetOf} from './topics';

export interface ParsedQuery {
  /** The query as typed. */
  typed: string;
  /** The query as meant, slips fixed: what is searched. */
  text: string;
  /** A word the site lacks is left, one no fix found: a slip ("shadr", "cahce"). */
  mistyped: boolean;
  words: string[];
  /** The name the query asks for ({@link nameOfQuery}). */
  exactName: string;
  /** Its topic words, as index words. */
  topic: ReadonlySet<string>;
}

/**
 * A word the site does not have that becomes one of its words with two neighbours swapped ("chrat"), or, when long,
 * with one letter changed, missing or extra ("equasion"), is read as that word, and the query is then searched as if
 * typed right: records with the other words but not the one meant would otherwise come first (a word the site lacks
 * could not match as typed anyway).
 */
export function parseQuery(typed: string, vocabulary: ReadonlySet<string>): ParsedQuery {
  const {query: text, unknownWordLeft: mistyped} = withSlipsFixed(typed, vocabulary, (word, beingTyped) =>
    isUnknownWord(word, beingTyped, vocabulary),
  );
  return {
    typed,
    text,
    mistyped,
    words: tokenizeQuery(text),
    exactName: nameOfQuery(text),
    topic: topicSetOf(text, vocabulary),
  };
}

/** A query word the index has in no form: not as a word, nor (for the word being typed) as the start of one. */
function isUnknownWord(word: string, beingTyped: boolean, vocabulary: ReadonlySet<string>): boolean {
  if (STOP_WORDS.has(word) || isIndexedWord(word, vocabulary)) return false;
  if (!beingTyped) return true;
  for (const known of vocabulary) if (known.startsWith(word)) return false;
  return true;
}

/** The term MiniSearch searches for a query word, or null for a small word the query can do without. */
export function queryTerm(word: string, words: readonly string[], vocabulary: ReadonlySet<string>): string | null {
  // "how to fade out a circle": the small words would have to occur in every hit, and say nothing of its topic.
  const dropsSmallWords = words.some((other) => !STOP_WORDS.has(other));
  return dropsSmallWords && STOP_WORDS.has(word) ? null : normalizeTerm(word, vocabulary);
}

/** The terms MiniSearch searches for, each once. */
export function queryTerms(words: readonly string[], vocabulary: ReadonlySet<string>): Set<string> {
  return new Set(words.map((word) => queryTerm(word, words, vocabulary)).filter((term) => term !== null));
}
