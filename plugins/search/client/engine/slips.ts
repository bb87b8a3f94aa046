/** Typing slips: how far a query word may be from an index word, and the fixes for a word the site lacks. */
import {SEARCH} from '../../constants';
import {normalizeTerm, tokenizeQuery} from '../text';

/** Edit distance allowed for a query word. */
export function typoTolerance(term: string): number | false {
  if (term.length >= SEARCH.typos.twoFrom) return 2;
  if (term.length >= SEARCH.typos.oneFrom) return 1;
  return false;
}

/** Does the index hold this query word, as written or in the form it indexes it ("handles" → handle)? */
export function isIndexedWord(word: string, vocabulary: ReadonlySet<string>): boolean {
  return vocabulary.has(word) || vocabulary.has(normalizeTerm(word, vocabulary));
}

/**
 * "spilne" → "spline": swapped neighbours are one typo to a visitor but two edits
 * to MiniSearch. Used only for a word the site lacks; returns a known word or null.
 */
export function fixTransposition(term: string, vocabulary: ReadonlySet<string>): string | null {
  if (term.length < SEARCH.typos.oneFrom || isIndexedWord(term, vocabulary)) return null;
  for (let i = 0; i < term.length - 1; i++) {
    const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
    // "handels" becomes "handles", which the index holds as "handle".
    if (isIndexedWord(swapped, vocabulary)) return swapped;
  }
  return null;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * "equasion" → "equation": a long word the site lacks that is one letter off (changed, missing or extra) from exactly
 * one of its words. Returns that word, or null when none or several are.
 */
export function fixOneLetter(term: string, vocabulary: ReadonlySet<string>): string | null {
  if (term.length < SEARCH.typos.fixOneLetterFrom || isIndexedWord(term, vocabulary)) return null;
  // Each word meant, by the form the index holds it under: "sigals" → "signals", not also "signal" as another word.
  const found = new Map<string, string>();
  const consider = (candidate: string) => {
    const indexed = normalizeTerm(candidate, vocabulary);
    if ((vocabulary.has(candidate) || vocabulary.has(indexed)) && !found.has(indexed)) found.set(indexed, candidate);
  };
  for (let i = 0; i <= term.length; i++) {
    if (i < term.length) consider(term.slice(0, i) + term.slice(i + 1));
    for (const letter of LETTERS) {
      consider(term.slice(0, i) + letter + term.slice(i));
      if (i < term.length && letter !== term[i]) consider(term.slice(0, i) + letter + term.slice(i + 1));
    }
  }
  return found.size === 1 ? [...found.values()][0] : null;
}

/**
 * The query with each unknown word that {@link fixTransposition} or {@link fixOneLetter} fixes replaced by the word
 * meant, as typed otherwise (case included), and whether an unknown word is left (a slip the engine reads as such).
 * `isUnknown` says whether the site lacks a word; the word being typed is unknown only when no word starts with it, so
 * a word still being typed is not read as another. Each word is looked up once.
 */
export function withSlipsFixed(
  query: string,
  vocabulary: ReadonlySet<string>,
  isUnknown: (word: string, beingTyped: boolean) => boolean,
): {query: string; unknownWordLeft: boolean} {
  const words = tokenizeQuery(query);
  let fixed = query;
  let unknownWordLeft = false;
  words.forEach((word, i) => {
    if (!isUnknown(word, i === words.length - 1)) return;
    const meant = fixTransposition(word, vocabulary) ?? fixOneLetter(word, vocabulary);
    if (meant === null) {
      unknownWordLeft = true;
      return;
    }
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    fixed = fixed.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu'), meant);
  });
  return {query: fixed, unknownWordLeft};
}
