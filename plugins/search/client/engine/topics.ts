/** Topic words: the words of a text that say what it is about, in the form the index holds them. */
import {normalizeTerm, STOP_WORDS, tokenizeQuery} from '../text';

/** "How to fade out" → "fade out": the text's words without the small ones, as index words, joined by spaces. */
export function topicWordsOf(text: string, vocabulary: ReadonlySet<string>): string {
  return tokenizeQuery(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => normalizeTerm(word, vocabulary))
    .join(' ');
}

/** The same words, as a set. */
export function topicSetOf(text: string, vocabulary: ReadonlySet<string>): Set<string> {
  return new Set(topicWordsOf(text, vocabulary).split(' ').filter(Boolean));
}
