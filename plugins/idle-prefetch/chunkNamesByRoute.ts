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
  // Only the keys are read up front: flattening all 650 trees took longer than the scans it saves.
  let byPath: Map<string, ChunkNames[]> | undefined;
  const index = (): Map<string, ChunkNames[]> => {
    const built = new Map<string, ChunkNames[]>();
    for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
      // `/api/2d/components/Rect-3a1` → `/api/2d/components/Rect`, as core strips it.
      const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
      const trees = built.get(routePath);
      if (trees) trees.push(routeChunks);
      else built.set(routePath, [routeChunks]);
    }
    return built;
  };
  return (routePath) => ((byPath ??= index()).get(routePath) ?? []).flatMap((tree) => Object.values(flatten(tree)));
}
