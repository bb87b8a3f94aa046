import path from 'node:path';
import type {FrameworkPatch} from '../../lib/framework-patches';

export const PREFETCH_PATCHES: readonly FrameworkPatch[] = [
  {
    package: '@docusaurus/core',
    file: 'lib/client/docusaurus.js',
    why: 'Prefetching adds one link per chunk file instead of one per chunk of every matched route (see prefetchOnce.ts).',
    replacements: [
      {
        from: "import prefetchHelper from './prefetch';",
        to: [
          "import prefetchEachTime from './prefetch';",
          `import prefetchOnce from ${JSON.stringify(path.join(__dirname, 'prefetchOnce.ts'))};`,
          'const prefetchHelper = prefetchOnce(prefetchEachTime);',
        ].join('\n'),
      },
    ],
  },
];
