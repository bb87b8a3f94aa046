/**
 * The dev server's search index: read from the sources (sourceIndex.ts) into a cache folder, written again on every
 * content reload, and served by the dev server at the address the modal and /search read, as a build serves its own.
 */
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';

import {SEARCH} from './constants';
import {applyGlossary, serializeIndex, writeIndex} from './build-index';
import type {ExtractedPage} from './extract';
import type {SourceIndexer, SourcePage} from './sourceIndex';

/** Where the dev index is written: not `build/`, which belongs to the last production build. */
export function devIndexDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'search-dev');
}

/**
 * What webpack-dev-server adds for the index: one more static folder (its `static` option merges as a list). `/search`
 * is the search page's route, so the folder must not answer it with a listing or a redirect.
 */
export interface DevIndexOptions {
  devServer: {
    static: Array<{
      directory: string;
      publicPath: string;
      serveIndex: false;
      staticOptions: {index: false; redirect: false};
      watch: false;
    }>;
  };
}

export function devIndexOptions(indexDir: string, baseUrl: string): DevIndexOptions {
  return {
    devServer: {
      static: [
        {
          directory: path.join(indexDir, SEARCH.outputDir),
          publicPath: normalizeUrl([baseUrl, SEARCH.outputDir]),
          serveIndex: false,
          staticOptions: {index: false, redirect: false},
          watch: false,
        },
      ],
    },
  };
}

// Only the fields of the docs and blog plugins' content this reads.
interface LoadedDoc {
  source: string;
  permalink: string;
  title: string;
  description: string;
  frontMatter: {keywords?: unknown};
}
interface DocsContent {
  loadedVersions: Array<{docs: LoadedDoc[]}>;
}
interface BlogContent {
  blogPosts: Array<{metadata: LoadedDoc}>;
}

const keywordsOf = (doc: LoadedDoc): string[] =>
  Array.isArray(doc.frontMatter.keywords) ? doc.frontMatter.keywords.filter((k) => typeof k === 'string') : [];

/** `@site/docs/x.mdx` → the file on disk. */
function fileOf(source: string, siteDir: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
}

/** The pages the index holds, from the content the docs and blog plugins loaded: guides, API pages, posts. */
export function sourcePagesOf(allContent: Record<string, Record<string, unknown>>, siteDir: string): SourcePage[] {
  const pages: SourcePage[] = [];
  const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
  for (const [pluginId, content] of Object.entries(docs)) {
    for (const version of content?.loadedVersions ?? []) {
      for (const doc of version.docs) {
        pages.push({
          kind: pluginId === 'default' ? 'guides' : 'api',
          pluginId,
          url: doc.permalink,
          file: fileOf(doc.source, siteDir),
          title: doc.title,
          description: doc.description,
          keywords: keywordsOf(doc),
        });
      }
    }
  }
  const blogs = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent | undefined>;
  for (const [pluginId, content] of Object.entries(blogs)) {
    for (const {metadata} of content?.blogPosts ?? []) {
      pages.push({
        kind: 'blog',
        pluginId,
        url: metadata.permalink,
        file: fileOf(metadata.source, siteDir),
        title: metadata.title,
        description: metadata.description,
        keywords: keywordsOf(metadata),
      });
    }
  }
  return pages;
}

/** Where the dev index keeps what it read, for the next start. */
export function devIndexCacheFile(siteDir: string): string {
  return path.join(devIndexDir(siteDir), 'pages.json');
}

function write(pages: ExtractedPage[], siteDir: string, maxContentChars: number) {
  applyGlossary(pages);
  return writeIndex(
    devIndexDir(siteDir),
    SEARCH.outputDir,
    SEARCH.manifestPath,
    serializeIndex(pages, maxContentChars),
  );
}

/**
 * Reads what changed and writes the index; a failure is reported and leaves the last index in place. When the API
 * pages must be read first (a first start), the guides and posts are written first, so they are searchable at once.
 */
export async function writeDevIndex(
  indexer: SourceIndexer,
  pages: readonly SourcePage[],
  siteDir: string,
  maxContentChars: number,
): Promise<void> {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  try {
    const api = pages.filter((page) => page.kind === 'api');
    if (!indexer.isFresh(api)) {
      const authored = await indexer.extract(pages.filter((page) => page.kind !== 'api'));
      const written = write([...authored, ...indexer.lastRead(api)], siteDir, maxContentChars);
      console.info(
        `[search] dev index: the guides and posts in ${seconds()} s (${written.manifest.pages} pages); reading the API pages, once…`,
      );
    }
    const written = write(await indexer.extract(pages), siteDir, maxContentChars);
    console.info(
      `[search] dev index: ${written.manifest.pages} pages, ${written.manifest.records} records from the sources in ${seconds()} s.`,
    );
  } catch (error) {
    console.error(`[search] the dev index was not updated: ${(error as Error).message}`);
  }
}
