import type {Page} from '@playwright/test';

/**
 * Installs, before the page's scripts run, the global hook React reports its commits to for its DevTools, and counts
 * per commit the components that rendered: those mounted, or marked as having done work. A subtree React left
 * untouched (the same child fibers as in the tree before) is not walked. It reads React's fiber fields (`tag`,
 * `flags`, `alternate`), which lib/framework-internals.ts lists.
 */
const HOOK = `(() => {
  const commits = [];
  window.__reactRenderCounts = commits;
  const COMPONENT_TAGS = [0, 1, 11, 14, 15]; // function, class, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1;
  const countRendered = (fiber) => {
    if (fiber.alternate && fiber.child === fiber.alternate.child) return 0;
    let rendered = 0;
    for (let child = fiber.child; child; child = child.sibling) {
      if (COMPONENT_TAGS.includes(child.tag) && (child.alternate === null || (child.flags & PERFORMED_WORK) !== 0)) {
        rendered++;
      }
      rendered += countRendered(child);
    }
    return rendered;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_rendererId, root) => {
      commits.push(countRendered(root.current));
      window.__reactLastCommitAt = performance.now();
    },
  };
})();`;

/** Starts counting; the function returned gives the number of components rendered per commit so far. */
export async function recordReactRenders(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(HOOK);
  return () =>
    page.evaluate(() => [...((window as unknown as {__reactRenderCounts?: number[]}).__reactRenderCounts ?? [])]);
}

/**
 * Waits until React has committed nothing for `quietMs`, so that work the page schedules for itself after hydration
 * (idle-time builds, lazy components) is not counted as the renders of what the test does next.
 */
export async function waitForReactQuiet(page: Page, quietMs = 1000): Promise<void> {
  await page.waitForFunction(
    (quiet) => {
      const lastCommitAt = (window as unknown as {__reactLastCommitAt?: number}).__reactLastCommitAt ?? 0;
      return performance.now() - lastCommitAt >= quiet;
    },
    quietMs,
    {polling: 100, timeout: 20_000},
  );
}
