/** What each record is called and about, worked out once when the engine is built, for every search to read. */
import {sectionOf} from '../../../../src/sections';
import {SEARCH} from '../../constants';
import type {SearchDoc} from '../schema';
import {normalizeTerm, STOP_WORDS, tokenizeQuery} from '../text';
import {headingOf} from './fields';
import {normalizeName} from './names';
import {topicSetOf, topicWordsOf} from './topics';

/** A guide section's heading words and its page title's words, as index words. */
export interface SectionNames {
  heading: ReadonlySet<string>;
  title: ReadonlySet<string>;
}

/** Per record (by id), except `heirsByPath`. */
export interface RecordFacts {
  docs: SearchDoc[];
  /** The singular words of the whole index. */
  vocabulary: ReadonlySet<string>;
  normalizedTitles: string[];
  /** The record's own heading as a name; '' for a page. */
  normalizedHeadings: string[];
  /** Each record's keyword phrases as index terms: "fade out" → ['fade', 'out']. */
  keywordPhrases: string[][][];
  /** What a guide record is about, as index words: its title, its heading (a section), its keyword phrases. */
  guideTopics: (Set<string> | null)[];
  /** Set for a guide section only. */
  sectionNames: (SectionNames | null)[];
  /** Per API page, the normalized names of the items that inherit what it defines. */
  heirsByPath: Map<string, ReadonlySet<string>>;
}

export function describeRecords(docs: SearchDoc[], vocabulary: ReadonlySet<string>): RecordFacts {
  const keywordPhrases = docs.map((doc) => keywordPhrasesOf(doc, vocabulary));
  return {
    docs,
    vocabulary,
    normalizedTitles: docs.map((doc) => normalizeName(doc.title)),
    normalizedHeadings: docs.map((doc) => (doc.level === 1 ? '' : normalizeName(headingOf(doc)))),
    keywordPhrases,
    guideTopics: docs.map((doc, id) => guideTopicsOf(doc, keywordPhrases[id], vocabulary)),
    sectionNames: docs.map((doc) => sectionNamesOf(doc, vocabulary)),
    heirsByPath: heirsByPathOf(docs),
  };
}

function keywordPhrasesOf(doc: SearchDoc, vocabulary: ReadonlySet<string>): string[][] {
  if (!doc.keywords) return [];
  return doc.keywords.split(', ').map((phrase) => {
    const words = tokenizeQuery(phrase);
    const topicWords = words.filter((word) => !STOP_WORDS.has(word));
    return (topicWords.length > 0 ? topicWords : words).map((word) => normalizeTerm(word, vocabulary));
  });
}

function isGuide(doc: SearchDoc): boolean {
  return sectionOf(doc.path)?.id === 'guides';
}

function guideTopicsOf(
  doc: SearchDoc,
  keywordPhrases: readonly string[][],
  vocabulary: ReadonlySet<string>,
): Set<string> | null {
  if (!isGuide(doc) || doc.path === SEARCH.glossary.path) return null;
  const heading = doc.level === 1 ? doc.title : headingOf(doc);
  return new Set([topicWordsOf(heading, vocabulary), ...keywordPhrases.map((phrase) => phrase.join(' '))]);
}

function sectionNamesOf(doc: SearchDoc, vocabulary: ReadonlySet<string>): SectionNames | null {
  if (doc.member || doc.level === 1 || !isGuide(doc)) return null;
  return {heading: topicSetOf(headingOf(doc), vocabulary), title: topicSetOf(doc.title, vocabulary)};
}

function heirsByPathOf(docs: readonly SearchDoc[]): Map<string, ReadonlySet<string>> {
  const heirsByPath = new Map<string, ReadonlySet<string>>();
  for (const doc of docs)
    if (doc.inheritedBy.length > 0 && !heirsByPath.has(doc.path))
      heirsByPath.set(doc.path, new Set(doc.inheritedBy.map(normalizeName)));
  return heirsByPath;
}
