import {beforeEach, describe, expect, it, vi} from 'vitest';

import {BADGE_CACHE_FRESH_MS, BADGES} from '../../plugins/navbar-badges/constants';
import {CUSTOM_FIELDS} from '../../src/site';
import {
  type CountLoaderDeps,
  type CountSource,
  createCountLoader,
  fetchCount,
  isFresh,
  loadCount,
  parseCachedCount,
  readCachedCount,
  writeCachedCount,
} from '../../plugins/navbar-badges/badgeCount';

/** An in-memory `Storage`, as in the browser. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** Storage that throws on every access, as a blocked `localStorage` does. */
class ThrowingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('full', 'QuotaExceededError');
  }
}

const NOW = Date.UTC(2025, 7, 1, 12);
const GITHUB: CountSource = {url: CUSTOM_FIELDS.githubApi, ...BADGES.github};
const DISCORD: CountSource = {url: CUSTOM_FIELDS.discordApi, ...BADGES.discord};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
}

function fetchAnswering(response: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => response());
}

function deps(overrides: Partial<CountLoaderDeps> = {}): CountLoaderDeps {
  return {
    fetch: fetchAnswering(() => jsonResponse({stargazers_count: 98_765, presence_count: 1234})),
    storage: new MemoryStorage(),
    now: () => NOW,
    freshForMs: BADGE_CACHE_FRESH_MS,
    ...overrides,
  };
}

describe('parseCachedCount', () => {
  it('reads the {value, time} JSON it writes', () => {
    expect(parseCachedCount(JSON.stringify({value: 42, time: NOW}))).toEqual({value: 42, time: NOW});
  });

  it('reads a legacy plain number as a value with no time', () => {
    expect(parseCachedCount('98765')).toEqual({value: 98_765, time: null});
  });

  it('keeps the value when the time is unusable', () => {
    expect(parseCachedCount('{"value":5,"time":"yesterday"}')).toEqual({value: 5, time: null});
  });

  it.each([
    null,
    '',
    'abc',
    '{',
    '-3',
    '1.5',
    'NaN',
    'null',
    '"12"',
    '[12]',
    '{"value":-1,"time":1}',
    '{"value":"12"}',
    '{}',
  ])('rejects %j', (raw) => {
    expect(parseCachedCount(raw)).toBeNull();
  });
});

describe('readCachedCount / writeCachedCount', () => {
  it('round-trips through storage', () => {
    const storage = new MemoryStorage();
    writeCachedCount(storage, BADGES.github.storageKey, 98_765, NOW);
    expect(JSON.parse(storage.getItem(BADGES.github.storageKey) ?? '')).toEqual({value: 98_765, time: NOW});
    expect(readCachedCount(storage, BADGES.github.storageKey)).toEqual({value: 98_765, time: NOW});
  });

  it('treats missing or throwing storage as empty and never throws', () => {
    expect(readCachedCount(null, 'k')).toBeNull();
    expect(readCachedCount(new ThrowingStorage(), 'k')).toBeNull();
    expect(() => writeCachedCount(new ThrowingStorage(), 'k', 1, NOW)).not.toThrow();
    expect(() => writeCachedCount(null, 'k', 1, NOW)).not.toThrow();
  });
});

describe('isFresh', () => {
  it('is fresh only within the window and never for legacy or future entries', () => {
    expect(isFresh({value: 1, time: NOW - 1000}, NOW, BADGE_CACHE_FRESH_MS)).toBe(true);
    expect(isFresh({value: 1, time: NOW - BADGE_CACHE_FRESH_MS}, NOW, BADGE_CACHE_FRESH_MS)).toBe(false);
    expect(isFresh({value: 1, time: null}, NOW, BADGE_CACHE_FRESH_MS)).toBe(false);
    expect(isFresh({value: 1, time: NOW + 60_000}, NOW, BADGE_CACHE_FRESH_MS)).toBe(false);
  });
});

