/**
 * The search relevance set (`relevance-set.json`) and how a result list is scored against it. Used by
 * `npm run bench:search`, which reads the lists from the modal's and the /search page's DOM, and by the tests.
 *
 * An answer without `#` is a page: the page and any of its sections count. An answer with `#` is a section: that
 * section counts, and so does its page's own hit (it opens the page at the top, with the section in the table of
 * contents), but not the page's other sections.
 */
import rawSet from './relevance-set.json';

export const QUERY_KINDS = ['topic', 'task', 'api', 'typo', 'vocabulary'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface RelevanceQuery {
  query: string;
  kind: QueryKind;
  /** Pages (`/docs/media`) or sections (`/docs/media#audio`) that answer the query. */
  answers: string[];
}

export interface RelevanceSet {
  /** Queries the ranking may be tuned on. */
  tuned: RelevanceQuery[];
  /** Queries no change is tuned on: the bench fails when these fall below the bar. */
  heldOut: RelevanceQuery[];
}

/** What the reader must see: an answer in the first three hits for this share of queries, and this MRR@10. */
export const RELEVANCE_BAR = {top3: 0.95, mrr10: 0.9} as const;
/** Hits looked at for the reciprocal rank. */
export const RANK_DEPTH = 10;

/** Checks the set's shape, so a broken edit fails with the query that is wrong instead of skewing the figures. */
export function parseRelevanceSet(value: unknown): RelevanceSet {
  const set = value as Partial<Record<keyof RelevanceSet, unknown>>;
  const parseList = (name: keyof RelevanceSet): RelevanceQuery[] => {
    const list = set?.[name];
    if (!Array.isArray(list)) throw new Error(`relevance set: "${name}" is not a list`);
    return list.map((entry: Partial<RelevanceQuery>, i) => {
      const where = `relevance set: ${name}[${i}]`;
      if (typeof entry?.query !== 'string' || entry.query.trim() === '') throw new Error(`${where}: no query`);
      if (!QUERY_KINDS.includes(entry.kind as QueryKind))
        throw new Error(`${where} ("${entry.query}"): kind must be one of ${QUERY_KINDS.join(', ')}`);
      if (
        !Array.isArray(entry.answers) ||
        entry.answers.length === 0 ||
        !entry.answers.every((answer) => typeof answer === 'string' && answer.startsWith('/'))
      )
        throw new Error(`${where} ("${entry.query}"): answers must be site paths`);
      return {query: entry.query, kind: entry.kind as QueryKind, answers: entry.answers};
    });
  };
  const parsed = {tuned: parseList('tuned'), heldOut: parseList('heldOut')};
  const seen = new Set<string>();
  for (const {query} of [...parsed.tuned, ...parsed.heldOut]) {
    const key = query.toLowerCase();
    if (seen.has(key)) throw new Error(`relevance set: "${query}" is listed twice`);
    seen.add(key);
  }
  return parsed;
}

export const RELEVANCE_SET: RelevanceSet = parseRelevanceSet(rawSet);

/** Does a hit's URL (path and hash) answer? */
export function isAnswer(url: string, answers: readonly string[]): boolean {
  const [page, section] = url.split('#');
  return answers.some((answer) => {
    const [answerPage, answerSection] = answer.split('#');
    return page === answerPage && (!answerSection || !section || section === answerSection);
  });
}

/** 1-based position of the first answering hit within the first RANK_DEPTH, or null. */
export function answerRank(urls: readonly string[], answers: readonly string[]): number | null {
  const index = urls.slice(0, RANK_DEPTH).findIndex((url) => isAnswer(url, answers));
  return index < 0 ? null : index + 1;
}

export interface Miss {
  query: string;
  kind: QueryKind;
  rank: number | null;
  /** The first three hits the reader saw. */
  shown: string[];
}

export interface RelevanceScores {
  queries: number;
  top1: number;
  top3: number;
  mrr10: number;
  /** Queries whose answer is not in the first three. */
  misses: Miss[];
}

/** Scores the hit lists (`query → URLs in visual order`) of one set. A query with no list counts as a miss. */
export function scoreResults(
  set: readonly RelevanceQuery[],
  results: ReadonlyMap<string, readonly string[]>,
): RelevanceScores {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: Miss[] = [];
  for (const {query, kind, answers} of set) {
    const urls = results.get(query) ?? [];
    const rank = answerRank(urls, answers);
    if (rank === 1) top1++;
    if (rank !== null && rank <= 3) top3++;
    else misses.push({query, kind, rank, shown: urls.slice(0, 3)});
    reciprocal += rank === null ? 0 : 1 / rank;
  }
  const n = Math.max(1, set.length);
  return {queries: set.length, top1: top1 / n, top3: top3 / n, mrr10: reciprocal / n, misses};
}
