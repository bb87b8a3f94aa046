type PrefetchFile = (url: string) => Promise<void>;

/**
 * Docusaurus prefetches a page by adding a `<link rel="prefetch">` for each chunk of
 * each route it matches, and every docs page shares its parents' chunks: the 36 pages
 * an API page prefetches added about 600 links for 45 files. Each file is asked for once.
 */
export default function prefetchOnce(prefetchFile: PrefetchFile): PrefetchFile {
  const started = new Map<string, Promise<void>>();
  return (url) => {
    let prefetched = started.get(url);
    if (prefetched === undefined) {
      prefetched = prefetchFile(url);
      started.set(url, prefetched);
    }
    return prefetched;
  };
}
