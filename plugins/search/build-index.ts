/**
 * Builds the local search index from the built site: reads every HTML page,
 * keeps docs, API pages and blog posts, and writes `search/index.<hash>.json`
 * plus the stable `search/manifest.json` that names it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {
  INDEX_FORMAT_VERSION,
  RECORD_FLAGS,
  type PageRow,
  type RecordRow,
  type SearchManifest,
  type SerializedIndex,
} from './client/schema';
import {extractPage, type ExtractedPage, type ExtractOptions} from './extract';

/** Built folders that never hold indexable pages. */
const SKIP_DIRS = new Set(['assets', '__docusaurus', '__server', 'debug', 'img', 'search']);

export function listHtmlFiles(outDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(depth === 0 && SKIP_DIRS.has(entry.name))) walk(full, depth + 1);
      } else if (entry.name.endsWith('.html') && !(depth === 0 && entry.name === '404.html')) {
        files.push(full);
      }
    }
  };
  walk(outDir, 0);
  return files.sort();
}

/** `build/api/core/index.html` → `/api/core` (used when a page has no canonical link). */
export function routeOfFile(outDir: string, file: string, baseUrl: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const route = relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `${baseUrl.replace(/\/$/, '')}/${route}`;
}

/** Cuts text to at most `max` characters at a word boundary. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}

export function serializeIndex(pages: readonly ExtractedPage[], maxContentChars: number): SerializedIndex {
  const tags: string[] = [];
  const pageRows: PageRow[] = [];
  const records: RecordRow[] = [];
  const languages = new Set(pages.map((page) => page.language));
  // One language today; the format stores one per index, so refuse to mix silently.
  if (languages.size > 1) throw new Error(`[search] pages in several languages: ${[...languages].join(', ')}`);

  const sorted = [...pages].sort((a, b) => a.url.localeCompare(b.url));
  const pageIndexOf = new Map(sorted.map((page, index) => [page.url, index]));
  for (const page of sorted) {
    let tag = tags.indexOf(page.tag);
    if (tag < 0) tag = tags.push(page.tag) - 1;
    // Ancestors outside the index (an item of another package without a page) are left out.
    const ancestors = (page.inheritsFrom ?? []).flatMap((url) => pageIndexOf.get(url) ?? []);
    const row: PageRow = [page.url, page.title, page.lvl0, tag];
    if (ancestors.length > 0) row.push(ancestors);
    const pageIndex = pageRows.push(row) - 1;
    for (const record of page.records) {
      // Empty sections ("Implements" with only a list of links has text; a bare heading has none) still match by heading.
      records.push([
        pageIndex,
        record.level,
        record.anchor ?? '',
        record.lvl2 ?? '',
        record.lvl3 ?? '',
        truncate(record.content, maxContentChars),
        (record.boilerplate ? RECORD_FLAGS.boilerplate : 0) | (record.member ? RECORD_FLAGS.member : 0),
        record.keywords.join(', '),
      ]);
    }
  }
  return {v: INDEX_FORMAT_VERSION, language: [...languages][0] ?? 'en', tags, pages: pageRows, records};
}

export interface WrittenIndex {
  manifest: SearchManifest;
  indexFile: string;
  bytes: number;
}

/** Writes the content-hashed index and the manifest; removes older index files. */
export function writeIndex(
  outDir: string,
  outputDir: string,
  manifestPath: string,
  index: SerializedIndex,
): WrittenIndex {
  const json = JSON.stringify(index);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const dir = path.join(outDir, outputDir);
  fs.mkdirSync(dir, {recursive: true});
  for (const old of fs.readdirSync(dir)) {
    if (/^index\.[0-9a-f]+\.json$/.test(old)) fs.rmSync(path.join(dir, old));
  }
  const indexName = `index.${hash}.json`;
  const indexFile = path.join(dir, indexName);
  fs.writeFileSync(indexFile, json);
  const manifest: SearchManifest = {
    v: INDEX_FORMAT_VERSION,
    index: `${outputDir}/${indexName}`,
    pages: index.pages.length,
    records: index.records.length,
  };
  fs.writeFileSync(path.join(outDir, manifestPath), JSON.stringify(manifest));
  return {manifest, indexFile, bytes: Buffer.byteLength(json)};
}

export interface BuildOptions extends ExtractOptions {
  baseUrl: string;
  maxContentChars: number;
}

export function extractSite(outDir: string, options: BuildOptions): ExtractedPage[] {
  const pages: ExtractedPage[] = [];
  for (const file of listHtmlFiles(outDir)) {
    const page = extractPage(fs.readFileSync(file, 'utf8'), routeOfFile(outDir, file, options.baseUrl), options);
    if (page) pages.push(page);
  }
  const unresolved = applyGlossary(pages);
  if (unresolved.length > 0)
    console.warn(`[search] glossary links to pages or sections the index lacks: ${unresolved.join(', ')}`);
  return pages;
}

/**
 * Gives each glossary term to the guide sections its entry points to ("Spring" → the tweening guide's springs
 * section): a reader who types the glossary's word finds the guide that explains it, whatever words the guide uses.
 * Returns the links that lead nowhere in the index, for the build to report.
 */
export function applyGlossary(pages: readonly ExtractedPage[]): string[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const unresolved: string[] = [];
  for (const page of pages) {
    for (const entry of page.records) {
      if (!entry.guideLinks || !entry.lvl2) continue;
      for (const link of entry.guideLinks) {
        const [url, anchor = null] = link.split('#');
        const target = byUrl.get(url)?.records.find((record) => record.anchor === anchor);
        if (!target) {
          unresolved.push(link);
          continue;
        }
        if (!target.keywords.includes(entry.lvl2)) target.keywords.push(entry.lvl2);
      }
    }
  }
  return unresolved;
}
