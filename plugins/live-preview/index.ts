import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {normalizeUrl} from '@docusaurus/utils';

import {EDITOR_EXAMPLES, EDITOR_EXAMPLES_DIR, type EditorExample} from './examples';
import {highlightedProp} from '../code-highlight/tokenize';
import {SandboxPagePlugin} from './sandbox/page';

// A type alias, not an interface: route props must be assignable to an index signature.
export type PlaygroundProps = {
  example: EditorExample;
  code: string;
  /** `highlighted` for the code's CodeBlock, so the page needs no Prism (plugins/code-highlight). */
  highlighted: string;
};

const TWO_D_INDEX = /[\\/]@canvas-commons[\\/]2d[\\/]lib[\\/]index\.js(\?.*)?$/;
/** Core's bundle: the library's only file that reads `import.meta.url` (its loader stops the build once none does). */
const CORE_INDEX = /[\\/]@canvas-commons[\\/]core[\\/]lib[\\/]index\.js(\?.*)?$/;
const packages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Live previews load the library, the compiler and the editor on demand. Their
 * npm packages go into named async chunks (`assets/js/preview-<group>.<hash>.js`)
 * so the weight of each part is visible and tests can tell them from page code.
 * The groups only apply to async chunks, so page chunks never contain them.
 */
const PREVIEW_CHUNK_GROUPS: Record<string, (resource: string) => boolean> = {
  'preview-core': (resource) => packages('@canvas-commons[\\\\/]core|chroma-js').test(resource),
  'preview-2d': (resource) => TWO_D_INDEX.test(resource) && !resource.includes('?lite'),
  'preview-2d-lite': (resource) => TWO_D_INDEX.test(resource) && resource.includes('?lite'),
  'preview-2d-deps': (resource) =>
    !TWO_D_INDEX.test(resource) &&
    packages(
      '@canvas-commons[\\\\/]2d|roughjs|hachure-fill|path-data-parser|points-on-curve|points-on-path|parse-svg-path|escape-string-regexp',
    ).test(resource),
  'preview-mathjax': (resource) =>
    packages('mathjax-full|esm|mhchemparser|mj-context-menu|speech-rule-engine').test(resource),
  // What 2d needs of Lezer to colour `Code`: loaded with every preview, so kept apart from the editor's chunk.
  'preview-lezer': (resource) => packages('@lezer[\\\\/](common|highlight)').test(resource),
  // The code editor, loaded when someone presses Edit (2d's own import of it is stubbed, see below).
  'preview-codemirror': (resource) =>
    !packages('@lezer[\\\\/](common|highlight)').test(resource) &&
    packages('@codemirror|@lezer|style-mod|w3c-keyname|crelt').test(resource),
  'preview-compiler': (resource) => packages('sucrase|lines-and-columns|ts-interface-checker').test(resource),
};

async function readExample(siteDir: string, fileName: string): Promise<Pick<PlaygroundProps, 'code' | 'highlighted'>> {
  const code = await readFile(path.join(siteDir, EDITOR_EXAMPLES_DIR, `${fileName}.tsx`), 'utf8');
  return {code, highlighted: highlightedProp(code, 'tsx')};
}

export default function livePreviewPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'live-preview',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getPathsToWatch() {
      return [path.join(context.siteDir, EDITOR_EXAMPLES_DIR, '*.tsx')];
    },
    async loadContent() {
      return Promise.all(
        EDITOR_EXAMPLES.map(async (example) => ({
          example: {...example},
          ...(await readExample(context.siteDir, example.fileName)),
        })),
      );
    },
    async contentLoaded({content, actions: {addRoute}}) {
      addRoute({path: normalizeUrl([baseUrl, 'editor', '/']), component: '@theme/EditorIndex', exact: true});
      // One full-page playground per example: /editor/<fileName>/.
      // `content` is what loadContent returned; the config's plugin type erases it to `unknown`.
      for (const props of content as PlaygroundProps[]) {
        addRoute({
          path: normalizeUrl([baseUrl, 'editor', props.example.fileName, '/']),
          component: '@theme/Playground',
          exact: true,
          props,
        });
      }
    },
    configureWebpack(_config, isServer, {getJSLoader}) {
      const requireFromSite = createRequire(path.join(context.siteDir, 'package.json'));
      const common = {
        // core's plugin loader imports a URL at run time (editor plugins); previews never use it.
        ignoreWarnings: [{module: /@canvas-commons[\\/]core[\\/]lib[\\/]index\.js/, message: /Critical dependency/}],
        // A name of its own for 2d's bundle with the `?lite` query: Rspack looks `@canvas-commons/2d?lite` up in the
        // package's exports map, which has no `./?lite` subpath, so the query cannot go on the package name.
        resolve: {alias: {'canvas-commons-2d-lite$': requireFromSite.resolve('@canvas-commons/2d')}},
        module: {
          rules: [
            {
              // Keeps the build machine's paths out of the preview chunks (see the loader).
              test: CORE_INDEX,
              use: [{loader: path.join(context.siteDir, 'plugins/live-preview/import-meta-url-loader.cjs')}],
            },
            {
              test: TWO_D_INDEX,
              use: [
                {
                  loader: path.join(__dirname, 'without-codemirror-loader.cjs'),
                  options: {stub: path.join(themePath, 'LivePreview/highlightStyleStub.ts')},
                },
              ],
            },
            {
              test: TWO_D_INDEX,
              resourceQuery: /lite/,
              use: [
                {
                  loader: path.join(__dirname, 'without-mathjax-loader.cjs'),
                  options: {stub: path.join(themePath, 'LivePreview/mathjaxStub.ts')},
                },
              ],
            },
          ],
        },
      };
      if (isServer) return common;
      const cacheGroups = Object.fromEntries(
        Object.entries(PREVIEW_CHUNK_GROUPS).map(([name, test]) => [
          name,
          {
            // Rspack passes its module object; only the resource path (with its query) matters here.
            test: (module: object) => test((module as {resource?: string}).resource ?? ''),
            name,
            chunks: 'async' as const,
            priority: 30,
            enforce: true,
            reuseExistingChunk: true,
          },
        ]),
      );
      return {
        ...common,
        optimization: {splitChunks: {cacheGroups}},
        // /editor/sandbox.html and its bundle, which run code from share links in a sandboxed frame.
        plugins: [
          // The config is typed with webpack's Compiler; the plugin declares only the members it uses.
          new SandboxPagePlugin({
            entry: path.join(__dirname, 'sandbox/entry.ts'),
            siteDir: context.siteDir,
            publicPath: baseUrl,
            rules: [
              {test: /\.[jt]sx?$/i, exclude: /node_modules/, use: [getJSLoader({isServer: false})]},
              ...common.module.rules,
            ],
            alias: common.resolve.alias,
            cacheGroups,
          }) as unknown as WebpackPluginInstance,
        ],
      };
    },
  };
}
