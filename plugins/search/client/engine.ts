/**
 * The local search engine: MiniSearch over the records of the built index.
 * Runs in the browser (loaded on first use) and in Node (bench, unit tests).
 */
import MiniSearch, {type SearchOptions, type SearchResult} from 'minisearch';

import {sectionOf} from '../../../src/sections';
import {SEARCH} from '../constants';
import {expandRecords, type SearchDoc, type SerializedIndex} from './schema';
import {normalizeTerm, singularize, STOP_WORDS, tokenizeIndex, tokenizeNameParts, tokenizeQuery} from './text';

export type SearchField = 'title' | 'keywords' | 'heading' | 'content';
/**
 * The index's fields: `nameParts` holds the camelCase parts of a compound title ("draw", "round", "rect" of
 * drawRoundRect), apart from `title`'s whole words, so a word that is only part of a name weighs less than a name.
 * A hit found through it is reported as found by its title.
 */
type IndexField = SearchField | 'nameParts';
const FIELDS: IndexField[] = ['title', 'nameParts', 'keywords', 'heading', 'content'];
/** Fields whose match says what a record is about, not only that it mentions the words. */
const TOPIC_FIELDS: ReadonlySet<string> = new Set<IndexField>(['title', 'keywords', 'heading']);

export interface EngineHit {
  doc: SearchDoc;
  score: number;
  /** Index terms that matched (fuzzy and prefix matches included), for highlighting. */
  terms: string[];
  /** Fields the query matched in. */
  fields: Set<SearchField>;
}

export interface EngineResult {
  /** The modal's visible hits first, in the order the modal shows them, then the others by score. */
  hits: EngineHit[];
  /** How many of `hits` the modal shows (before `limit`). */
  visible: number;
  /** Number of hits after the per-page limit, before `limit`. */
  total: number;
}

export interface EngineQueryOptions {
  /** Keep only records for which this returns true (facet filters). */
  filter?: (doc: SearchDoc) => boolean;
  /** Hits to return; `total` still counts them all. */
  limit?: number;
}

export interface SearchEngine {
  readonly docs: readonly SearchDoc[];
  search(query: string, options?: EngineQueryOptions): EngineResult;
}

