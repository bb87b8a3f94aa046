/**
 * Search: the navbar modal (theme/SearchBar), the /search page (theme/SearchPage)
 * and, after the build, the local index. The indexer reads the built HTML of every
 * guide, API page and blog post and writes a static, content-hashed index the modal
 * and the page fetch on first use. No service, no keys, works offline. The dev server
 * has no built HTML: it indexes the sources instead (sourceIndex.ts), again on every save.
 *
 * The index is skipped when the site is built for hosted DocSearch (the three
 * DOCSEARCH_* variables); the modal and the page then ask DocSearch instead.
 */
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import {sectionLabel} from '../../src/sections';
import {SEARCH} from './constants';
import {extractSite, serializeIndex, writeIndex} from './build-index';
import {
  devIndexCacheFile,
  devIndexDir,
  devIndexOptions,
  sourcePagesOf,
  writeDevIndex,
  type DevIndexOptions,
} from './devIndex';
import type {ExtractOptions, PageKind} from './extract';
import {SourceIndexer} from './sourceIndex';

type WebpackConfiguration = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

export interface SearchPluginOptions {
  /** Build the local index (false in hosted DocSearch mode). */
  buildLocalIndex: boolean;
}

/** Generated boilerplate in the API pages that would only add noise to snippets. */
const SKIP_PARAGRAPHS = [/^Defined in:/];
const SKIP_CODE_BLOCKS_IN: PageKind[] = ['api'];

/** The site's keywords: the `keywords` meta tag of the theme config (empty without one). */
function siteKeywords(siteConfig: DocusaurusConfig): string {
  const {metadata} = (siteConfig.themeConfig ?? {}) as {metadata?: Array<{name?: unknown; content?: unknown}>};
  const content = metadata?.find((tag) => tag.name === 'keywords')?.content;
  return typeof content === 'string' ? content : '';
}

/** `plugins: [searchPlugin({buildLocalIndex})]`: options are bound here, typed, instead of Docusaurus's untyped tuple form. */
export default function searchPlugin(options: SearchPluginOptions): (context: LoadContext) => Plugin {
  return (context) => createPlugin(context, options);
}

function createPlugin({siteConfig, siteDir}: LoadContext, options: SearchPluginOptions): Plugin {
  const themePath = path.join(__dirname, 'theme');
  const extractOptions: ExtractOptions = {
    siteTitle: siteConfig.title,
    siteKeywords: siteKeywords(siteConfig),
    labels: {guides: sectionLabel('guides'), api: sectionLabel('api'), blog: sectionLabel('blog')},
    skipParagraphs: SKIP_PARAGRAPHS,
    skipCodeBlocksIn: SKIP_CODE_BLOCKS_IN,
    boilerplateHeadings: SEARCH.boilerplateHeadings,
    glossaryPath: normalizeUrl([siteConfig.baseUrl, SEARCH.glossary.path]),
    glossaryGuidePrefix: SEARCH.glossary.guidePrefix,
  };
  // The dev server's index, read from the sources and refreshed on every content reload (a save).
  const isDevServer = process.env.NODE_ENV === 'development';
  const sourceIndexer = new SourceIndexer(siteConfig.title, extractOptions, devIndexCacheFile(siteDir));
  let devIndexRun = Promise.resolve();
  return {
    name: 'search',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async contentLoaded({actions: {addRoute}}) {
      addRoute({
        path: normalizeUrl([siteConfig.baseUrl, SEARCH.pagePath]),
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    async allContentLoaded({allContent}) {
      if (!isDevServer || !options.buildLocalIndex) return;
      const pages = sourcePagesOf(allContent, siteDir);
      // Not awaited: the server starts (or reloads) at once, and each run waits for the one before it.
      devIndexRun = devIndexRun.then(() => writeDevIndex(sourceIndexer, pages, siteDir, SEARCH.maxContentChars));
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development' || !options.buildLocalIndex) return undefined;
      // webpack's own type has no `devServer`; core merges this one into the dev server's options.
      const devIndex: WebpackConfiguration & DevIndexOptions = devIndexOptions(
        devIndexDir(siteDir),
        siteConfig.baseUrl,
      );
      return devIndex;
    },
    async postBuild({outDir}) {
      if (!options.buildLocalIndex) {
        console.info('[search] hosted DocSearch configured; local index not built.');
        return;
      }
      const started = Date.now();
      const pages = extractSite(outDir, {
        ...extractOptions,
        baseUrl: siteConfig.baseUrl,
        maxContentChars: SEARCH.maxContentChars,
      });
      if (pages.length === 0) throw new Error('[search] no pages to index: did the HTML structure change?');
      const index = serializeIndex(pages, SEARCH.maxContentChars);
      const written = writeIndex(outDir, SEARCH.outputDir, SEARCH.manifestPath, index);
      const gzip = zlib.gzipSync(fs.readFileSync(written.indexFile)).length;
      console.info(
        `[search] ${written.manifest.pages} pages, ${written.manifest.records} records → ${path.relative(outDir, written.indexFile)} ` +
          `(${(written.bytes / 1024).toFixed(0)} KB, ${(gzip / 1024).toFixed(0)} KB gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  };
}