describe('fetchCount', () => {
  it('returns the field of a JSON answer', async () => {
    const fetchFn = fetchAnswering(() => jsonResponse({presence_count: 1234, members: []}));
    await expect(fetchCount(fetchFn, DISCORD.url, DISCORD.countField)).resolves.toBe(1234);
    expect(fetchFn).toHaveBeenCalledWith(DISCORD.url, expect.objectContaining({credentials: 'omit'}));
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['403 (GitHub rate limit)', () => jsonResponse({message: 'API rate limit exceeded'}, 403)],
    ['500', () => jsonResponse({stargazers_count: 5}, 500)],
    ['a body that is not JSON', () => new Response('<html>oops</html>', {status: 200})],
    ['an empty body', () => new Response('', {status: 200})],
    ['JSON null', () => jsonResponse(null)],
    ['a JSON number', () => jsonResponse(5)],
    ['a missing field', () => jsonResponse({forks_count: 3})],
    ['a string field', () => jsonResponse({stargazers_count: '98765'})],
    ['a negative field', () => jsonResponse({stargazers_count: -1})],
    ['a fractional field', () => jsonResponse({stargazers_count: 1.5})],
    ['a null field', () => jsonResponse({stargazers_count: null})],
  ])('returns false for %s', async (_name, answer) => {
    await expect(fetchCount(fetchAnswering(answer), GITHUB.url, GITHUB.countField)).resolves.toBe(false);
  });

  it('returns false when fetch itself throws synchronously', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => {
      throw new TypeError('fetch is not a function');
    });
    await expect(fetchCount(fetchFn, GITHUB.url, GITHUB.countField)).resolves.toBe(false);
  });
});

describe('loadCount', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('fetches, returns and caches the value with its time', async () => {
    const d = deps({storage});
    await expect(loadCount(GITHUB, d)).resolves.toBe(98_765);
    expect(d.fetch).toHaveBeenCalledTimes(1);
    expect(readCachedCount(storage, GITHUB.storageKey)).toEqual({value: 98_765, time: NOW});
  });

  it('skips the request while the cache is fresh', async () => {
    writeCachedCount(storage, GITHUB.storageKey, 500, NOW - BADGE_CACHE_FRESH_MS / 2);
    const d = deps({storage});
    await expect(loadCount(GITHUB, d)).resolves.toBe(500);
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it('fetches again once the cache is stale', async () => {
    writeCachedCount(storage, GITHUB.storageKey, 500, NOW - BADGE_CACHE_FRESH_MS - 1);
    const d = deps({storage});
    await expect(loadCount(GITHUB, d)).resolves.toBe(98_765);
    expect(d.fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches for a legacy plain-number cache and replaces it with {value, time}', async () => {
    storage.setItem(GITHUB.storageKey, '500');
    const d = deps({storage});
    await expect(loadCount(GITHUB, d)).resolves.toBe(98_765);
    expect(d.fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(GITHUB.storageKey) ?? '')).toEqual({value: 98_765, time: NOW});
  });

  it.each(['abc', '{', '-5'])('ignores a corrupt cache %j and fetches', async (raw) => {
    storage.setItem(DISCORD.storageKey, raw);
    const d = deps({storage});
    await expect(loadCount(DISCORD, d)).resolves.toBe(1234);
    expect(d.fetch).toHaveBeenCalledTimes(1);
  });

  it('returns false on failure and keeps the old cache', async () => {
    storage.setItem(GITHUB.storageKey, '500');
    const d = deps({storage, fetch: fetchAnswering(() => jsonResponse({}, 403))});
    await expect(loadCount(GITHUB, d)).resolves.toBe(false);
    expect(storage.getItem(GITHUB.storageKey)).toBe('500');
  });

  it('works with throwing or missing storage', async () => {
    await expect(loadCount(GITHUB, deps({storage: new ThrowingStorage()}))).resolves.toBe(98_765);
    await expect(loadCount(GITHUB, deps({storage: null}))).resolves.toBe(98_765);
  });
});

describe('createCountLoader', () => {
  it('makes one request per source however often it is asked', async () => {
    const d = deps();
    const load = createCountLoader(d);
    const results = await Promise.all([load(GITHUB), load(GITHUB), load(DISCORD)]);
    await load(GITHUB);
    expect(results).toEqual([98_765, 98_765, 1234]);
    expect(d.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failed source within the same page', async () => {
    const d = deps({fetch: fetchAnswering(() => Promise.reject(new TypeError('offline')))});
    const load = createCountLoader(d);
    await expect(load(GITHUB)).resolves.toBe(false);
    await expect(load(GITHUB)).resolves.toBe(false);
    expect(d.fetch).toHaveBeenCalledTimes(1);
  });
});
