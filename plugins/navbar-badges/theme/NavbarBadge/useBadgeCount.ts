import {useEffect, useState} from 'react';

import {BADGE_CACHE_FRESH_MS} from '../../constants';
import {
  type BadgeCount,
  type CountLoader,
  type CountSource,
  createCountLoader,
  readCachedCount,
} from '../../badgeCount';

function getLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Reading `window.localStorage` itself throws when storage is blocked.
    return null;
  }
}

/** Module-level, so it lives as long as the page: one request per full page load. */
let pageCountLoader: CountLoader | undefined;

function getPageCountLoader(): CountLoader {
  pageCountLoader ??= createCountLoader({
    fetch: (input, init) => window.fetch(input, init),
    storage: getLocalStorage(),
    now: () => Date.now(),
    freshForMs: BADGE_CACHE_FRESH_MS,
  });
  return pageCountLoader;
}

/**
 * The count of one badge. Starts as `null` (also during server rendering, so
 * hydration matches), shows the cached value at once after mounting, then the
 * loaded value or `false`. `source` is `null` when the site config lacks the address.
 */
export function useBadgeCount(source: CountSource | null): BadgeCount {
  const [count, setCount] = useState<BadgeCount>(null);
  const url = source?.url;
  const countField = source?.countField;
  const storageKey = source?.storageKey;

  useEffect(() => {
    if (url === undefined || countField === undefined || storageKey === undefined) {
      // Deliberate: the count must stay `null` during server rendering and hydration, then change after mounting.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setCount(false);
      return undefined;
    }
    let mounted = true;
    const cached = readCachedCount(getLocalStorage(), storageKey);
    setCount(cached ? cached.value : null);
    getPageCountLoader()({url, countField, storageKey})
      .then((loaded) => mounted && setCount(loaded))
      // The loader never rejects; this only guards against an unexpected bug.
      .catch(() => mounted && setCount(false));
    return () => {
      mounted = false;
    };
  }, [url, countField, storageKey]);

  return count;
}
