/** The MiniSearch index over the records: its vocabulary, tokenizers and term forms. */
import MiniSearch from 'minisearch';

import type {SearchDoc} from '../schema';
import {normalizeTerm, singularize, tokenizeIndex, tokenizeNameParts, tokenizeQuery} from '../text';
import {FIELDS, fieldValue} from './fields';

/** The singular form of every word in the records: the base words "-ing" and "-ed" forms are indexed under. */
export function indexWords(docs: readonly SearchDoc[]): Set<string> {
  const words = new Set<string>();
  for (const doc of docs)
    for (const field of FIELDS)
      for (const token of tokenizeIndex(String(fieldValue(doc, field)))) words.add(singularize(token));
  return words;
}

export function newMiniSearch(words: ReadonlySet<string>): MiniSearch<SearchDoc> {
  return new MiniSearch<SearchDoc>({
    fields: FIELDS,
    storeFields: [],
    extractField: fieldValue,
    // Titles and keywords as whole words: a keyword written in camelCase is a name a reader types whole
    // ("durationInFrames", "FadeIn"), and its parts ("fade", "in") are not words the page is about.
    tokenize: (text, field) =>
      field === 'title' || field === 'keywords'
        ? tokenizeQuery(text)
        : field === 'nameParts'
          ? tokenizeNameParts(text)
          : tokenizeIndex(text),
    // The word as written too, so a typo of it ("tweeening") is still one or two edits away.
    processTerm: (term) => {
      const written = singularize(term);
      const base = normalizeTerm(term, words);
      return base === written ? base : [base, written];
    },
  });
}
