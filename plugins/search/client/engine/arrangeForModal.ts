/** The modal's layout: ranked hits in the order DocSearch's grouping will show them. */
import {SEARCH} from '../../constants';

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

export interface ModalLayout {
  perPage: number;
  perGroup: number;
  perGroupContested: number;
  yieldBelow: number;
}

/** A group's hits, by page, in the order each page first appears. */
type Pages<T> = Map<string, T[]>;

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
  layout: ModalLayout = SEARCH.layout,
): {visible: T[]; rest: T[]} {
  const rankOf = new Map(ranked.map((hit, rank) => [hit, rank]));
  const groupList = groupByPage(ranked, keys);
  const hits = (pages: Pages<T>) => [...pages.values()].flat();
  const hasTopicMatch = groupList.map((pages) => hits(pages).some(keys.isTopicMatch));
  const bestScore = groupList.map((pages) => Math.max(...hits(pages).map(keys.score)));
  const visible: T[] = [];
  groupList.forEach((pages, index) => {
    const contested = hasTopicMatch.slice(index + 1).some(Boolean);
    const quota = contested ? layout.perGroupContested : layout.perGroup;
    const threshold = layout.yieldBelow * Math.max(-Infinity, ...bestScore.slice(index + 1));
    visible.push(...shownOfGroup(pages, {keys, rankOf, perPage: layout.perPage, quota, threshold}));
  });
  const shown = new Set(visible);
  return {visible, rest: ranked.filter((hit) => !shown.has(hit))};
}

/** The hits by group, in the order each group first appears, and within each by page. */
function groupByPage<T>(ranked: readonly T[], keys: ModalKeys<T>): Pages<T>[] {
  const groups = new Map<string, Pages<T>>();
  for (const hit of ranked) {
    const group = keys.group(hit);
    let pages = groups.get(group);
    if (!pages) groups.set(group, (pages = new Map()));
    const page = keys.page(hit);
    const hits = pages.get(page);
    if (hits) hits.push(hit);
    else pages.set(page, [hit]);
  }
  return [...groups.values()];
}

interface GroupLimits<T> {
  keys: ModalKeys<T>;
  rankOf: ReadonlyMap<T, number>;
  perPage: number;
  quota: number;
  /** A hit after the group's first that scores below this ends the group. */
  threshold: number;
}

/** What the modal shows of one group. */
function shownOfGroup<T>(pages: Pages<T>, {keys, rankOf, perPage, quota, threshold}: GroupLimits<T>): T[] {
  const slotRank = new Map<T, number>();
  const pageLists = [...pages.values()].map((pageHits) => bestOfPage(pageHits, {keys, rankOf, perPage, slotRank}));
  const bySlot = (a: T, b: T) => (slotRank.get(a) ?? 0) - (slotRank.get(b) ?? 0);
  // The group's places go to its best hits in rank order (a page's weak second hit does not take the place of
  // another page's strong first one), then each page's hits are shown together.
  const chosen = new Set(pageLists.flat().sort(bySlot).slice(0, quota));
  const pageOrder = pageLists
    .map((list) => list.filter((hit) => chosen.has(hit)))
    .filter((list) => list.length > 0)
    .sort((a, b) => bySlot(a[0], b[0]));
  const shown = pageOrder.flat();
  const end = shown.findIndex((hit, i) => i > 0 && keys.score(hit) < threshold);
  return end < 0 ? shown : shown.slice(0, end);
}

/**
 * A page's best hits: its page record takes the place of an unnamed member that outranks it. Each kept hit takes
 * the rank of the place it fills (`slotRank`).
 */
function bestOfPage<T>(
  pageHits: readonly T[],
  {
    keys,
    rankOf,
    perPage,
    slotRank,
  }: {keys: ModalKeys<T>; rankOf: ReadonlyMap<T, number>; perPage: number; slotRank: Map<T, number>},
): T[] {
  const ranks = pageHits.map((hit) => rankOf.get(hit) ?? 0);
  const list = [...pageHits];
  const pageRecord = list.findIndex(keys.isPage);
  if (pageRecord > 0 && keys.isUnnamedMember(list[0])) list.unshift(...list.splice(pageRecord, 1));
  const kept = list.slice(0, perPage);
  kept.forEach((hit, i) => slotRank.set(hit, ranks[i]));
  return kept;
}
