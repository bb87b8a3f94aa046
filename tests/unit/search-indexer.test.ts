import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  applyGlossary,
  listHtmlFiles,
  routeOfFile,
  serializeIndex,
  truncate,
  writeIndex,
} from '../../plugins/search/build-index';
import {extractPage, memberKind, textOf, type ExtractOptions} from '../../plugins/search/extract';
import {SEARCH} from '../../plugins/search/constants';
import {
  createEngine,
  fixOneLetter,
  fixTransposition,
  typoTolerance,
  withSlipsFixed,
} from '../../plugins/search/client/engine';
import type {SearchManifest, SerializedIndex} from '../../plugins/search/client/schema';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'search');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const OPTIONS: ExtractOptions = {
  siteTitle: 'Canvas Commons',
  siteKeywords: 'typescript, animation, canvas',
  labels: {guides: 'Guides', api: 'API', blog: 'Blog'},
  skipParagraphs: [/^Defined in:/],
  skipCodeBlocksIn: ['api'],
  boilerplateHeadings: SEARCH.boilerplateHeadings,
  glossaryPath: SEARCH.glossary.path,
  glossaryGuidePrefix: SEARCH.glossary.guidePrefix,
};

describe('extractPage: guide', () => {
  const page = extractPage(fixture('guide.html'), '/fallback', OPTIONS)!;

  it('reads url (canonical), title, group, language and tag', () => {
    expect(page.url).toBe('/docs/signals');
    expect(page.title).toBe('Signals');
    expect(page.lvl0).toBe('Guides');
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

  it('keeps the text under each heading, with h4 text in its h3, words split at block boundaries and table cells apart', () => {
    const [intro, creating, computed, tweening] = page.records;
    expect(intro.content).toBe('Signals hold values that change over time. They are lazy.');
    expect(creating.content).toBe('Use createSignal to make one. first item second item');
    expect(computed.content).toBe(
      // A snippet from a table reads row by row: cells joined with a dash, rows with a middle dot.
      'A computed signal is recalculated lazily. Caching Results are cached. Name — Type · value — number',
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

  it('groups API pages by package and tags them docs-api-current', () => {
    expect(page.title).toBe('Vector2');
    expect(page.lvl0).toBe('API · core');
    expect(page.tag).toBe('docs-api-current');
  });

  it('skips "Defined in" boilerplate and generated signatures, drops empty grouping h2s, flags "Used in guides"', () => {
    expect(page.records[0].content).toBe('Represents a two-dimensional vector.');
    expect(page.records.map((record) => record.anchor)).toEqual([null, 'add', 'used-in-guides']);
    expect(page.records.map((record) => record.boilerplate)).toEqual([false, false, true]);
    expect(page.records[1]).toMatchObject({level: 3, lvl2: 'Methods', lvl3: 'add()', content: 'Adds two vectors.'});
    expect(page.records[2].content).toBe('Positioning');
  });
});

describe('extractPage: API item page with member sections', () => {
  const page = extractPage(fixture('api-member.html'), '/fallback', OPTIONS)!;

  it('titles hits with the item name, not the page title that adds kind and package', () => {
    expect(page.title).toBe('Rect');
  });

  it('makes each member a record of its own, found as `Rect › radius`, with its signature as text', () => {
    const member = page.records.find((record) => record.anchor === 'radius');
    expect(member).toMatchObject({level: 2, lvl2: 'radius', lvl3: null});
    expect(member?.content).toContain('readonly radius: SpacingSignal<Rect>');
    expect(member?.content).toContain('Rounds the corners of this rectangle.');
  });

  it('drops the kind group heading and does not index the filter or the inherited members', () => {
    expect(page.records.map((record) => record.anchor)).toEqual([null, 'radius']);
    const all = page.records.map((record) => record.content).join(' ');
    expect(all).not.toContain('Inherited');
    expect(all).not.toContain('position');
  });

  it('lists the items it inherits from, by the "From …:" labels of its inherited members', () => {
    expect(page.inheritsFrom).toEqual(['/api/2d/components/Node']);
    const index = serializeIndex(
      [page, {...page, url: '/api/2d/components/Node', title: 'Node', inheritsFrom: undefined}],
      SEARCH.maxContentChars,
    );
    // Pages sorted by URL: Node (0), Rect (1), which names Node as its ancestor.
    expect(index.pages.map((row) => row[4])).toEqual([undefined, [0]]);
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

/** The text of a guide page whose article body is `markup`. */
const guideText = (markup: string) =>
  extractPage(
    `<html class=docs-doc-page><head><meta name=docusaurus_tag content=docs-default-current></head><body><article><div class="theme-doc-markdown markdown">${markup}</div></article>`,
    '/docs/x',
    OPTIONS,
  )!.records[0].content;

describe('textOf', () => {
  it('parses unquoted attributes and omitted end tags like a browser', () => {
    // The first paragraph leads the record's text: its first sentence is what a hit shows.
    expect(guideText('<ul><li>a<li>b</ul><p>x<p>y')).toBe('x a b y');
    expect(textOf).toBeTypeOf('function');
  });

  it('leaves an empty cell out of a table row, and ends a row and the table without a separator', () => {
    expect(guideText('<table><tr><td>radius<td> <td>Rounds the corners<tr><td>fill<td>none<td></table><p>After.')).toBe(
      'After. radius — Rounds the corners · fill — none',
    );
    // A header row whose first cell is empty starts with its first word, not with a dash.
    expect(guideText('<table><tr><th><th>createEffect<th>createDeferredEffect</table>')).toBe(
      'createEffect — createDeferredEffect',
    );
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
    // A plural or -ing form swapped back is known by its indexed form.
    expect(fixTransposition('handels', new Set(['handle']))).toBe('handles');
    expect(fixTransposition('handles', new Set(['handle']))).toBeNull();
    expect(engine.search('Vetcor2').hits[0].doc.path).toBe('/api/core/types/Vector2');
    // "cached" matches exactly, so one-typo neighbours are not searched.
    expect(engine.search('cached').hits.every((hit) => hit.doc.anchor === 'computed-values')).toBe(true);
  });

  it('searches a query with swapped letters as if typed right, but not a word still being typed', () => {
    const vocabulary = new Set(['pie', 'chart', 'charts', 'animate', 'fade', 'fadeout']);
    const unknown = (word: string, beingTyped: boolean) =>
      !vocabulary.has(word) && !(beingTyped && [...vocabulary].some((known) => known.startsWith(word)));
    expect(withSlipsFixed('Animated Pie Chrat', vocabulary, unknown).query).toBe('Animated Pie chart');
    expect(withSlipsFixed('chrat pie', vocabulary, unknown).query).toBe('chart pie');
    // A finished word is fixed wherever it stands.
    expect(withSlipsFixed('fdae pie', vocabulary, unknown).query).toBe('fade pie');
    // "afde" is "fade" swapped, but a reader still typing may be on the way to a word that starts with it.
    vocabulary.add('afdern');
    expect(withSlipsFixed('pie afde', vocabulary, unknown).query).toBe('pie afde');
    expect(withSlipsFixed('afde pie', vocabulary, unknown).query).toBe('fade pie');
    // A word that is neither known nor a swap of one is left for the typo tiers.
    expect(withSlipsFixed('chrat pie', vocabulary, unknown).unknownWordLeft).toBe(false);
    expect(withSlipsFixed('chrat pzq', vocabulary, unknown).unknownWordLeft).toBe(true);
    // No record has both words: the query finds what the right spelling finds, the section that says "recalculated"
    // included, not only the records with "duration".
    const ids = (query: string) => engine.search(query).hits.map((hit) => `${hit.doc.path}#${hit.doc.anchor ?? ''}`);
    expect(ids('recalcluated duration')).toEqual(ids('recalculated duration'));
    expect(ids('recalcluated duration')).toContain('/docs/signals#computed-values');
  });

  it('reads a long word one letter off one of the words of the site as that word, and only then', () => {
    const vocabulary = new Set(['equation', 'morph', 'signal', 'follow', 'hollow', 'rotation', 'notation']);
    expect(fixOneLetter('equasion', vocabulary)).toBe('equation');
    expect(fixOneLetter('equaion', vocabulary)).toBe('equation');
    expect(fixOneLetter('equattion', vocabulary)).toBe('equation');
    // The form typed is kept: a plural stays a plural.
    expect(fixOneLetter('sigals', vocabulary)).toBe('signals');
    // A known word, a short word, and a word one letter off two words ("rotation", "notation") are left alone.
    expect(fixOneLetter('follow', vocabulary)).toBeNull();
    expect(fixOneLetter('morh', vocabulary)).toBeNull();
    expect(fixOneLetter('xotation', vocabulary)).toBeNull();
    const unknown = (word: string) => !vocabulary.has(word);
    expect(withSlipsFixed('Equasion morph', vocabulary, unknown)).toEqual({
      query: 'equation morph',
      unknownWordLeft: false,
    });
  });

  it('returns nothing for a query without words', () => {
    expect(engine.search('  <>  ')).toEqual({hits: [], visible: 0, total: 0});
  });
});

describe('records worth a hit', () => {
  const doc = (url: string, head: string, body: string, tag = 'docs-default-current') =>
    `<html class=docs-doc-page><head><link rel=canonical href=${url}><meta name=docusaurus_tag content=${tag}>${head}` +
    `</head><body><article><div class="theme-doc-markdown markdown"><h1>T</h1>${body}</div></article>`;

  it('leaves out generated category pages, which only repeat the descriptions of their cards', () => {
    const html =
      '<html class=docs-doc-page><head><meta name=docusaurus_tag content=docs-default-current></head>' +
      '<body><article><h1>Advanced</h1><section class=row><p>Filters and effects</p></section></article>';
    expect(extractPage(html, '/docs/category/advanced', OPTIONS)).toBeNull();
  });

  it("opens a guide page's text with its description and gives it its keywords", () => {
    const page = extractPage(
      doc(
        '/docs/media',
        '<meta name=description content="Show images and play sound."><meta name=keywords content="sound, audio ,  mp3">',
        '<p>Media nodes show files.</p><h2 id=recap>Recap</h2><p>Import, then play.</p><h3 id=more>More</h3><p>x.</p>',
      ),
      '/x',
      OPTIONS,
    )!;
    expect(page.records[0]).toMatchObject({
      content: 'Show images and play sound. Media nodes show files.',
      keywords: ['sound', 'audio', 'mp3'],
    });
    // The keywords every page without its own carries say nothing of this page.
    const plain = extractPage(
      doc('/docs/media', '<meta name=keywords content="typescript, animation, canvas">', '<p>Media.</p>'),
      '/x',
      OPTIONS,
    )!;
    expect(plain.records[0].keywords).toEqual([]);
    // A section under a boilerplate heading is boilerplate too.
    expect(page.records.map((record) => [record.anchor, record.boilerplate])).toEqual([
      [null, false],
      ['recap', true],
      ['more', true],
    ]);
  });

  it('describes an API item without a summary by its kind and place, and leaves out its facts block', () => {
    const page = extractPage(
      doc(
        '/api/core/tweening/tween',
        '<title>tween — function · @canvas-commons/core | Canvas Commons</title>',
        '<nav class=theme-doc-breadcrumbs><ul><li class=breadcrumbs__item><a>@canvas-commons/core</a>' +
          '<li class=breadcrumbs__item><a>tweening</a><li class="breadcrumbs__item breadcrumbs__item--active">tween</ul></nav>' +
          '<div class=api-facts><p><strong>Source</strong> <a>src/tweening/tween.ts</a></p><h2 id=used-in-guides>Used in guides</h2><p><a>Tweening</a></p></div>' +
          '<div class=api-signature>tween(seconds, onProgress): ThreadGenerator</div>',
        'docs-api-current',
      ),
      '/x',
      OPTIONS,
    )!;
    expect(page.records).toHaveLength(1);
    expect(page.records[0].content).toBe(
      'Function in @canvas-commons/core › tweening. tween(seconds, onProgress): ThreadGenerator',
    );
  });

  it('puts a member summary before its signature, and names the kind of a member without one', () => {
    const page = extractPage(
      doc(
        '/api/2d/components/Rect',
        '<title>Rect — class · @canvas-commons/2d | Canvas Commons</title>',
        '<h2 id=methods>Methods</h2><section class=api-member><h3 id=radius>radius</h3><div class=api-signature>radius(): number</div>' +
          '<p>Rounds the corners.</p></section><section class=api-member><h3 id=draw>draw</h3>' +
          '<div class=api-signature>draw(): void</div></section>',
        'docs-api-current',
      ),
      '/x',
      OPTIONS,
    )!;
    expect(page.records.slice(1).map((record) => [record.anchor, record.member, record.content])).toEqual([
      ['radius', true, 'Rounds the corners. radius(): number'],
      ['draw', true, 'Method of Rect. draw(): void'],
    ]);
  });

  it('names the kind of a member from its TypeDoc group', () => {
    expect(['Methods', 'Properties and signals', 'Static members', 'Accessors'].map(memberKind)).toEqual([
      'Method',
      'Property or signal',
      'Static member',
      'Accessor',
    ]);
  });

  it('gives glossary terms to the guide sections their entries link to', () => {
    const glossary = extractPage(
      doc(
        SEARCH.glossary.path,
        '',
        '<h2 id=spring>Spring</h2><p>A motion that overshoots.</p><ul><li>API: <a href=/api/core/tweening/spring>spring</a>' +
          '<li>Guide: <a href=/docs/tweening#springs>tweening</a>, <a href=/docs/gone>gone</a></ul>',
      ),
      '/x',
      OPTIONS,
    )!;
    const tweening = extractPage(
      doc('/docs/tweening', '', '<p>Tweens.</p><h2 id=springs>Springs</h2><p>Bouncy.</p>'),
      '/x',
      OPTIONS,
    )!;
    expect(applyGlossary([glossary, tweening])).toEqual(['/docs/gone']);
    expect(tweening.records.find((record) => record.anchor === 'springs')?.keywords).toEqual(['Spring']);
  });
});
