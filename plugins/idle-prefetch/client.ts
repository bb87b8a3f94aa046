import {whenIdle} from '../../src/lib/whenIdle';

type DocusaurusGlobal = Window['docusaurus'];
type Prefetch = DocusaurusGlobal['prefetch'];

/** Without requestIdleCallback (Safari), prefetches wait this long and run one per turn. */
const FALLBACK_DELAY_MS = 200;
/** An idle callback runs at the latest this long after it was asked for. */
const IDLE_TIMEOUT_MS = 3000;
/**
 * How long one idle period may spend on prefetches, though the browser may offer up to 50 ms. On a phone
 * (a CPU about four times slower) a full period becomes a task long enough to block input: a long guide or an
 * API page queues a hundred links right after hydration.
 */
const IDLE_SLICE_MS = 8;

/**
 * Runs `prefetch` for queued paths in idle periods, as many as each period has room for. A page is asked for
 * once: links to its sections (`/api/2d/components/Node#add`, `#cache`, …) are the same chunks, and Docusaurus
 * tells them apart, so an API page with a few hundred member links would match the route table a few hundred
 * times.
 */
export function idleQueue(prefetch: Prefetch, scheduler = idleScheduler()): Prefetch {
  const queue: string[] = [];
  const asked = new Set<string>();
  let scheduled = false;
  const drain = (hasTime: () => boolean): void => {
    scheduled = false;
    do {
      const next = queue.shift();
      if (next !== undefined) {
        void prefetch(next);
      }
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
  return (routePath) => {
    const page = routePath.replace(/[?#].*$/, '');
    if (page !== '' && !asked.has(page)) {
      asked.add(page);
      queue.push(page);
      schedule();
    }
    return false;
  };
}

export type IdleScheduler = (callback: (hasTime: () => boolean) => void) => void;

export function idleScheduler(): IdleScheduler {
  return (callback) => {
    whenIdle(
      (deadline) => {
        const started = performance.now();
        callback(
          () => deadline !== null && deadline.timeRemaining() > 0 && performance.now() - started < IDLE_SLICE_MS,
        );
      },
      {timeoutMs: IDLE_TIMEOUT_MS, fallbackDelayMs: FALLBACK_DELAY_MS},
    );
  };
}

// Docusaurus assigns `window.docusaurus` after the client modules have loaded, and its
// Link calls `window.docusaurus.prefetch` when a link comes into view: wrap on assignment.
// (A plain check, not ExecutionEnvironment, so the unit tests can import this in Node.)
if (typeof window !== 'undefined') {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = Object.freeze({...value, prefetch: idleQueue(value.prefetch.bind(value))});
    },
  });
}
