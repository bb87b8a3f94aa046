import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {listHtmlFiles, routeOfFile, serializeIndex, truncate, writeIndex} from '../../plugins/search/build-index';
import {extractPage, textOf, type ExtractOptions} from '../../plugins/search/extract';
import {SEARCH} from '../../plugins/search/constants';
import {createEngine, fixTransposition, typoTolerance} from '../../plugins/search/client/engine';
import type {SearchManifest, SerializedIndex} from '../../plugins/search/client/schema';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'search');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const OPTIONS: ExtractOptions = {
  siteTitle: 'Canvas Commons',
  labels: {guides: 'Guides', api: 'API', blog: 'Blog'},
  skipParagraphs: [/^Defined in:/],
  skipCodeBlocksIn: ['api'],
};

describe('extractPage: guide', () => {
  const page = extractPage(fixture('guide.html'), '/fallback', OPTIONS)!;

  it('reads url (canonical), title, group, language and tag', () => {
    expect(page.url).toBe('/docs/signals');
    expect(page.title).toBe('Signals');
    expect(page.lvl0).toBe('Guides › Getting started');
    expect(page.language).toBe('en');
    expect(page.tag).toBe('docs-default-current');
  });

  it('builds the hierarchy page → h2 → h3 with anchors', () => {
    expect(page.records.map(({level, anchor, lvl2, lvl3}) => ({level, anchor, lvl2, lvl3}))).toEqual([
      {level: 1, anchor: null, lvl2: null, lvl3: null},
      {level: 2, anchor: 'creating-a-signal', lvl2: 'Creating a signal', lvl3: null},
      {level: 3, anchor: 'computed-values', lvl2: 'Creating a signal', lvl3: 'Computed values'},
      {level: 2, anchor: 'tweening-a-signal', lvl2: 'Tweening a <signal>', lvl3: null},
    ]);
  });

  it('keeps the text under each heading, with h4 text in its h3 and words split at block boundaries', () => {
    const [intro, creating, computed, tweening] = page.records;
    expect(intro.content).toBe('Signals hold values that change over time. They are lazy.');
    expect(creating.content).toBe('Use createSignal to make one. first item second item');
    expect(computed.content).toBe(
      'A computed signal is recalculated lazily. Caching Results are cached. Name Type value number',
    );
    expect(tweening.content).toBe('Pass a value & a duration. signal(2, 1);');
  });

  it('leaves out navbar, sidebar, breadcrumbs, TOC, hash links, doc footer, pagination and site footer', () => {
    const all = page.records.map((record) => record.content).join(' ');
    for (const chrome of [
      'sidebar link',
      'Search',
      'On this page',
      'TOC',
      'Last updated',
      'Next page',
      'Footer blog link',
      '\u200b',
    ]) {
      expect(all).not.toContain(chrome);
    }
  });
});

describe('extractPage: API page', () => {
  const page = extractPage(fixture('api.html'), '/fallback', OPTIONS)!;

  it('groups API pages by their breadcrumb trail and tags them docs-api-current', () => {
    expect(page.title).toBe('Vector2');
    expect(page.lvl0).toBe('@canvas-commons/core › types');
    expect(page.tag).toBe('docs-api-current');
  });

  it('skips "Defined in" boilerplate and generated signatures, drops empty grouping h2s, keeps "Used in guides"', () => {
    expect(page.records[0].content).toBe('Represents a two-dimensional vector.');
    expect(page.records.map((record) => record.anchor)).toEqual([null, 'add', 'used-in-guides']);
    expect(page.records[1]).toMatchObject({level: 3, lvl2: 'Methods', lvl3: 'add()', content: 'Adds two vectors.'});
    expect(page.records[2].content).toBe('Positioning');
  });
});

describe('extractPage: blog', () => {
  it('indexes a post body without its header (date, authors) or tag footer', () => {
    const page = extractPage(fixture('blog-post.html'), '/fallback', OPTIONS)!;
    expect(page).toMatchObject({
      url: '/blog/public-release',
      title: 'Canvas Commons is public',
      lvl0: 'Blog',
      tag: 'default',
    });
    expect(page.records.map((record) => [record.anchor, record.content])).toEqual([
      [null, 'Canvas Commons is now public.'],
      ['why-a-fork', 'Because the community asked.'],
    ]);
  });

  it('does not index list pages (their text repeats the posts)', () => {
    expect(extractPage(fixture('blog-list.html'), '/blog', OPTIONS)).toBeNull();
  });
});

