import {whenIdle} from '../../src/lib/whenIdle';

/** Without requestIdleCallback (Safari), queued work waits this long, then runs for one slice. */
const FALLBACK_DELAY_MS = 200;
/** An idle callback runs at the latest this long after it was asked for. */
const IDLE_TIMEOUT_MS = 3000;
/**
 * How long one idle period may spend on queued work, though the browser may offer up to 50 ms. On a phone
 * (a CPU about four times slower) a full period becomes a task long enough to block input: a long guide or an
 * API page queues a hundred links right after hydration.
 */
const IDLE_SLICE_MS = 8;

export type IdleScheduler = (callback: (hasTime: () => boolean) => void) => void;
/** Queues a small piece of work (one page's prefetch: a route lookup and its few links) for idle time. */
export type IdleWork = (task: () => void) => void;

export function idleScheduler(): IdleScheduler {
  return (callback) => {
    whenIdle(
      (deadline) => {
        const started = performance.now();
        callback(
          () => (deadline === null || deadline.timeRemaining() > 0) && performance.now() - started < IDLE_SLICE_MS,
        );
      },
      {timeoutMs: IDLE_TIMEOUT_MS, fallbackDelayMs: FALLBACK_DELAY_MS},
    );
  };
}

/**
 * Runs queued tasks in idle periods, in order, as many as each period has room for (at least one). A task
 * may queue more; they run in the same period if it still has room.
 */
export function idleWorkQueue(scheduler: IdleScheduler): IdleWork {
  const queue: Array<() => void> = [];
  let scheduled = false;
  const drain = (hasTime: () => boolean): void => {
    scheduled = false;
    do {
      queue.shift()?.();
    } while (queue.length > 0 && hasTime());
    if (queue.length > 0) {
      schedule();
    }
  };
  const schedule = (): void => {
    if (!scheduled) {
      scheduled = true;
      scheduler(drain);
    }
  };
  return (task) => {
    queue.push(task);
    schedule();
  };
}

/** The page's one idle queue: the prefetches of the pages its links lead to. */
export const inIdleTime: IdleWork = idleWorkQueue(idleScheduler());
