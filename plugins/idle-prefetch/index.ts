/**
 * Docusaurus prefetches the chunks of every link as soon as it scrolls into view,
 * each prefetch matching the route table (650 routes here, most of them API pages),
 * so a guide page's ~100 visible links cost several long main-thread tasks right
 * after hydration. This moves those prefetches into idle time, a few at a time
 * (client.ts, idleWork.ts); looks a route's chunks up in an index instead of core's scan
 * of every route (chunkNamesByRoute.ts); asks for each chunk file once, one link per
 * piece of idle work (prefetchOnce.ts); and watches every link with one observer
 * instead of one each (whenInView.ts). What is prefetched, and hover preloading, stay
 * as they were.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {patchRules} from '../../lib/framework-patches';
import {PREFETCH_PATCHES} from './patches';

export default function idlePrefetchPlugin(context: LoadContext): Plugin {
  const rules = patchRules(context.siteDir, PREFETCH_PATCHES);
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : {module: {rules}};
    },
  };
}
