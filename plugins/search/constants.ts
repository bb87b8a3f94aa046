import {NEW_ISSUE_URL} from '../../src/site';

/** Search: texts, index locations and ranking, shared by the indexer, the modal and the /search page. */
export const SEARCH = {
  placeholder: 'Search docs',
  pagePath: 'search',
  queryParam: 'q',
  /** Stable (revalidated) manifest naming the content-hashed index file, relative to baseUrl. */
  manifestPath: 'search/manifest.json',
  /** Folder of the built index under `build/`; index files are `index.<hash>.json`. */
  outputDir: 'search',
  /** Local index name: the key DocSearch stores recent searches under. */
  localIndexName: 'canvas-commons-local',
  language: 'en',
  /** Build-time environment variables that switch the site to hosted DocSearch. */
  env: {appId: 'DOCSEARCH_APP_ID', apiKey: 'DOCSEARCH_API_KEY', indexName: 'DOCSEARCH_INDEX_NAME'},
  /**
   * Field boosts: page titles, then the reader's topic words (keywords, glossary terms), headings, body text. A word
   * that is only a camelCase part of a title ("round" of drawRoundRect) weighs as body text: a reader's "rounded
   * corners" is not a search for that helper.
   */
  boost: {title: 6, nameParts: 1, keywords: 5, heading: 3, content: 1},
  /** Multiplier for a record one of whose keyword phrases the query contains in full ("fade out a circle"). */
  keywordPhraseBoost: 3,
  /** Multiplier for a record that has some of a query's words but not all. */
  someWordsFactor: 0.3,
  /** Words dropped from a query that has others: every hit would need them, and they say nothing of its topic. */
  stopWords: [
    'a',
    'an',
    'the',
    'to',
    'of',
    'in',
    'on',
    'for',
    'how',
    'do',
    'i',
    'with',
    'by',
    'and',
    'or',
    'is',
    'my',
    'from',
    'at',
    'it',
    'into',
    'can',
    'what',
    'does',
    // "all vs chain": the items compared are the topic.
    'vs',
    'versus',
    'two',
    'three',
    'four',
    'five',
    'ten',
  ],
  /** Multiplier for an API member the query does not name: "parent" finds the Hierarchy guide before `parentAs`. */
  unnamedMemberFactor: 0.3,
  /**
   * Sections every page repeats. They get no hits unless the query names them ("recap"): their text restates the
   * page, or lists links to other pages.
   */
  boilerplateHeadings: [
    'used in guides',
    'recap',
    'next',
    'next steps',
    'related',
    'see also',
    'constructor',
    'constructors',
    'source',
    'try it',
  ],
  /** The glossary, whose entries' "Guide:" links give their terms to the guides they point to. */
  glossary: {path: '/docs/glossary', guidePrefix: 'Guide:'},
  /** Multiplier for a record whose page title equals the query ("Vector2", "Rect", "tween"). */
  exactTitleBoost: 8,
  /** Multiplier for a guide section the query names by its page and its heading ("vite plugin options"). */
  sectionNameBoost: 2,
  /**
   * Typo tolerance (edit distance) by query word length, as Algolia does: none below 4 letters, 1 from 4, 2 from 8.
   * From `fixOneLetterFrom` letters, a word the site lacks that is one letter off exactly one of its words is read as
   * that word; shorter words are too often one letter off several, or off a word that means something else.
   */
  typos: {oneFrom: 4, twoFrom: 8, fixOneLetterFrom: 6},
  /**
   * Typo-tolerant matching runs only when exact and prefix matching find fewer hits
   * than this: "node" then does not also pull in every "code", and common words stay fast.
   */
  typoFallbackBelow: 10,
  hitsPerPage: 20,
  /**
   * How the modal lays hits out. DocSearch groups them by `hierarchy.lvl0` (Guides, API · core, API · 2d, Blog),
   * in the order each group first appears, and within a group by page; the engine hands it hits already in that
   * order, so what the reader sees is the engine's ranking.
   */
  layout: {
    /** Hits of one page in the modal (DocSearch's `distinct`): no page takes more than two of the first five. */
    perPage: 2,
    /** Hits of one group in the modal (DocSearch's `maxResultsPerGroup`). */
    perGroup: 5,
    /** Hits of a group when a later group has a hit whose title, heading or keywords match: it then shows third. */
    perGroupContested: 2,
    /** A group's later hits give way to a later group's best hit when they score less than this share of it. */
    yieldBelow: 0.5,
  },
  /** Hits the /search page shows before "Show more". */
  pageSize: 30,
  /** Words around the first match in a snippet. */
  snippetWords: 14,
  /**
   * Characters of body text kept per record (for snippets and the index). Above the longest section the site has
   * (4.2 K, a code example), so every word a section says finds it; the cap only guards the index's size.
   */
  maxContentChars: 5000,
  /** Offered under "Try searching for" when the search page finds nothing. */
  suggestions: ['tween', 'signal', 'Vector2'],
  /** Texts given to DocSearch where they differ from its defaults (the /search page shows the same). */
  texts: {
    seeAll: 'See all {count} results',
    noResults: 'No results for',
    suggestedQuery: 'Try searching for',
    reportMissing: 'Believe this query should return results?',
    reportMissingLink: 'Let us know.',
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
  },
} as const;

/** Where "Let us know." leads from the modal and the /search page: a new issue titled after the query. */
export function missingResultsUrl(query: string): string {
  return `${NEW_ISSUE_URL}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;
}
