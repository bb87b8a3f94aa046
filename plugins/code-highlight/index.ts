import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Code blocks are highlighted at build time (remark.ts), so theme-classic's client
 * module that loads Prism into every page's main bundle is replaced by nothing.
 * Blocks without build-time tokens still highlight: CodeBlock/Content loads Prism
 * on demand (see src/theme/CodeBlock/Content).
 */
export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack() {
      // `.docusaurus/client-modules.js` requires it by absolute path, without extension.
      const clientModule = path.join(
        path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
        'lib',
        'prism-include-languages',
      );
      return {resolve: {alias: {[clientModule]: false}}};
    },
  };
}
