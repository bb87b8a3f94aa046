/**
 * Docusaurus prefetches the chunks of every link as soon as it scrolls into view,
 * each prefetch matching the route table (650 routes here, most of them API pages),
 * so a guide page's ~100 visible links cost several long main-thread tasks right
 * after hydration. This moves those prefetches into idle time, a few at a time, and
 * asks for each page once (client.ts, idleWork.ts). What is prefetched, and hover
 * preloading, stay as they were.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
