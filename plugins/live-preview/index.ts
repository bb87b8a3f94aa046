import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import {EDITOR_EXAMPLES, type EditorExample} from '../../src/constants';

/** Where the editor examples' scenes live (outside `src/`: they use the 2d JSX runtime). */
export const EDITOR_EXAMPLES_DIR = 'examples/editor';

// A type alias, not an interface: route props must be assignable to an index signature.
export type PlaygroundProps = {
  example: EditorExample;
  code: string;
};

/**
 * Live previews load the library, the compiler and the editor on demand. Their
 * npm packages go into named async chunks (`assets/js/preview-<group>.<hash>.js`)
 * so the weight of each part is visible and tests can tell them from page code.
 * Page chunks never contain them: the groups only apply to async chunks.
 */
export const PREVIEW_CHUNK_GROUPS: Record<string, RegExp> = {
  'preview-core': /[\\/]node_modules[\\/](@canvas-commons[\\/]core|chroma-js)[\\/]/,
  'preview-2d':
    /[\\/]node_modules[\\/](@canvas-commons[\\/]2d|roughjs|hachure-fill|path-data-parser|points-on-curve|points-on-path|parse-svg-path|escape-string-regexp)[\\/]/,
  'preview-mathjax': /[\\/]node_modules[\\/](mathjax-full|esm|mhchemparser|mj-context-menu|speech-rule-engine)[\\/]/,
  'preview-codemirror': /[\\/]node_modules[\\/](@codemirror|@lezer|style-mod|w3c-keyname|crelt)[\\/]/,
  'preview-compiler': /[\\/]node_modules[\\/](sucrase|lines-and-columns|ts-interface-checker)[\\/]/,
};

export default function livePreviewPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  return {
    name: 'live-preview',
    getPathsToWatch() {
      return [path.join(context.siteDir, EDITOR_EXAMPLES_DIR, '*.tsx')];
    },
    async loadContent() {
      return Promise.all(
        EDITOR_EXAMPLES.map(async (example) => ({
          example: {...example},
          code: await readFile(path.join(context.siteDir, EDITOR_EXAMPLES_DIR, `${example.fileName}.tsx`), 'utf8'),
        })),
      );
    },
    async contentLoaded({content, actions: {addRoute}}) {
      // One full-page playground per example: /editor/<fileName>/.
      // `content` is what loadContent returned; the config's plugin type erases it to `unknown`.
      for (const props of content as PlaygroundProps[]) {
        addRoute({
          path: normalizeUrl([baseUrl, 'editor', props.example.fileName, '/']),
          component: '@site/src/components/Playground',
          exact: true,
          props,
        });
      }
    },
    configureWebpack(_config, isServer) {
      // core's plugin loader imports a URL at run time (editor plugins); previews never use it.
      const ignoreWarnings = [{module: /@canvas-commons[\\/]core[\\/]lib[\\/]index\.js/, message: /Critical dependency/}];
      if (isServer) return {ignoreWarnings};
      const cacheGroups = Object.fromEntries(
        Object.entries(PREVIEW_CHUNK_GROUPS).map(([name, test]) => [
          name,
          {test, name, chunks: 'async' as const, priority: 30, enforce: true, reuseExistingChunk: true},
        ]),
      );
      return {optimization: {splitChunks: {cacheGroups}}, ignoreWarnings};
    },
  };
}
