import {inIdleTime, type IdleWork} from './idleWork';

type DocusaurusGlobal = Window['docusaurus'];
type Prefetch = DocusaurusGlobal['prefetch'];

/**
 * Runs `prefetch` for each page in idle time (idleWork.ts). A page is asked for once: links to its sections
 * (`/api/2d/components/Node#add`, `#cache`, …) are the same chunks, and Docusaurus tells them apart, so an API
 * page with a few hundred member links would match the route table a few hundred times.
 */
export function idleQueue(prefetch: Prefetch, later: IdleWork = inIdleTime): Prefetch {
  const asked = new Set<string>();
  return (routePath) => {
    const page = routePath.replace(/[?#].*$/, '');
    if (page !== '' && !asked.has(page)) {
      asked.add(page);
      later(() => void prefetch(page));
    }
    return false;
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
