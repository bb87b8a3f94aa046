import {describe, expect, it} from 'vitest';

import {escapeHtml} from '../../src/lib/escapeHtml';
import {SEARCH} from '../../plugins/search/constants';
import {
  cleanHostedHit,
  createLocalSearchClient,
  facetFilterPredicate,
  sectionOfUrl,
  toDocSearchHit,
  toSiteRelativeUrl,
} from '../../plugins/search/client/adapter';
import {searchConfigFromEnv, readSearchConfig} from '../../plugins/search/client/config';
import {arrangeForModal, createEngine, nameOfQuery} from '../../plugins/search/client/engine';
import {RECORD_FLAGS, type SearchDoc, type SerializedIndex} from '../../plugins/search/client/schema';
import {
  firstSentence,
  highlight,
  normalizeTerm,
  sanitizeHighlightedHtml,
  snippet,
  stripMarks,
  tokenizeIndex,
  tokenizeQuery,
} from '../../plugins/search/client/text';

const HOSTILE = '<img src=x onerror=alert(1)>';

const INDEX: SerializedIndex = {
  v: 2,
  language: 'en',
  tags: ['docs-api-current', 'docs-default-current', 'default'],
  pages: [
    ['/api/core/tweening/tween', 'tween', '@canvas-commons/core › tweening', 0],
    ['/docs/tweening', 'Tweening', 'Guides › Getting started', 1],
    ['/blog/public-release', 'Canvas Commons is public', 'Blog', 2],
    ['/api/core/signals/Signal', 'Signal<T>', '@canvas-commons/core › signals', 0],
  ],
  records: [
    [0, 1, '', '', '', 'Tweens a value over time with a timing function.', 0, ''],
    [0, 2, 'parameters', 'Parameters', '', 'seconds: the duration of the tween.', 0, ''],
    [1, 1, '', '', '', 'The tween function interpolates values; use <b>easeInOut</b> & friends.', 0, ''],
    [1, 2, 'timing-functions', 'Timing functions', '', 'Timing functions shape how a tween progresses.', 0, ''],
    [2, 1, '', '', '', 'The tween of the century: Canvas Commons is public.', 0, ''],
    [3, 1, '', '', '', 'A value that changes over time.', 0, ''],
  ],
};
const engine = createEngine(INDEX);

/** A small index of the given pages and records, in the format and language of INDEX. */
function indexOf({pages, records}: Pick<SerializedIndex, 'pages' | 'records'>): SerializedIndex {
  return {v: INDEX.v, language: INDEX.language, tags: INDEX.tags, pages, records};
}

