import path from 'node:path';
import type {FrameworkPatch} from '../../lib/framework-patches';

const importOurs = (name: string, file: string) => `import ${name} from ${JSON.stringify(path.join(__dirname, file))};`;

/** Core's scan of every route for the chunks of one route, as it is in `docusaurus.js`. */
const CORE_CHUNK_NAMES_SCAN = [
  'const getChunkNamesToLoad = (path) => Object.entries(routesChunkNames)',
  '    .filter(',
  '// Remove the last part containing the route hash',
  '// input: /blog/2018/12/14/Happy-First-Birthday-Slash-fe9',
  '// output: /blog/2018/12/14/Happy-First-Birthday-Slash',
  "([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)",
  '    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));',
].join('\n');

/** Core Link's viewport watch: an observer of its own for each link, made on every render. */
const CORE_LINK_OBSERVER = [
  '            ioRef.current = new window.IntersectionObserver((entries) => {',
  '                entries.forEach((entry) => {',
  '                    if (el === entry.target) {',
  '                        // If element is in viewport, stop observing and run callback.',
  '                        // https://developer.mozilla.org/en-US/docs/Web/API/Intersection_Observer_API',
  '                        if (entry.isIntersecting || entry.intersectionRatio > 0) {',
  '                            ioRef.current.unobserve(el);',
  '                            ioRef.current.disconnect();',
  '                            if (targetLink != null) {',
  '                                window.docusaurus.prefetch(targetLink);',
  '                            }',
  '                        }',
  '                    }',
  '                });',
  '            });',
  '            // Add element to the observer.',
  '            ioRef.current.observe(el);',
].join('\n');

export const PREFETCH_PATCHES: readonly FrameworkPatch[] = [
  {
    package: '@docusaurus/core',
    file: 'lib/client/docusaurus.js',
    why:
      'Each prefetch scanned all 650 routes for the chunks of each route it matched, and added a link per chunk ' +
      'of every matched route, shared ones again each time: an API page added ~600 links for 45 files. ' +
      'It now looks the chunks up in an index and asks for each file once.',
    replacements: [
      {
        from: "import prefetchHelper from './prefetch';",
        to: [
          "import prefetchEachTime from './prefetch';",
          importOurs('prefetchOnce', 'prefetchOnce.ts'),
          importOurs('chunkNamesByRoute', 'chunkNamesByRoute.ts'),
          'const prefetchHelper = prefetchOnce(prefetchEachTime);',
        ].join('\n'),
      },
      {from: CORE_CHUNK_NAMES_SCAN, to: 'const getChunkNamesToLoad = chunkNamesByRoute(routesChunkNames, flat);'},
    ],
  },
  {
    package: '@docusaurus/core',
    file: 'lib/client/exports/Link.js',
    why:
      'Each link made its own IntersectionObserver when it mounted, and another on each re-render: an API page ' +
      "made about 470 in hydration's commit, most of its longest task. Links now share one observer.",
    replacements: [
      {
        from: "import useBrokenLinks from './useBrokenLinks';",
        to: ["import useBrokenLinks from './useBrokenLinks';", importOurs('whenInView', 'whenInView.ts')].join('\n'),
      },
      {
        from: CORE_LINK_OBSERVER,
        to: [
          '            ioRef.current = whenInView(el, () => {',
          '                if (targetLink != null) {',
          '                    window.docusaurus.prefetch(targetLink);',
          '                }',
          '            });',
        ].join('\n'),
      },
    ],
  },
];