describe('textOf', () => {
  it('parses unquoted attributes and omitted end tags like a browser', () => {
    const page = extractPage(
      '<html class=docs-doc-page><head><meta name=docusaurus_tag content=docs-default-current></head><body><article><div class=markdown><ul><li>a<li>b</ul><p>x<p>y</div></article>',
      '/docs/x',
      OPTIONS,
    )!;
    expect(page.records[0].content).toBe('a b x y');
    expect(textOf).toBeTypeOf('function');
  });
});

describe('index files', () => {
  it('routes files, truncates at word boundaries, and writes a hashed index with a manifest', () => {
    expect(routeOfFile('/out', '/out/api/core/index.html', '/')).toBe('/api/core');
    expect(routeOfFile('/out', '/out/index.html', '/')).toBe('/');
    expect(truncate('alpha beta gamma delta', 16)).toBe('alpha beta gamma…');
    expect(truncate('short', 16)).toBe('short');

    const pages = ['guide.html', 'api.html', 'blog-post.html'].map((name) =>
      extractPage(fixture(name), '/x', OPTIONS)!,
    );
    const index = serializeIndex(pages, 20);
    expect(index.language).toBe('en');
    expect(index.tags.sort()).toEqual(['default', 'docs-api-current', 'docs-default-current']);
    expect(index.records.every((record) => record[5].length <= 21)).toBe(true);

    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    fs.mkdirSync(path.join(outDir, 'docs'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'docs', 'index.html'), '');
    fs.writeFileSync(path.join(outDir, '404.html'), '');
    expect(listHtmlFiles(outDir).map((file) => path.relative(outDir, file))).toEqual([path.join('docs', 'index.html')]);

    const written = writeIndex(outDir, SEARCH.outputDir, SEARCH.manifestPath, index);
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, SEARCH.manifestPath), 'utf8')) as SearchManifest;
    expect(manifest).toEqual(written.manifest);
    expect(manifest.index).toMatch(/^search\/index\.[0-9a-f]{10}\.json$/);
    const reloaded = JSON.parse(fs.readFileSync(path.join(outDir, manifest.index), 'utf8')) as SerializedIndex;
    expect(reloaded).toEqual(index);
    fs.rmSync(outDir, {recursive: true});
  });
});

describe('engine ranking', () => {
  const pages = ['guide.html', 'api.html', 'blog-post.html'].map((name) => extractPage(fixture(name), '/x', OPTIONS)!);
  const engine = createEngine(serializeIndex(pages, SEARCH.maxContentChars));

  it('puts the page whose title is the query first', () => {
    expect(engine.search('Vector2').hits[0].doc).toMatchObject({path: '/api/core/types/Vector2', level: 1});
    expect(engine.search('signals').hits[0].doc).toMatchObject({path: '/docs/signals', level: 1});
  });

  it('matches prefixes, typos and camelCase parts', () => {
    expect(engine.search('vect').hits[0].doc.path).toBe('/api/core/types/Vector2');
    expect(engine.search('recalculatd').hits[0].doc.anchor).toBe('computed-values');
    // Whole camelCase words match case-insensitively.
    expect(engine.search('createsignal').hits.map((hit) => hit.doc.anchor)).toContain('creating-a-signal');
  });

  it('allows typos by word length, fixes swapped letters, and prefers exact matches over typos', () => {
    expect([typoTolerance('add'), typoTolerance('node'), typoTolerance('highlight')]).toEqual([false, 1, 2]);
    expect(fixTransposition('spilne', new Set(['spline']))).toBe('spline');
    expect(fixTransposition('spline', new Set(['spline']))).toBeNull();
    expect(engine.search('Vetcor2').hits[0].doc.path).toBe('/api/core/types/Vector2');
    // "cached" matches exactly, so one-typo neighbours are not searched.
    expect(engine.search('cached').hits.every((hit) => hit.doc.anchor === 'computed-values')).toBe(true);
  });

  it('returns nothing for a query without words', () => {
    expect(engine.search('  <>  ')).toEqual({hits: [], total: 0});
  });
});
