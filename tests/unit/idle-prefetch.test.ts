import {afterEach, describe, expect, it, vi} from 'vitest';

import {idleQueue} from '../../plugins/idle-prefetch/client';
import {idleScheduler, idleWorkQueue, type IdleScheduler} from '../../plugins/idle-prefetch/idleWork';
import {whenIdle} from '../../src/lib/whenIdle';

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

/** An idle queue over a prefetch that records the paths it is given. */
function recordingQueue(scheduler: IdleScheduler): {prefetch: ReturnType<typeof idleQueue>; prefetched: string[]} {
  const prefetched: string[] = [];
  const prefetch = idleQueue((path) => {
    prefetched.push(path);
    return false;
  }, idleWorkQueue(scheduler));
  return {prefetch, prefetched};
}

describe('idle prefetch', () => {
  it('prefetches nothing at once, then in order as idle periods allow', () => {
    const {scheduler, runPeriod, pending} = manualScheduler();
    const {prefetch, prefetched} = recordingQueue(scheduler);
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
    const {scheduler, runPeriod} = manualScheduler();
    const {prefetch, prefetched} = recordingQueue(scheduler);
    prefetch('/a');
    prefetch('/b');
    runPeriod(0);
    expect(prefetched).toEqual(['/a']);
    runPeriod(0);
    expect(prefetched).toEqual(['/a', '/b']);
  });
});

describe('idle prefetch of one page', () => {
  it('asks once per page, whatever the section or query of the link', () => {
    const {scheduler, runPeriod} = manualScheduler();
    const {prefetch, prefetched} = recordingQueue(scheduler);
    for (const link of ['/api/Node#add', '/api/Node#cache', '/api/Node', '/api/Rect?x=1#radius', '/api/Node#add']) {
      prefetch(link);
    }
    runPeriod(10);
    expect(prefetched).toEqual(['/api/Node', '/api/Rect']);
  });
});

describe('the idle work queue', () => {
  it('runs work a task queues in the same period while it has room, else in the next', () => {
    const {scheduler, runPeriod, pending} = manualScheduler();
    const later = idleWorkQueue(scheduler);
    const ran: string[] = [];
    later(() => {
      ran.push('page');
      later(() => ran.push('file 1'));
      later(() => ran.push('file 2'));
    });
    runPeriod(2);
    expect(ran).toEqual(['page', 'file 1']);
    expect(pending()).toBe(1);
    runPeriod(2);
    expect(ran).toEqual(['page', 'file 1', 'file 2']);
    expect(pending()).toBe(0);
  });
});

describe('idle periods', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('spend a few milliseconds at most, though the browser offers 50', () => {
    const periods: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => periods.push(callback));
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const prefetched: string[] = [];
    const prefetch = idleQueue((path) => {
      prefetched.push(path);
      now += 3;
      return false;
    }, idleWorkQueue(idleScheduler()));
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) prefetch(path);
    periods.shift()?.({didTimeout: false, timeRemaining: () => 50});
    // 3 ms each: the period stops once 8 ms have gone, and asks for another.
    expect(prefetched).toEqual(['/a', '/b', '/c']);
    expect(periods).toHaveLength(1);
    periods.shift()?.({didTimeout: false, timeRemaining: () => 50});
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d', '/e', '/f']);
  });
});

describe('whenIdle', () => {
  it('runs the callback without a deadline after the fallback delay where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    try {
      const deadlines: unknown[] = [];
      whenIdle((deadline) => deadlines.push(deadline), {timeoutMs: 1000, fallbackDelayMs: 50});
      vi.advanceTimersByTime(49);
      expect(deadlines).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(deadlines).toEqual([null]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not run a callback that was cancelled', () => {
    vi.useFakeTimers();
    try {
      let ran = false;
      const cancel = whenIdle(() => (ran = true), {timeoutMs: 1000, fallbackDelayMs: 50});
      cancel();
      vi.advanceTimersByTime(100);
      expect(ran).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
