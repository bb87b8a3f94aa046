/**
 * The file format of the local search index, shared by the indexer (build time),
 * the browser client and the bench. Rows are arrays, not objects, to keep the
 * JSON small: field names would otherwise repeat in every one of ~10 000 records.
 */

export const INDEX_FORMAT_VERSION = 2;

/** [url, title, lvl0, index into `tags`, for an API item: the pages of the items it inherits from] */
export type PageRow = [url: string, title: string, lvl0: string, tag: number, ancestors?: number[]];

/** Bits of a record's `flags`. */
export const RECORD_FLAGS = {boilerplate: 1, member: 2} as const;

/**
 * [index into `pages`, level 1–3, anchor ('' for the page), lvl2 heading, lvl3 heading, text, RECORD_FLAGS bits,
 * topic keywords joined by ', ' ('' for none)]
 */
export type RecordRow = [
  page: number,
  level: 1 | 2 | 3,
  anchor: string,
  lvl2: string,
  lvl3: string,
  content: string,
  flags: number,
  keywords: string,
];

export interface SerializedIndex {
  v: typeof INDEX_FORMAT_VERSION;
  language: string;
  tags: string[];
  pages: PageRow[];
  records: RecordRow[];
}

/** `build/search/manifest.json`: a stable address naming the content-hashed index. */
export interface SearchManifest {
  v: typeof INDEX_FORMAT_VERSION;
  /** Index file relative to the site's baseUrl, e.g. `search/index.3f2a9c1d0b.json`. */
  index: string;
  pages: number;
  records: number;
}

/** One record as the search engine sees it. */
export interface SearchDoc {
  id: number;
  /** Site-relative path of the page, without anchor. */
  path: string;
  anchor: string | null;
  level: 1 | 2 | 3;
  lvl0: string;
  title: string;
  lvl2: string | null;
  lvl3: string | null;
  content: string;
  /** A section every page repeats ("Recap", "Next", "Constructor"). */
  boilerplate: boolean;
  /** An API member (`Rect › radius`). */
  member: boolean;
  /** Reader's words for the record's topic (front matter `keywords`, glossary terms). */
  keywords: string;
  /** The titles of the API items that inherit what the record's page defines (`Txt`, `Rect` for `Layout`). */
  inheritedBy: readonly string[];
  tag: string;
  language: string;
}

export function expandRecords(data: SerializedIndex): SearchDoc[] {
  const inheritedBy: string[][] = data.pages.map(() => []);
  for (const [, title, , , ancestors = []] of data.pages)
    for (const ancestor of ancestors) inheritedBy[ancestor]?.push(title);
  return data.records.map(([page, level, anchor, lvl2, lvl3, content, flags, keywords], id) => {
    const [path, title, lvl0, tag] = data.pages[page];
    return {
      id,
      path,
      anchor: anchor || null,
      level,
      lvl0,
      title,
      lvl2: lvl2 || null,
      lvl3: lvl3 || null,
      content,
      boilerplate: (flags & RECORD_FLAGS.boilerplate) !== 0,
      member: (flags & RECORD_FLAGS.member) !== 0,
      keywords,
      inheritedBy: inheritedBy[page],
      tag: data.tags[tag],
      language: data.language,
    };
  });
}
