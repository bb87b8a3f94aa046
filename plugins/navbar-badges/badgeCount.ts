/**
 * Fetching, validating and caching the navbar badge counts, without React so
 * it can be tested with a fake `fetch` and `Storage`.
 *
 * Nothing here throws or rejects: every bad input (network error, non-OK
 * status, a body that is not JSON, a missing or non-numeric field, a corrupt
 * cache, storage that throws) ends as "no value".
 */

/** `null`: loading; a number: loaded; `false`: failed (the number is hidden). */
export type BadgeCount = number | false | null;

/** Where one badge gets its count and where it keeps the last one. */
export interface CountSource {
  /** JSON address, e.g. the chat widget or the repository API. */
  url: string;
  /** Top-level field of the JSON answer that holds the count. */
  countField: string;
  /** `localStorage` key for the cached `{value, time}`. */
  storageKey: string;
}

export interface CachedCount {
  value: number;
  /** When it was stored (ms since epoch); `null` for a legacy plain number, which is never fresh. */
  time: number | null;
}

/** The parts of the browser a count loader uses, passed in so tests can replace them. */
export interface CountLoaderDeps {
  fetch: typeof fetch;
  /** `null` when storage is unavailable (e.g. blocked by the browser). */
  storage: Storage | null;
  now: () => number;
  /** A cached value younger than this is used without fetching. */
  freshForMs: number;
}

/** Counts are whole, non-negative numbers; anything else is treated as no value. */
function isValidCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Reads what `writeCachedCount` stored, or a plain number as earlier versions
 * stored it. Returns `null` for anything unusable.
 */
export function parseCachedCount(raw: string | null): CachedCount | null {
  if (raw === null) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (isValidCount(parsed)) {
    return {value: parsed, time: null};
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return null;
  }
  const {value, time} = parsed as {value?: unknown; time?: unknown};
  if (!isValidCount(value)) {
    return null;
  }
  return {value, time: typeof time === 'number' && Number.isFinite(time) ? time : null};
}

export function readCachedCount(storage: Storage | null, key: string): CachedCount | null {
  if (!storage) {
    return null;
  }
  try {
    return parseCachedCount(storage.getItem(key));
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames): behave as if empty.
    return null;
  }
}

export function writeCachedCount(storage: Storage | null, key: string, value: number, time: number): void {
  if (!storage) {
    return;
  }
  try {
    storage.setItem(key, JSON.stringify({value, time} satisfies CachedCount));
  } catch {
    // Full or blocked storage only costs the cache, not the badge.
  }
}

/** A cache entry from the future (clock changed) is not trusted as fresh. */
export function isFresh(cached: CachedCount, now: number, freshForMs: number): boolean {
  if (cached.time === null) {
    return false;
  }
  const age = now - cached.time;
  return age >= 0 && age < freshForMs;
}

/** Fetches the count; `false` on any failure. Never rejects. */
export async function fetchCount(fetchFn: typeof fetch, url: string, countField: string): Promise<number | false> {
  try {
    // No custom headers and no cookies: keeps the request a simple CORS request.
    const response = await fetchFn(url, {credentials: 'omit'});
    if (!response.ok) {
      return false;
    }
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) {
      return false;
    }
    const value = (body as Record<string, unknown>)[countField];
    return isValidCount(value) ? value : false;
  } catch {
    return false;
  }
}

/**
 * The count to show after loading: the cached value while it is fresh (no
 * request), otherwise the fetched value (then cached), or `false` on failure.
 */
export async function loadCount(source: CountSource, deps: CountLoaderDeps): Promise<number | false> {
  const cached = readCachedCount(deps.storage, source.storageKey);
  if (cached && isFresh(cached, deps.now(), deps.freshForMs)) {
    return cached.value;
  }
  const fetched = await fetchCount(deps.fetch, source.url, source.countField);
  if (fetched !== false) {
    writeCachedCount(deps.storage, source.storageKey, fetched, deps.now());
  }
  return fetched;
}

export type CountLoader = (source: CountSource) => Promise<number | false>;

/**
 * A loader that remembers each source's promise, so however many components
 * ask (desktop navbar, mobile sidebar, after client-side navigations) there is
 * at most one request per source for the life of the page.
 */
export function createCountLoader(deps: CountLoaderDeps): CountLoader {
  const promises = new Map<string, Promise<number | false>>();
  return (source) => {
    const key = `${source.url}\n${source.countField}\n${source.storageKey}`;
    let promise = promises.get(key);
    if (!promise) {
      promise = loadCount(source, deps);
      promises.set(key, promise);
    }
    return promise;
  };
}
