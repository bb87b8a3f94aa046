import {inIdleTime, type IdleWork} from './idleWork';

type PrefetchFile = (url: string) => Promise<void>;

/**
 * Docusaurus prefetches a page by adding a `<link rel="prefetch">` for each chunk of
 * each route it matches, and every docs page shares its parents' chunks: the 36 pages
 * an API page prefetched added about 600 links for 45 files. Each file is asked for once.
 *
 * Each link is added as a task of its own in idle time: adding one costs about a
 * millisecond (the browser starts its request), and a page's chunks added at once made
 * idle tasks long enough to delay input on a phone.
 */
export default function prefetchOnce(prefetchFile: PrefetchFile, later: IdleWork = inIdleTime): PrefetchFile {
  const started = new Map<string, Promise<void>>();
  return (url) => {
    let prefetched = started.get(url);
    if (prefetched === undefined) {
      prefetched = new Promise<void>((resolve, reject) => later(() => prefetchFile(url).then(resolve, reject)));
      started.set(url, prefetched);
    }
    return prefetched;
  };
}