describe('text helpers', () => {
  it('tokenises queries as words and index text also by camelCase parts', () => {
    expect(tokenizeQuery('Vector2.add(x)')).toEqual(['vector2', 'add', 'x']);
    expect(tokenizeQuery('Signal<T>')).toEqual(['signal', 't']);
    expect(tokenizeIndex('createSignal BBox')).toEqual(['createsignal', 'create', 'signal', 'bbox', 'b', 'box']);
  });

  it("takes a lead-in label's sentence with it when it shows a record's first sentence", () => {
    expect(firstSentence('Symptom. Sounds play late. Cause. The exporter.')).toBe('Symptom. Sounds play late.');
    expect(firstSentence('Sounds play late. Cause.')).toBe('Sounds play late.');
  });

  it('starts a snippet from a table at the row that matched', () => {
    const row =
      'Create — Tween the end from 0 to 1 · MoveAlongPath — getPointAtPercentage on a curve, driven by a signal';
    expect(stripMarks(snippet(`Intro words here. ${row} · More — rows after this one`, 'MoveAlongPath').value)).toMatch(
      /^…MoveAlongPath — getPointAtPercentage/,
    );
  });

  it('escapes everything it did not mark itself', () => {
    expect(escapeHtml(HOSTILE)).toBe('&lt;img src=x onerror=alert(1)&gt;');
    const result = highlight(`${HOSTILE} tween`, 'tween');
    expect(result.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>tween</mark>');
    expect(result.matchLevel).toBe('full');
    expect(highlight('<b>x</b>', 'zzz').value).toBe('&lt;b&gt;x&lt;/b&gt;');
    expect(highlight('<b>x</b>', HOSTILE).value).toBe('&lt;b&gt;<mark>x</mark>&lt;/b&gt;');
  });

  it('marks prefixes, engine-matched (fuzzy) terms and camelCase parts', () => {
    expect(highlight('Tweening tweens', 'twee').value).toBe('<mark>Tweening</mark> <mark>tweens</mark>');
    expect(highlight('the tween', 'twen', ['tween']).value).toBe('the <mark>tween</mark>');
    expect(highlight('createSignal()', 'signal').value).toBe('create<mark>Signal</mark>()');
    expect(highlight('nothing here', 'zzz')).toMatchObject({matchLevel: 'none', value: 'nothing here'});
  });

  it('marks no stop word of a query that has other words, as the engine searches', () => {
    expect(highlight('Fade out the circle at the end and then again', 'fade out the circle at the end').value).toBe(
      '<mark>Fade</mark> <mark>out</mark> the <mark>circle</mark> at the <mark>end</mark> and then again',
    );
    expect(snippet('Move along the path and back', 'along the path').value).toBe(
      'Move <mark>along</mark> the <mark>path</mark> and back',
    );
    // A query of stop words alone still marks them.
    expect(highlight('the end', 'the').value).toBe('<mark>the</mark> end');
  });

  it('cuts snippets around the first match with ellipses', () => {
    const text =
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen target nineteen twenty twenty-one twenty-two twenty-three twenty-four twenty-five';
    const {value} = snippet(text, 'target', [], 8);
    expect(value.startsWith('…')).toBe(true);
    expect(value.endsWith('…')).toBe(true);
    expect(value).toContain('<mark>target</mark>');
    expect(value.split(' ')).toHaveLength(8);
    expect(snippet('short <text>', 'text').value).toBe('short &lt;<mark>text</mark>&gt;');
  });

  it('keeps only <mark> from remote highlights', () => {
    expect(sanitizeHighlightedHtml(`<mark>a</mark> &amp; ${HOSTILE} &lt;b&gt; & x`)).toBe(
      '<mark>a</mark> &amp; &lt;img src=x onerror=alert(1)&gt; &lt;b&gt; &amp; x',
    );
    expect(stripMarks('<mark>a</mark> &lt;T&gt; &amp;')).toBe('a <T> &');
  });
});

describe('DocSearch hits from the local index', () => {
  it('have the DocSearch shape with hierarchy, url, type and escaped highlights', () => {
    const [first] = engine.search('tween').hits;
    const hit = toDocSearchHit(first, 'tween');
    expect(hit).toMatchObject({
      objectID: '0',
      url: '/api/core/tweening/tween',
      url_without_anchor: '/api/core/tweening/tween',
      anchor: null,
      type: 'lvl1',
      hierarchy: {
        lvl0: '@canvas-commons/core › tweening',
        lvl1: 'tween',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    });
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<mark>tween</mark>');
    expect(hit._snippetResult.content.value).toBe('<mark>Tweens</mark> a value over time with a timing function.');
    expect(hit.content).not.toContain('<mark>');
  });

  it('link sections by anchor and type them by where the query matched', () => {
    const section = engine.search('timing functions').hits.find((hit) => hit.doc.anchor === 'timing-functions')!;
    expect(toDocSearchHit(section, 'timing functions')).toMatchObject({
      url: '/docs/tweening#timing-functions',
      type: 'lvl2',
      hierarchy: {lvl2: 'Timing functions'},
    });
    const contentOnly = engine.search('duration').hits[0];
    expect(toDocSearchHit(contentOnly, 'duration').type).toBe('content');
  });

  it('escape page text and titles, also in the raw fields recent searches render', () => {
    const guide = engine.search('friends').hits[0];
    const hit = toDocSearchHit(guide, 'friends');
    expect(hit._highlightResult.content.value).toContain('&lt;b&gt;easeInOut&lt;/b&gt; &amp; <mark>friends</mark>');
    expect(hit.content).toContain('&lt;b&gt;');
    const signal = toDocSearchHit(engine.search('Signal').hits[0], 'Signal');
    expect(signal.hierarchy.lvl1).toBe('Signal&lt;T&gt;');
    expect(signal._highlightResult.hierarchy.lvl1.value).toBe('<mark>Signal</mark>&lt;T&gt;');
  });

  it('puts the exact title first', () => {
    expect(engine.search('tween').hits[0].doc.path).toBe('/api/core/tweening/tween');
    expect(engine.search('Tweening').hits[0].doc.path).toBe('/docs/tweening');
  });
});

describe('ranking across pages', () => {
  const MEMBERS: SerializedIndex = {
    v: 2,
    language: 'en',
    tags: ['docs-api-current', 'docs-default-current'],
    pages: [
      ['/api/2d/components/Camera', 'Camera', '@canvas-commons/2d › components', 0],
      ['/docs/camera', 'Moving the camera', 'Guides › Getting started', 1],
      ['/api/2d/components/Rect', 'Rect', '@canvas-commons/2d › components', 0],
      ['/api/2d/utils/adjustRectRadius', 'adjustRectRadius', '@canvas-commons/2d › utils', 0],
    ],
    records: [
      [0, 1, '', '', '', 'A node that acts like a camera.', 0, ''],
      [0, 2, 'zoom', 'zoom', '', 'zoom: SimpleSignal<number, Camera> The camera zoom.', 0, ''],
      [0, 2, 'centerOn', 'centerOn', '', 'centerOn(node): ThreadGenerator Moves the camera to a node.', 0, ''],
      [0, 2, 'reset', 'reset', '', 'reset(): void Resets the camera.', 0, ''],
      [
        1,
        1,
        '',
        '',
        '',
        `How to use a camera to move around a scene. ${'Scenes have nodes and signals. '.repeat(40)}`,
        0,
        '',
      ],
      [2, 1, '', '', '', 'A rectangle with a radius for its corners.', 0, ''],
      [
        2,
        2,
        'radius',
        'radius',
        '',
        'readonly radius: SpacingSignal<Rect> Rounds the corners of this rectangle.',
        0,
        '',
      ],
      [3, 1, '', '', '', 'adjustRectRadius(radius, size): Spacing Limits a rect radius to its size.', 0, ''],
    ],
  };
  const members = createEngine(MEMBERS);

  it('puts the member first for "rect radius", linked to its anchor', () => {
    const [first] = members.search('rect radius').hits;
    expect(first.doc).toMatchObject({path: '/api/2d/components/Rect', anchor: 'radius'});
    expect(toDocSearchHit(first, 'rect radius').url).toBe('/api/2d/components/Rect#radius');
  });

  it('finds an inherited member by the name of the item that inherits it ("Txt fontSize")', () => {
    const inherited: SerializedIndex = {
      ...MEMBERS,
      pages: [
        ['/api/2d/components/Layout', 'Layout', '@canvas-commons/2d › components', 0],
        ['/api/2d/components/Txt', 'Txt', '@canvas-commons/2d › components', 0, [0]],
        ['/docs/text', 'Text', 'Guides › Getting started', 1],
      ],
      records: [
        [0, 1, '', '', '', 'A node that lays out its children.', 0, ''],
        [
          0,
          2,
          'fontSize',
          'fontSize',
          '',
          'fontSize: SimpleSignal<number> The size of the font.',
          RECORD_FLAGS.member,
          '',
        ],
        [1, 1, '', '', '', 'A node that draws text.', 0, ''],
        [1, 2, 'text', 'text', '', 'text: SimpleSignal<string> The text it draws.', RECORD_FLAGS.member, ''],
        [2, 1, '', '', '', 'Draw text with Txt: <Txt fontSize={40} text="Hi" />, a Txt with a fontSize.', 0, ''],
      ],
    };
    const engine = createEngine(inherited);
    const first = (query: string) => engine.search(query).hits[0].doc;
    expect(first('Txt fontSize')).toMatchObject({path: '/api/2d/components/Layout', anchor: 'fontSize'});
    expect(first('txt.fontSize')).toMatchObject({path: '/api/2d/components/Layout', anchor: 'fontSize'});
    // Only the items that inherit it: Layout does not inherit from Txt.
    expect(first('Layout text')).not.toMatchObject({path: '/api/2d/components/Txt', anchor: 'text'});
  });

  it('puts the guide first for a topic typed in lower case, and the item for its name typed in its own case', () => {
    // The guide lists "camera" among its topic words; the API item is named Camera.
    const withTopic: SerializedIndex = {
      ...MEMBERS,
      records: MEMBERS.records.map((record) =>
        record[0] === 1 && record[1] === 1 ? [...record.slice(0, 7), 'camera, zoom in'] : record,
      ) as SerializedIndex['records'],
    };
    const engine = createEngine(withTopic);
    expect(engine.search('camera').hits[0].doc.path).toBe('/docs/camera');
    expect(engine.search('Camera').hits[0].doc.path).toBe('/api/2d/components/Camera');
  });

  it('shows the guide of a topic in the first three hits, not three sections of one page', () => {
    // Both pages match; the class page and its three members would otherwise take the first three places.
    const {hits, visible} = members.search('camera');
    expect(hits.slice(0, 3).map((hit) => hit.doc.path)).toContain('/docs/camera');
    const firstFive = hits.slice(0, Math.min(5, visible)).map((hit) => hit.doc.path);
    for (const path of firstFive) expect(firstFive.filter((other) => other === path).length).toBeLessThanOrEqual(2);
  });
});

describe('a call pasted from code', () => {
  const CALLS = indexOf({
    pages: [
      ['/api/core/tweening/map', 'map', '@canvas-commons/core › tweening', 0],
      ['/api/core/utils/createRefMap', 'createRefMap', '@canvas-commons/core › utils', 0],
      ['/docs/tweening', 'Tweening', 'Guides', 1],
    ],
    records: [
      [0, 1, '', '', '', 'map(from, to, value): number Interpolates between two values.', 0, ''],
      [1, 1, '', '', '', 'createRefMap(): ReferenceMap A map of references, to fill in a loop: map t.', 0, ''],
      [2, 1, '', '', '', 'Tween from a value to another over time t; map from one range to another.', 0, ''],
    ],
  });

  it('names its callee: the function comes first, whatever the arguments are called', () => {
    expect(nameOfQuery('map(from, to, t)')).toBe('map');
    expect(nameOfQuery('Vector2.lerp(a, b, t);')).toBe('vector2lerp');
    expect(nameOfQuery('circle().x(300, 1) does not move')).toBe('circlex3001doesnotmove');
    expect(createEngine(CALLS).search('map(from, to, t)').hits[0].doc.path).toBe('/api/core/tweening/map');
  });
});

describe('a guide section named by its page and its heading', () => {
  it('comes first ("vite plugin options" asks for the Options section of the Vite plugin reference)', () => {
    const engine = createEngine(
      indexOf({
        pages: [['/docs/vite-plugin', 'Vite plugin reference', 'Guides', 1]],
        records: [
          [
            0,
            2,
            'registering',
            'Registering the plugin',
            '',
            'Add the plugin; its options are optional, options.',
            0,
            '',
          ],
          [0, 2, 'options', 'Options', '', 'project — string — the project file.', 0, ''],
        ],
      }),
    );
    expect(engine.search('vite plugin options').hits[0].doc.anchor).toBe('options');
  });
});

describe('the modal layout', () => {
  interface Hit {
    id: string;
    group: string;
    page: string;
    score: number;
    isPage?: boolean;
    unnamedMember?: boolean;
    topic?: boolean;
  }
  const keys = {
    group: (hit: Hit) => hit.group,
    page: (hit: Hit) => hit.page,
    isPage: (hit: Hit) => hit.isPage ?? false,
    isUnnamedMember: (hit: Hit) => hit.unnamedMember ?? false,
    isTopicMatch: (hit: Hit) => hit.topic ?? false,
    score: (hit: Hit) => hit.score,
  };
  const ids = (hits: Hit[]) => hits.map((hit) => hit.id);

  it("keeps groups together in the order of their best hit, each page's hits together", () => {
    const ranked: Hit[] = [
      {id: 'api:Layout', group: 'API', page: 'Layout', score: 50, isPage: true},
      {id: 'guide:Layouts', group: 'Guides', page: 'Layouts', score: 40, isPage: true},
      {id: 'api:LayoutProps', group: 'API', page: 'LayoutProps', score: 45},
      {id: 'api:Layout#gap', group: 'API', page: 'Layout', score: 44},
    ];
    const {visible, rest} = arrangeForModal(ranked, keys);
    // The API group first (best hit), Layout's two hits together; LayoutProps (45) still beats the guide (40).
    expect(ids(visible)).toEqual(['api:Layout', 'api:Layout#gap', 'api:LayoutProps', 'guide:Layouts']);
    expect(rest).toEqual([]);
  });

  it('lets a guide about the query show third at the latest', () => {
    const ranked: Hit[] = [
      {id: 'api:Sound', group: 'API', page: 'Sound', score: 900, isPage: true, topic: true},
      {id: 'api:sound', group: 'API', page: 'sound', score: 800, isPage: true, topic: true},
      {id: 'api:SoundBuilder', group: 'API', page: 'SoundBuilder', score: 60, isPage: true, topic: true},
      {id: 'guide:Media#sounds', group: 'Guides', page: 'Media', score: 30, topic: true},
    ];
    const {visible, rest} = arrangeForModal(ranked, keys);
    expect(ids(visible)).toEqual(['api:Sound', 'api:sound', 'guide:Media#sounds']);
    expect(ids(rest)).toEqual(['api:SoundBuilder']);
  });

  it("shows no more than two hits of a page, and puts an item's page before its unnamed member", () => {
    const ranked: Hit[] = [
      {id: 'Node#parentAs', group: 'API', page: 'Node', score: 20, unnamedMember: true},
      {id: 'Node#parentToWorld', group: 'API', page: 'Node', score: 19, unnamedMember: true},
      {id: 'Node', group: 'API', page: 'Node', score: 10, isPage: true},
      {id: 'Txt#parentTxt', group: 'API', page: 'Txt', score: 9, unnamedMember: true},
    ];
    const {visible} = arrangeForModal(ranked, keys);
    expect(ids(visible)).toEqual(['Node', 'Node#parentAs', 'Txt#parentTxt']);
  });

  it("gives a group's places to its best hits: a page's weak second hit does not push out another page's first", () => {
    const ranked: Hit[] = [
      {id: 'hierarchy', group: 'Guides', page: 'Hierarchy', score: 260, isPage: true},
      {id: 'api:Node#move', group: 'API', page: 'Node', score: 130, topic: true},
      {id: 'positioning', group: 'Guides', page: 'Positioning', score: 180, isPage: true},
      {id: 'hierarchy#snippets', group: 'Guides', page: 'Hierarchy', score: 12},
    ];
    expect(ids(arrangeForModal(ranked, keys).visible)).toEqual(['hierarchy', 'positioning', 'api:Node#move']);
  });

  it("stops a group at hits much weaker than a later group's best", () => {
    const ranked: Hit[] = [
      {id: 'a1', group: 'A', page: 'a1', score: 100},
      {id: 'b1', group: 'B', page: 'b1', score: 50},
      {id: 'a2', group: 'A', page: 'a2', score: 30},
      {id: 'a3', group: 'A', page: 'a3', score: 10},
    ];
    // a2 is not much weaker than b1 and shows before it; a3 would push b1 down for little.
    expect(ids(arrangeForModal(ranked, keys).visible)).toEqual(['a1', 'a2', 'b1']);
  });
});

describe('records worth a hit', () => {
  const {boilerplate, member} = RECORD_FLAGS;
  const RECORDS: SerializedIndex = {
    v: 2,
    language: 'en',
    tags: ['docs-api-current', 'docs-default-current'],
    pages: [
      ['/docs/media', 'Media', 'Guides', 1],
      ['/docs/hierarchy', 'Hierarchy', 'Guides', 1],
      ['/api/2d/components/Node', 'Node', 'API · 2d', 0],
    ],
    records: [
      [0, 1, '', '', '', 'Show images, play videos and add sound.', 0, 'audio, music'],
      [0, 2, 'recap', 'Recap', '', 'Import audio, then play it.', boilerplate, ''],
      [1, 1, '', '', '', 'How nodes form a tree.', 0, 'parent, children'],
      [2, 1, '', '', '', 'The base class of every node.', 0, ''],
      [2, 2, 'parentAs', 'parentAs', '', 'Method of Node. parentAs(): Node. Casts the parent.', member, ''],
      [2, 2, 'constructor', 'new Node()', '', 'new Node(props): Node', boilerplate, ''],
    ],
  };
  const records = createEngine(RECORDS);
  const urls = (query: string) =>
    records.search(query).hits.map((hit) => (hit.doc.anchor ? `${hit.doc.path}#${hit.doc.anchor}` : hit.doc.path));

  it('finds a guide by its keywords, and boilerplate sections only when the query names them', () => {
    expect(urls('audio')).toEqual(['/docs/media']);
    expect(urls('recap')).toEqual(['/docs/media#recap']);
    expect(urls('node')).not.toContain('/api/2d/components/Node#constructor');
    expect(urls('node constructor')).toContain('/api/2d/components/Node#constructor');
  });

  it('ranks a guide about the query above a member the query does not name, and a named member first', () => {
    expect(urls('parent')[0]).toBe('/docs/hierarchy');
    expect(urls('parentAs')[0]).toBe('/api/2d/components/Node#parentAs');
  });

  it('weighs a word that is only part of a compound name as text, not as a name', () => {
    const names = createEngine({
      ...RECORDS,
      pages: [
        ['/docs/shapes', 'Shapes', 'Guides', 1],
        ['/api/2d/utils/drawRoundRect', 'drawRoundRect', 'API · 2d', 0],
      ],
      records: [
        [0, 1, '', '', '', 'Rectangles, circles and polygons.', 0, ''],
        [0, 2, 'corners', 'Corners', '', 'A radius gives a rectangle rounded corners.', 0, ''],
        [1, 1, '', '', '', 'Draws a rectangle with rounded corners on a context.', 0, ''],
      ],
    });
    const first = (query: string) => names.search(query).hits[0].doc;
    expect(first('rounded corners').path).toBe('/docs/shapes');
    expect(first('drawRoundRect').path).toBe('/api/2d/utils/drawRoundRect');
    // A part still finds the name, and shows it as found by its title.
    const part = names.search('draw').hits[0];
    expect(part.doc.path).toBe('/api/2d/utils/drawRoundRect');
    expect(part.fields.has('title')).toBe(true);
  });

  it('matches plurals with singulars', () => {
    expect(urls('musics')).toEqual(['/docs/media']);
    expect(urls('images')).toEqual(['/docs/media']);
  });

  it('gives every hit a sentence: a section hit shows its page title and first sentence under its heading', () => {
    const [hit] = records.search('parentAs').hits;
    const shaped = toDocSearchHit(hit, 'parentAs');
    expect(shaped.type).toBe('lvl2');
    expect(shaped._snippetResult?.hierarchy?.lvl1?.value).toBe('Node — Method of Node.');
    const [page] = records.search('audio').hits;
    expect(toDocSearchHit(page, 'audio')._snippetResult?.content?.value).toBe(
      'Show images, play videos and add sound.',
    );
  });
});

describe('words as readers type them', () => {
  const WORDS: SerializedIndex = {
    v: 2,
    language: 'en',
    tags: ['docs-default-current'],
    pages: [
      ['/docs/tweening', 'Tweening', 'Guides', 0],
      ['/docs/flow', 'Flow', 'Guides', 0],
      ['/docs/filters', 'Filters', 'Guides', 0],
      ['/docs/shaders', 'Shaders', 'Guides', 0],
      ['/docs/custom-components', 'Custom components', 'Guides', 0],
      ['/docs/reuse', 'Reuse a component', 'Guides', 0],
      ['/docs/logging', 'Logging and debugging', 'Guides', 0],
    ],
    records: [
      [0, 1, '', '', '', 'Animate values over time.', 0, 'fade out, easing'],
      [0, 2, 'fading-in-and-out', 'Fading in and out', '', 'Tween opacity to zero to hide a node.', 0, ''],
      [
        1,
        1,
        '',
        '',
        '',
        'Run animations one after another, or in parallel, in a flow of generators.',
        0,
        'wait for seconds',
      ],
      [1, 2, 'waiting', 'Waiting', '', 'Pause the scene for a number of seconds.', 0, ''],
      [2, 1, '', '', '', 'Blur, brightness and shadows on nodes.', 0, 'glow'],
      [2, 2, 'timing', 'Timing', '', 'The blur waits two seconds, then fades in.', 0, ''],
      [3, 1, '', '', '', 'Run GLSL on a node.', 0, 'shader'],
      [3, 2, 'writing-a-shader', 'Writing a shader', '', 'A fragment shader gets the pixels below.', 0, ''],
      [4, 1, '', '', '', 'Build nodes of your own by extending Node.', 0, ''],
      [5, 1, '', '', '', 'Write the nodes once in a function and import it in each scene.', 0, 'component'],
      [3, 2, 'debugging', 'Debugging', '', 'Show one channel of the result to see what the shader computes.', 0, ''],
      [6, 1, '', '', '', 'Log messages while debugging a scene; debugging tools in the editor.', 0, 'debugging'],
    ],
  };
  const words = createEngine(WORDS);
  const urls = (query: string) =>
    words.search(query).hits.map((hit) => (hit.doc.anchor ? `${hit.doc.path}#${hit.doc.anchor}` : hit.doc.path));

  it('meets "-ing" and "-ed" forms with the base word the site uses, and keeps other words whole', () => {
    const site = new Set(['write', 'fade', 'pad', 'render', 'spring', 'move']);
    expect(normalizeTerm('writing', site)).toBe('write');
    expect(normalizeTerm('fading', site)).toBe('fade');
    expect(normalizeTerm('padding', site)).toBe('pad');
    expect(normalizeTerm('rendered', site)).toBe('render');
    expect(normalizeTerm('moved', site)).toBe('move');
    expect(normalizeTerm('springs', site)).toBe('spring');
    expect(normalizeTerm('string', site)).toBe('string');
    // No base word on the site: the word stays as written.
    expect(normalizeTerm('embedded', site)).toBe('embedded');
    expect(urls('fading')[0]).toBe('/docs/tweening');
    expect(urls('write shader')).toContain('/docs/shaders#writing-a-shader');
  });

  it('finds a word by a typo of its "-ing" form, and by two swapped letters', () => {
    expect(urls('fadign')[0]).toMatch(/^\/docs\/tweening/);
    expect(urls('shdaer')[0]).toMatch(/^\/docs\/shaders/);
  });

  it('reads a word the site never uses as a slip, before hits that leave it out', () => {
    // "shadr" is no word of the site: the shaders' debugging section comes before the page that only has "debugging".
    expect(urls('shadr debugging')[0]).toBe('/docs/shaders#debugging');
    // Every word known: records with some of the words still compete with the others.
    expect(urls('shader debugging')[0]).toBe('/docs/shaders#debugging');
    expect(urls('shader debugging')).toContain('/docs/logging');
  });

  it('ignores small words when the query has others', () => {
    const {hits} = words.search('how to fade out a node');
    expect(hits[0].doc.path).toBe('/docs/tweening');
    // "to" and "a" are in the section's text; matching them would rank any page with small words.
    expect(hits.flatMap((hit) => hit.terms)).not.toContain('to');
    expect(hits.flatMap((hit) => hit.terms)).not.toContain('a');
  });

  it("reads a reader's contractions as the words they stand for, not as fragments no page has", () => {
    expect(tokenizeQuery("doesn't")).toEqual(['does']);
    expect(tokenizeQuery("can't won't isn't")).toEqual(['can', 'will', 'is']);
    expect(tokenizeQuery('the image’s size')).toEqual(['the', 'image', 'size']);
    // Split at the apostrophe, "doesn't" asked for "doesn", and its "t" took every word starting with t.
    const terms = words.search("fading doesn't show").hits.flatMap((hit) => hit.terms);
    expect(terms).toContain('fade');
    expect(terms.filter((term) => term.startsWith('t') || term.startsWith('doesn'))).toEqual([]);
  });

  it('does not read a last word of one or two letters as the start of every word, unless it is the whole query', () => {
    expect(words.search('fade t').hits.flatMap((hit) => hit.terms)).not.toContain('time');
    expect(words.search('fade ti').hits.flatMap((hit) => hit.terms)).not.toContain('time');
    expect(words.search('fade tim').hits.flatMap((hit) => hit.terms)).toContain('time');
    expect(words.search('t').hits.length).toBeGreaterThan(0);
  });

  it('reads "vs" as joining the topics compared, so the record that has them both leads', () => {
    expect(urls('shader vs debugging')[0]).toBe('/docs/shaders#debugging');
    expect(urls('shader versus debugging')[0]).toBe('/docs/shaders#debugging');
  });

  it('reads a count in a task as an example, not a topic', () => {
    // "two" says how long, not what about: every hit would need it, and a section that happens to say "two seconds"
    // would rank above the guide to waiting.
    const {hits} = words.search('wait two seconds');
    expect(hits[0].doc.path).toBe('/docs/flow');
    expect(hits.flatMap((hit) => hit.terms)).not.toContain('two');
  });

  it('ranks words as typed before words one typo away', () => {
    expect(urls('glow')[0]).toBe('/docs/filters');
    expect(urls('glow')).toContain('/docs/flow');
  });

  it('puts a page whose keyword phrase the query contains first, and finds pages with some of the words', () => {
    expect(urls('write a shader').slice(0, 2).sort()).toEqual(['/docs/shaders', '/docs/shaders#writing-a-shader']);
    expect(urls('write a custom component')).toContain('/docs/custom-components');
  });

  it('matches a keyword written in camelCase as the name typed whole, lending no parts to the words of the site', () => {
    const pages = (query: string) =>
      createEngine({
        ...WORDS,
        pages: [
          ['/docs/tweening', 'Tweening', 'Guides', 0],
          ['/docs/coming-from-other-tools', 'Coming from other tools', 'Guides', 0],
        ],
        records: [
          [
            0,
            1,
            '',
            '',
            '',
            'Animate values over time. Tween opacity to fade a node in or out.',
            0,
            'fade in, fade out',
          ],
          [1, 1, '', '', '', 'What the ideas of other tools are called here.', 0, 'FadeIn, GrowFromCenter'],
        ],
      })
        .search(query)
        .hits.map((hit) => hit.doc.path);
    expect(pages('FadeIn')[0]).toBe('/docs/coming-from-other-tools');
    expect(pages('GrowFromCenter')[0]).toBe('/docs/coming-from-other-tools');
    expect(pages('fade in')[0]).toBe('/docs/tweening');
    expect(pages('center')).not.toContain('/docs/coming-from-other-tools');
  });
});

describe('local search client', () => {
  const client = createLocalSearchClient(async () => engine);

  it('answers Algolia-shaped multi-requests with facet filters', async () => {
    const {results} = await client.search({
      requests: [
        {indexName: 'local', query: 'tween', hitsPerPage: 2},
        {
          indexName: 'local',
          query: 'tween',
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
        {indexName: 'local', query: 'tween', facetFilters: ['language:fr']},
      ],
    });
    expect(results[0].hits).toHaveLength(2);
    expect(results[0].nbHits).toBeGreaterThan(2);
    expect(results[0].nbPages).toBe(Math.ceil(results[0].nbHits / 2));
    expect(new Set(results[1].hits.map((hit) => hit.url_without_anchor))).toEqual(
      new Set(['/docs/tweening', '/blog/public-release']),
    );
    expect(results[2].nbHits).toBe(0);
  });

  it('shows a hostile query only as escaped text', async () => {
    const {results} = await client.search({requests: [{indexName: 'local', query: `tween ${HOSTILE}`}]});
    for (const hit of results[0].hits) {
      const html = JSON.stringify([hit._highlightResult, hit._snippetResult, hit.hierarchy, hit.content]);
      expect(html).not.toMatch(/<(?!\/?mark>)/);
    }
  });

  it('rejects when the index cannot load (the modal then shows its error screen)', async () => {
    const failing = createLocalSearchClient(() => Promise.reject(new Error('offline')));
    await expect(failing.search({requests: [{indexName: 'local', query: 'x'}]})).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('offline'),
    });
  });
});

describe('facet filters', () => {
  const doc = {language: 'en', tag: 'docs-api-current'} as SearchDoc;
  it('ANDs the outer list, ORs inner lists, supports negation and ignores unknown attributes', () => {
    expect(facetFilterPredicate(undefined)).toBeUndefined();
    expect(facetFilterPredicate('language:en')!(doc)).toBe(true);
    expect(
      facetFilterPredicate(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-api-current']])!(doc),
    ).toBe(true);
    expect(facetFilterPredicate(['language:en', ['docusaurus_tag:default']])!(doc)).toBe(false);
    expect(facetFilterPredicate(['docusaurus_tag:-docs-api-current'])!(doc)).toBe(false);
    expect(facetFilterPredicate(['version:current'])!(doc)).toBe(true);
  });
});

describe('hosted DocSearch', () => {
  it('is chosen only when all three variables are set', () => {
    expect(searchConfigFromEnv({})).toEqual({mode: 'local'});
    expect(searchConfigFromEnv({[SEARCH.env.appId]: 'APP', [SEARCH.env.apiKey]: 'KEY'})).toEqual({mode: 'local'});
    expect(
      searchConfigFromEnv({[SEARCH.env.appId]: 'APP', [SEARCH.env.apiKey]: 'KEY', [SEARCH.env.indexName]: ' '}),
    ).toEqual({mode: 'local'});
    const hosted = searchConfigFromEnv({
      [SEARCH.env.appId]: 'APP',
      [SEARCH.env.apiKey]: 'KEY',
      [SEARCH.env.indexName]: 'canvas',
    });
    expect(hosted).toEqual({mode: 'hosted', appId: 'APP', apiKey: 'KEY', indexName: 'canvas'});
    expect(readSearchConfig({search: hosted})).toEqual(hosted);
    expect(readSearchConfig({search: {mode: 'hosted'}})).toEqual({mode: 'local'});
    expect(readSearchConfig(undefined)).toEqual({mode: 'local'});
  });

  it('turns hit URLs into site-relative ones', () => {
    expect(toSiteRelativeUrl('https://canvascommons.io/api/core/types/Vector2#add')).toBe(
      '/api/core/types/Vector2#add',
    );
    expect(toSiteRelativeUrl('https://preview.example.org/docs/signals?x=1')).toBe('/docs/signals?x=1');
    expect(toSiteRelativeUrl('/docs/')).toBe('/docs/');
  });

  it('cleans hosted hits: relative URLs, escaped raw fields, only <mark> in highlights', () => {
    const level = (value: string) => ({value, matchLevel: 'full' as const, matchedWords: []});
    const levels = {
      lvl0: level('Docs'),
      lvl1: level(`<mark>Sig</mark>nal ${HOSTILE}`),
      lvl2: level(''),
      lvl3: level(''),
      lvl4: level(''),
      lvl5: level(''),
      lvl6: level(''),
    };
    const hit = cleanHostedHit({
      objectID: '1',
      url: 'https://canvascommons.io/docs/signals#x',
      url_without_anchor: 'https://canvascommons.io/docs/signals',
      anchor: 'x',
      type: 'lvl1',
      content: HOSTILE,
      hierarchy: {lvl0: 'Docs', lvl1: 'Signal<T>', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      _highlightResult: {content: level(HOSTILE), hierarchy: levels, hierarchy_camel: [levels]},
      _snippetResult: {content: level(`<mark>x</mark>${HOSTILE}`), hierarchy: levels, hierarchy_camel: [levels]},
    });
    expect(hit.url).toBe('/docs/signals#x');
    expect(hit.url_without_anchor).toBe('/docs/signals');
    expect(hit.hierarchy.lvl1).toBe('Signal&lt;T&gt;');
    expect(hit.content).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<mark>Sig</mark>nal &lt;img src=x onerror=alert(1)&gt;');
    expect(hit._snippetResult.content.value).toBe('<mark>x</mark>&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('search page sections', () => {
  it('files hits under Guides, API or Blog by URL', () => {
    expect(sectionOfUrl('/docs/signals#x', '/')).toBe('guides');
    expect(sectionOfUrl('/docs/', '/')).toBe('guides');
    expect(sectionOfUrl('/api/core/types/Vector2', '/')).toBe('api');
    expect(sectionOfUrl('/blog/public-release', '/')).toBe('blog');
    expect(sectionOfUrl('/docsearch', '/')).toBeNull();
  });
});
