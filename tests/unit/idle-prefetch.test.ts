import {describe, expect, it} from 'vitest';

import {idleQueue, type IdleScheduler} from '../../plugins/idle-prefetch/client';

/** A scheduler the test runs by hand; each period has room for `room` prefetches. */
function manualScheduler(): {scheduler: IdleScheduler; runPeriod: (room: number) => void; pending: () => number} {
  const callbacks: Array<(hasTime: () => boolean) => void> = [];
  return {
    scheduler: (callback) => callbacks.push(callback),
    runPeriod: (room) => {
      let left = room;
      callbacks.shift()?.(() => --left > 0);
    },
    pending: () => callbacks.length,
  };
}

describe('idle prefetch', () => {
  it('prefetches nothing at once, then in order as idle periods allow', () => {
    const prefetched: string[] = [];
    const {scheduler, runPeriod, pending} = manualScheduler();
    const prefetch = idleQueue((path) => {
      prefetched.push(path);
      return false;
    }, scheduler);
    expect(prefetch('/docs/a')).toBe(false);
    prefetch('/docs/b');
    prefetch('/docs/c');
    expect(prefetched).toEqual([]);
    // One period is asked for however many links come into view.
    expect(pending()).toBe(1);
    runPeriod(2);
    expect(prefetched).toEqual(['/docs/a', '/docs/b']);
    // What did not fit waits for the next period.
    expect(pending()).toBe(1);
    runPeriod(5);
    expect(prefetched).toEqual(['/docs/a', '/docs/b', '/docs/c']);
    expect(pending()).toBe(0);
  });

  it('always makes progress, even when a period has no room', () => {
    const prefetched: string[] = [];
    const {scheduler, runPeriod} = manualScheduler();
    const prefetch = idleQueue((path) => {
      prefetched.push(path);
      return false;
    }, scheduler);
    prefetch('/a');
    prefetch('/b');
    runPeriod(0);
    expect(prefetched).toEqual(['/a']);
    runPeriod(0);
    expect(prefetched).toEqual(['/a', '/b']);
  });
});