/** "Vector2", "vector2()", "@canvas-commons/core" → comparable names. */
function normalizeName(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The name a query asks for: a call pasted from code ("map(from, to, t)", "Vector2.lerp(a, b, t)") names its callee. */
export function nameOfQuery(query: string): string {
  const call = /^\s*([\p{L}\p{N}_$.]+)\s*\(.*\)\s*;?\s*$/u.exec(query);
  return normalizeName(call ? call[1] : query);
}

function fieldValue(doc: SearchDoc, field: string): string | number {
  if (field === 'id') return doc.id;
  if (field === 'title' || field === 'nameParts') return doc.title;
  if (field === 'keywords') return doc.keywords;
  if (field === 'heading') return doc.lvl3 ?? doc.lvl2 ?? '';
  return doc.content;
}

/** The singular form of every word in the records: the base words "-ing" and "-ed" forms are indexed under. */
function indexWords(docs: readonly SearchDoc[]): Set<string> {
  const words = new Set<string>();
  for (const doc of docs)
    for (const field of FIELDS)
      for (const token of tokenizeIndex(String(fieldValue(doc, field)))) words.add(singularize(token));
  return words;
}

function newMiniSearch(words: ReadonlySet<string>): MiniSearch<SearchDoc> {
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

/** Edit distance allowed for a query word. */
export function typoTolerance(term: string): number | false {
  if (term.length >= SEARCH.typos.twoFrom) return 2;
  if (term.length >= SEARCH.typos.oneFrom) return 1;
  return false;
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

/** Does the index hold this query word, as written or in the form it indexes it ("handles" → handle)? */
function isIndexedWord(word: string, vocabulary: ReadonlySet<string>): boolean {
  return vocabulary.has(word) || vocabulary.has(normalizeTerm(word, vocabulary));
}

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

/** The words of a record's anchor: "recap", "constructor", "used in guides" (a constructor's heading is "new Rect()"). */
function anchorWords(doc: SearchDoc): string[] {
  return tokenizeQuery((doc.anchor ?? '').replace(/-\d+$/, ''));
}

function engineOver(mini: MiniSearch<SearchDoc>, docs: SearchDoc[], vocabulary: ReadonlySet<string>): SearchEngine {
  const normalizedTitles = docs.map((doc) => normalizeName(doc.title));
  /** Each record's keyword phrases as index terms: "fade out" → ['fade', 'out']. */
  const keywordPhrases = docs.map((doc) =>
    doc.keywords
      ? doc.keywords.split(', ').map((phrase) => {
          const words = tokenizeQuery(phrase);
          const topicWords = words.filter((word) => !STOP_WORDS.has(word));
          return (topicWords.length > 0 ? topicWords : words).map((word) => normalizeTerm(word, vocabulary));
        })
      : ([] as string[][]),
  );
  const normalizedHeadings = docs.map((doc) => (doc.level === 1 ? '' : normalizeName(doc.lvl3 ?? doc.lvl2 ?? '')));
  const topicWordsOf = (text: string) =>
    tokenizeQuery(text)
      .filter((word) => !STOP_WORDS.has(word))
      .map((word) => normalizeTerm(word, vocabulary))
      .join(' ');
  /** What a guide record is about, as index words: its title, its heading (a section), its keyword phrases. */
  const guideTopics = docs.map((doc, id) => {
    if (sectionOf(doc.path)?.id !== 'guides' || doc.path === SEARCH.glossary.path) return null;
    const heading = doc.level === 1 ? doc.title : (doc.lvl3 ?? doc.lvl2 ?? '');
    return new Set([topicWordsOf(heading), ...keywordPhrases[id].map((phrase) => phrase.join(' '))]);
  });
  const topicSetOf = (text: string) => new Set(topicWordsOf(text).split(' ').filter(Boolean));
  /** Each guide section's heading words and its page title's words, as index words. */
  const sectionNames = docs.map((doc) =>
    doc.member || doc.level === 1 || sectionOf(doc.path)?.id !== 'guides'
      ? null
      : {heading: topicSetOf(doc.lvl3 ?? doc.lvl2 ?? ''), title: topicSetOf(doc.title)},
  );
  /**
   * Does the query name a guide section by its page and its heading together? "vite plugin options" names the Options
   * section of the Vite plugin reference, as "rect radius" names a member of Rect.
   */
  function namesGuideSection(id: number, queryTopic: ReadonlySet<string>): boolean {
    const names = sectionNames[id];
    if (!names || names.heading.size === 0) return false;
    let fromTitle = 0;
    for (const word of queryTopic)
      if (!names.heading.has(word)) {
        if (!names.title.has(word)) return false;
        fromTitle++;
      }
    return fromTitle > 0 && [...names.heading].every((word) => queryTopic.has(word));
  }

  /** Per API page, the normalized names of the items that inherit what it defines. */
  const heirsByPath = new Map<string, ReadonlySet<string>>();
  for (const doc of docs)
    if (doc.inheritedBy.length > 0 && !heirsByPath.has(doc.path))
      heirsByPath.set(doc.path, new Set(doc.inheritedBy.map(normalizeName)));

  /**
   * Does the query name this section as item and heading together? "rect radius" and "Rect.radius" name the `radius`
   * section of the page titled Rect; "Txt fontSize" names the `fontSize` member of Layout, which Txt inherits.
   */
  function isQualifiedName(id: number, exactName: string): boolean {
    const heading = normalizedHeadings[id];
    if (!heading || !exactName.endsWith(heading)) return false;
    const item = exactName.slice(0, exactName.length - heading.length);
    return item === normalizedTitles[id] || (docs[id].member && (heirsByPath.get(docs[id].path)?.has(item) ?? false));
  }

  /** A query word the index has in no form: not as a word, nor (for the word being typed) as the start of one. */
  function isUnknownWord(word: string, beingTyped: boolean): boolean {
    if (STOP_WORDS.has(word) || isIndexedWord(word, vocabulary)) return false;
    if (!beingTyped) return true;
    for (const known of vocabulary) if (known.startsWith(word)) return false;
    return true;
  }

  /** Does the query name this record's section: its heading as a word of the query, or item and member together? */
  function namesSection(id: number, exactName: string, words: readonly string[]): boolean {
    const heading = normalizedHeadings[id];
    if (!heading) return false;
    return heading === exactName || words.includes(heading) || isQualifiedName(id, exactName);
  }

  /** The term MiniSearch searches for a query word, or null for a small word the query can do without. */
  function queryTerm(word: string, words: readonly string[]): string | null {
    // "how to fade out a circle": the small words would have to occur in every hit, and say nothing of its topic.
    const dropsSmallWords = words.some((other) => !STOP_WORDS.has(other));
    return dropsSmallWords && STOP_WORDS.has(word) ? null : normalizeTerm(word, vocabulary);
  }

  /** The terms MiniSearch searches for, each once. */
  function queryTerms(words: readonly string[]): Set<string> {
    return new Set(words.map((word) => queryTerm(word, words)).filter((term) => term !== null));
  }

  /** What each run of one search reads of its query, worked out once. */
  interface ParsedQuery {
    text: string;
    words: string[];
    /** The name the query asks for ({@link nameOfQuery}). */
    exactName: string;
    /** Its topic words, as index words. */
    topic: ReadonlySet<string>;
  }

  function parseQuery(text: string): ParsedQuery {
    return {text, words: tokenizeQuery(text), exactName: nameOfQuery(text), topic: topicSetOf(text)};
  }

  function run(
    {text, words, exactName, topic}: ParsedQuery,
    combineWith: 'AND' | 'OR',
    fuzzy: boolean,
    filter: (doc: SearchDoc) => boolean,
  ): SearchResult[] {
    const options: SearchOptions = {
      boost: SEARCH.boost,
      // Prefix matching on the word being typed (the last), as Algolia's prefixLast: earlier words are complete. Not
      // for one or two letters after other words ("map(from, to, t)", "image not showing up"): every word starting
      // with them ("update", "upgrade") would count as typed.
      prefix: (term, index, terms) => index === terms.length - 1 && (terms.length === 1 || term.length > 2),
      fuzzy: fuzzy ? typoTolerance : false,
      combineWith,
      tokenize: tokenizeQuery,
      processTerm: (term) => queryTerm(term, words),
      boostDocument: (id: number) => {
        const doc = docs[id];
        // An exact API name ("Rect", "tween") puts its page first, then that page's sections.
        if (isQualifiedName(id, exactName)) return SEARCH.exactTitleBoost * 2;
        // A guide section headed with the query's words ("Images", "Springs"). Not the glossary's entries: their
        // terms already lead to the guides they link to.
        if (!doc.member && doc.level > 1 && normalizedHeadings[id] === exactName && doc.path !== SEARCH.glossary.path)
          return SEARCH.exactTitleBoost;
        if (namesGuideSection(id, topic)) return SEARCH.sectionNameBoost;
        const named = doc.member && namesSection(id, exactName, words);
        const memberFactor = doc.member && !named ? SEARCH.unnamedMemberFactor : 1;
        if (normalizedTitles[id] !== exactName) return memberFactor;
        return (doc.level === 1 ? SEARCH.exactTitleBoost * 2 : SEARCH.exactTitleBoost) * memberFactor;
      },
      // Boilerplate sections ("Recap", "Next", "Constructor") only when the query names them.
      filter: (result) => {
        const doc = docs[result.id as number];
        if (doc.boilerplate && !anchorWords(doc).some((word) => words.includes(word))) return false;
        return filter(doc);
      },
    };
    return mini.search(text, options);
  }

  return {
    docs,
    search(typedQuery, {filter = () => true, limit = Number.POSITIVE_INFINITY} = {}) {
      // A word the site does not have that becomes one of its words with two neighbours swapped ("chrat"), or, when
      // long, with one letter changed, missing or extra ("equasion"), is read as that word, and the query is then
      // searched as if typed right: records with the other words but not the one meant would otherwise come first
      // (a word the site lacks could not match as typed anyway).
      const {query: meant, unknownWordLeft: mistyped} = withSlipsFixed(typedQuery, vocabulary, isUnknownWord);
      const query = parseQuery(meant);
      const {words, exactName} = query;
      if (words.length === 0) return {hits: [], visible: 0, total: 0};
      // Hits come in tiers, each ranked within itself: words as typed; when those find little, words one typo away
      // ("glow" finds the page about glows before any "flow"); then any of the words with typos.
      // A word the site never uses ("shadr", "cahce") is a slip: the query as meant comes before hits that leave the
      // word out, which would otherwise bury it under every record with the other words (`mistyped`).
      // A record with some of the words competes, at a discount, with those that have all: "write a custom
      // component" finds the Custom components guide, which never says "write". One query finds both: MiniSearch
      // scores a record with every word the same whether all are required or not, so those are the AND hits.
      const asTyped: SearchResult[] = [];
      const someWords: SearchResult[] = [];
      const wanted = queryTerms(words).size;
      for (const result of run(query, 'OR', false, filter)) {
        // A section named as item and heading has every word, though its text may not repeat the item's name
        // (an inherited member: "Txt fontSize" is on Layout's page).
        if (result.queryTerms.length >= wanted || isQualifiedName(result.id as number, exactName)) asTyped.push(result);
        else someWords.push({...result, score: result.score * SEARCH.someWordsFactor});
      }
      if (!mistyped) asTyped.push(...someWords);
      const tiers = [asTyped];
      const found = () => tiers.reduce((sum, tier) => sum + tier.length, 0);
      const without = (results: SearchResult[]) => {
        const seen = new Set(tiers.flat().map((result) => result.id));
        return results.filter((result) => !seen.has(result.id));
      };
      if (mistyped || found() < SEARCH.typoFallbackBelow) tiers.push(without(run(query, 'AND', true, filter)));
      if (mistyped) tiers.push(without(someWords));
      if (found() === 0 && words.length > 1) tiers.push(run(query, 'OR', true, filter));

      // A page whose own topic words ("fade out", "z-index") the query contains is about the query. Matched terms
      // are the index's, so a typo ("paretn") still finds the page that lists "parent".
      for (const result of tiers.flat()) {
        const phrases = keywordPhrases[result.id as number];
        if (phrases.length === 0) continue;
        const matched = new Set(result.terms);
        if (phrases.some((phrase) => phrase.every((word) => matched.has(word))))
          result.score *= SEARCH.keywordPhraseBoost;
      }
      const results = tiers.flatMap((tier) => tier.sort((a, b) => b.score - a.score));

      // A page titled exactly as the query ("Vector2") leads, ahead of its own member records,
      // whose text repeats the name many times over.
      const exactPage = results.findIndex(
        (result) => docs[result.id as number].level === 1 && normalizedTitles[result.id as number] === exactName,
      );
      if (exactPage > 0) results.unshift(...results.splice(exactPage, 1));

      // A topic typed in lower case ("layout", "latex") asks what the site teaches about it: a guide page or section
      // titled or keyworded with exactly those words leads, ahead of an API item of that name. A name typed in its
      // own case ("Layout", or a function's "tween") asks for the item.
      const first = results[0] && docs[results[0].id as number];
      if (
        first &&
        typedQuery === typedQuery.toLowerCase() &&
        guideTopics[results[0].id as number] === null &&
        first.title !== meant.trim()
      ) {
        const topic = topicWordsOf(meant);
        const guide = results.findIndex((result) => guideTopics[result.id as number]?.has(topic));
        if (guide > 0) results.unshift(...results.splice(guide, 1));
      }

      const docOf = (result: SearchResult) => docs[result.id as number];
      const {visible, rest} = arrangeForModal(results, {
        group: (result) => docOf(result).lvl0,
        page: (result) => docOf(result).title,
        isPage: (result) => docOf(result).level === 1,
        isUnnamedMember: (result) => docOf(result).member && !namesSection(result.id as number, exactName, words),
        isTopicMatch: (result) => isTopicMatch(result, words.length),
        score: (result) => result.score,
      });
      const ordered = [...visible, ...rest];
      // Match details only for the hits returned: a common word can match thousands of records.
      const hits = ordered.slice(0, limit).map((result) => ({
        doc: docOf(result),
        score: result.score,
        terms: result.terms,
        fields: new Set(
          (Object.values(result.match).flat() as IndexField[]).map((field) =>
            field === 'nameParts' ? 'title' : field,
          ),
        ),
      }));
      return {hits, visible: Math.min(visible.length, hits.length), total: ordered.length};
    },
  };
}

/** Every word of the query matched the record's title, keywords or heading: the record is about the query. */
function isTopicMatch(result: SearchResult, queryWords: number): boolean {
  if (result.queryTerms.length < queryWords) return false;
  return Object.values(result.match).every((fields) => fields.some((field) => TOPIC_FIELDS.has(field)));
}

export interface ModalKeys<T> {
  /** The modal group (`hierarchy.lvl0`): Guides, API · core, API · 2d, Blog. */
  group(hit: T): string;
  /** The page within the group, as DocSearch tells pages apart (`hierarchy.lvl1`, the title). */
  page(hit: T): string;
  /** The page's own record (not one of its sections). */
  isPage(hit: T): boolean;
  /** An API member the query does not name: it follows its item's page when both match. */
  isUnnamedMember(hit: T): boolean;
  /** The hit is about the query (title, keywords or heading match), not only mentions it. */
  isTopicMatch(hit: T): boolean;
  score(hit: T): number;
}

/**
 * Lays ranked hits out as the modal shows them. DocSearch groups hits by `lvl0` in the order each group first
 * appears, and within a group by page; this returns them already in that order, so the reader sees the ranking:
 *
 * - groups come in the order of their best hit; a group's places go to its best hits, at most `perPage` of a page,
 *   and each page's hits are shown together;
 * - after its first hit, a group stops at a hit that scores less than `yieldBelow` times the best hit of a later
 *   group: a much better hit elsewhere is not pushed down by weak ones;
 * - an unnamed member follows its item's page when both matched;
 * - a group shows at most `perGroup` hits, or `perGroupContested` when a later group has a topic match, so that a
 *   guide about the query shows third at the latest, below two API hits, and the other way round.
 *
 * `visible` is what the modal shows; `rest` (by score) follows on the /search page.
 */
export function arrangeForModal<T>(
  ranked: readonly T[],
  keys: ModalKeys<T>,
  layout: {perPage: number; perGroup: number; perGroupContested: number; yieldBelow: number} = SEARCH.layout,
): {visible: T[]; rest: T[]} {
  const rankOf = new Map(ranked.map((hit, rank) => [hit, rank]));
  const groups = new Map<string, Map<string, T[]>>();
  for (const hit of ranked) {
    const group = keys.group(hit);
    let pages = groups.get(group);
    if (!pages) groups.set(group, (pages = new Map()));
    const page = keys.page(hit);
    const hits = pages.get(page);
    if (hits) hits.push(hit);
    else pages.set(page, [hit]);
  }
  const groupList = [...groups.values()];
  const hits = (pages: Map<string, T[]>) => [...pages.values()].flat();
  const hasTopicMatch = groupList.map((pages) => hits(pages).some(keys.isTopicMatch));
  const bestScore = groupList.map((pages) => Math.max(...hits(pages).map(keys.score)));
  const visible: T[] = [];
  groupList.forEach((pages, index) => {
    const contested = hasTopicMatch.slice(index + 1).some(Boolean);
    const quota = contested ? layout.perGroupContested : layout.perGroup;
    const threshold = layout.yieldBelow * Math.max(-Infinity, ...bestScore.slice(index + 1));
    // Each page's best hits: its page record takes the place of an unnamed member that outranks it.
    const slotRank = new Map<T, number>();
    const pageLists = [...pages.values()].map((pageHits) => {
      const ranks = pageHits.map((hit) => rankOf.get(hit) ?? 0);
      const list = [...pageHits];
      const pageRecord = list.findIndex(keys.isPage);
      if (pageRecord > 0 && keys.isUnnamedMember(list[0])) list.unshift(...list.splice(pageRecord, 1));
      const kept = list.slice(0, layout.perPage);
      kept.forEach((hit, i) => slotRank.set(hit, ranks[i]));
      return kept;
    });
    // The group's places go to its best hits in rank order (a page's weak second hit does not take the place of
    // another page's strong first one), then each page's hits are shown together.
    const chosen = new Set(
      pageLists
        .flat()
        .sort((a, b) => (slotRank.get(a) ?? 0) - (slotRank.get(b) ?? 0))
        .slice(0, quota),
    );
    const pageOrder = pageLists
      .map((list) => list.filter((hit) => chosen.has(hit)))
      .filter((list) => list.length > 0)
      .sort((a, b) => (slotRank.get(a[0]) ?? 0) - (slotRank.get(b[0]) ?? 0));
    const shown = pageOrder.flat();
    const end = shown.findIndex((hit, i) => i > 0 && keys.score(hit) < threshold);
    visible.push(...(end < 0 ? shown : shown.slice(0, end)));
  });
  const shown = new Set(visible);
  return {visible, rest: ranked.filter((hit) => !shown.has(hit))};
}
