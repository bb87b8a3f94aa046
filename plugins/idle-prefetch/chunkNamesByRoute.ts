import type {ChunkNames} from '@docusaurus/types';

/** Core's flattening of a route's tree of chunk names into key path → chunk name. */
type Flatten = (tree: ChunkNames) => Record<string, string>;

/**
 * Docusaurus finds the chunks of a route to prefetch by scanning its whole
 * `routesChunkNames` (650 routes here) and stripping each key's hash with a regular
 * expression, for every route a prefetched link matches. This does the same lookup
 * from an index built on first use: route path → its chunk names, in the same order.
 */
export default function chunkNamesByRoute(
  routesChunkNames: Readonly<Record<string, ChunkNames>>,
  flatten: Flatten,
): (routePath: string) => string[] {
  let byPath: Map<string, string[]> | undefined;
  const index = (): Map<string, string[]> => {
    const built = new Map<string, string[]>();
    for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
      // `/api/2d/components/Rect-3a1` → `/api/2d/components/Rect`, as core strips it.
      const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
      const names = built.get(routePath) ?? [];
      names.push(...Object.values(flatten(routeChunks)));
      built.set(routePath, names);
    }
    return built;
  };
  return (routePath) => (byPath ??= index()).get(routePath) ?? [];
}
