/**
 * Local search index: after the build, reads the built HTML of every guide, API
 * page and blog post and writes a static, content-hashed index the search modal
 * and the /search page fetch on first use. No service, no keys, works offline.
 *
 * Skipped when the site is built for hosted DocSearch (the three DOCSEARCH_* variables).
 */
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {SEARCH} from '../../src/constants';
import {extractSite, serializeIndex, writeIndex} from './build-index';
import type {PageKind} from './extract';

export interface LocalSearchOptions {
  /** Build the index (false in hosted DocSearch mode). */
  enabled: boolean;
}

/** Generated boilerplate in the API pages that would only add noise to snippets. */
const SKIP_PARAGRAPHS = [/^Defined in:/];
const SKIP_CODE_BLOCKS_IN: PageKind[] = ['api'];

function sectionLabel(id: string): string {
  return SEARCH.sections.find((section) => section.id === id)?.label ?? id;
}

/** `plugins: [localSearchPlugin({enabled})]`: options are bound here, typed, instead of Docusaurus's untyped tuple form. */
export default function localSearchPlugin(options: LocalSearchOptions): (context: LoadContext) => Plugin {
  return (context) => createPlugin(context, options);
}

function createPlugin({siteConfig}: LoadContext, options: LocalSearchOptions): Plugin {
  return {
    name: 'local-search',
    async postBuild({outDir}) {
      if (!options.enabled) {
        console.info('[local-search] hosted DocSearch configured; local index not built.');
        return;
      }
      const started = Date.now();
      const pages = extractSite(outDir, {
        baseUrl: siteConfig.baseUrl,
        siteTitle: siteConfig.title,
        labels: {guides: sectionLabel('guides'), api: sectionLabel('api'), blog: sectionLabel('blog')},
        skipParagraphs: SKIP_PARAGRAPHS,
        skipCodeBlocksIn: SKIP_CODE_BLOCKS_IN,
        maxContentChars: SEARCH.maxContentChars,
      });
      if (pages.length === 0) throw new Error('[local-search] no pages to index: did the HTML structure change?');
      const index = serializeIndex(pages, SEARCH.maxContentChars);
      const written = writeIndex(outDir, SEARCH.outputDir, SEARCH.manifestPath, index);
      const gzip = zlib.gzipSync(fs.readFileSync(written.indexFile)).length;
      console.info(
        `[local-search] ${written.manifest.pages} pages, ${written.manifest.records} records → ${path.relative(outDir, written.indexFile)} ` +
          `(${(written.bytes / 1024).toFixed(0)} KB, ${(gzip / 1024).toFixed(0)} KB gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  };
}
