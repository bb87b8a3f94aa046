import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  addExampleUses,
  HEAD_GUIDE_LIMIT,
  usedInGuidesHead,
  usedInGuidesSection,
  type GuideRef,
} from '../../plugins/api-reference/used-in-guides';
import type {CodeExample} from '../../lib/examples';
import {analyzeExamples, type ExamplesAnalysis} from '../../plugins/type-aware-code/analyze';
import {linkTokens} from '../../plugins/type-aware-code/link-tokens';
import {highlightCode} from '../../plugins/code-highlight/tokenize';
import {decodeHighlightedCode, encodeHighlightedCode, tokenLinesText} from '../../plugins/code-highlight/codeTokens';

const SITE_DIR = path.resolve(__dirname, '../..');

const CODE = [
  "import {makeScene2D, Rect} from '@canvas-commons/2d';",
  "import {all, createRef, Vector2} from '@canvas-commons/core';",
  '',
  'export default makeScene2D(function* (view) {',
  '  const rect = createRef<Rect>();',
  '  view.add(<Rect ref={rect} width={100} radius={8} fill="#e13238" />);',
  '  yield* all(rect().radius(20, 1), rect().fill("#fff", 1));',
  '  rect().position(Vector2.zero);',
  '});',
].join('\n');

const EXAMPLE: CodeExample = {file: 'docs/fixture.mdx', line: 5, lang: 'tsx', meta: '', code: CODE};

/** A slice of the reference's URL map: the pages these names belong to. */
const URLS = {
  core: {all: '/api/core/flow/all', createRef: '/api/core/utils/createRef', Vector2: '/api/core/types/Vector2'},
  '2d': {
    makeScene2D: '/api/2d/scenes/makeScene2D',
    Rect: '/api/2d/components/Rect',
    RectProps: '/api/2d/components/RectProps',
    Shape: '/api/2d/components/Shape',
    ShapeProps: '/api/2d/components/ShapeProps',
    Node: '/api/2d/components/Node',
    NodeProps: '/api/2d/components/NodeProps',
    Layout: '/api/2d/components/Layout',
    LayoutProps: '/api/2d/components/LayoutProps',
    View2D: '/api/2d/scenes/View2D',
  },
};

/** Each linked name of the fixture with its target, in order. */
function linkedNames(analysis: ExamplesAnalysis): Array<[string, string]> {
  return (analysis.spans[CODE] ?? []).map(({start, end, target}) => [CODE.slice(start, end), target]);
}

describe('type-aware code: analysis of a complete example', () => {
  // One language service over the installed packages: slow on a busy machine.
  const analysis = analyzeExamples([EXAMPLE], URLS, SITE_DIR);

  it('links imported names, JSX tags and props, and member accesses to their defining page and anchor', () => {
    const names = linkedNames(analysis);
    expect(names).toContainEqual(['makeScene2D', '/api/2d/scenes/makeScene2D']);
    expect(names).toContainEqual(['createRef', '/api/core/utils/createRef']);
    expect(names).toContainEqual(['Rect', '/api/2d/components/Rect']);
    expect(names).toContainEqual(['all', '/api/core/flow/all']);
    // A member defined on the class itself, and one inherited from Shape (linked where it is defined).
    expect(names).toContainEqual(['radius', '/api/2d/components/Rect#radius']);
    expect(names).toContainEqual(['fill', '/api/2d/components/Shape#fill']);
    // A JSX prop: the props interface that declares it.
    expect(names.some(([name, target]) => name === 'width' && /Props#width$/.test(target))).toBe(true);
    // A static member.
    expect(names).toContainEqual(['zero', '/api/core/types/Vector2#zero']);
    // The example's own names are not the library's.
    expect(names.map(([name]) => name)).not.toContain('rect');
  });

  it('gives each target its hover signature and summary', () => {
    expect(analysis.entries['/api/core/flow/all'].signature).toBe(
      'function all(...tasks: ThreadGenerator[]): ThreadGenerator',
    );
    expect(analysis.entries['/api/core/flow/all'].summary).toMatch(/^Run all tasks concurrently/);
    expect(analysis.entries['/api/2d/components/Shape#fill'].signature).toMatch(/^\(property\) Shape\.fill: /);
    // A prop documented by `{@inheritDoc Rect.radius}` gets the class member's summary.
    const radiusProp = Object.keys(analysis.entries).find((target) => target.endsWith('Props#radius'));
    expect(radiusProp && analysis.entries[radiusProp].summary).toBe(
      analysis.entries['/api/2d/components/Rect#radius'].summary,
    );
    expect(analysis.entries['/api/2d/components/Rect#radius'].summary).not.toBe('');
    // The 2d bundle's namespace for core types is not shown.
    expect(JSON.stringify(analysis.entries)).not.toContain('_$_canvas_commons');
  });

  it('counts library names, lists those without a page, and records which examples use each page', () => {
    expect(analysis.total).toBe(analysis.resolved + analysis.unresolved.length);
    expect(analysis.resolved).toBeGreaterThan(10);
    expect(analysis.uses['/api/2d/components/Shape']).toEqual({'docs/fixture.mdx': [5]});
  });

  it('lists a name whose page is missing, with its place in the guide', () => {
    const withoutAll = analyzeExamples([EXAMPLE], {...URLS, core: {...URLS.core, all: ''}}, SITE_DIR);
    expect(withoutAll.unresolved).toContainEqual({
      name: 'all',
      location: 'docs/fixture.mdx:11',
      declaredIn: 'core:all',
    });
    expect(withoutAll.unresolved.some(({name}) => name === 'all')).toBe(true);
  });

  it("links a member to the anchor the reference's table gives, or to its item's page when the reference has none", () => {
    const radiusTarget = (analysis: ExamplesAnalysis) =>
      // The call `rect().radius(20, 1)`, after the JSX prop of the same name.
      linkedNames(analysis)
        .filter(([name]) => name === 'radius')
        .at(-1)?.[1];
    expect(radiusTarget(analysis)).toBe('/api/2d/components/Rect#radius');
    const withAnchor = analyzeExamples([EXAMPLE], URLS, SITE_DIR, {
      core: {},
      '2d': {'Rect.radius': '/api/2d/components/Rect#radius'},
    });
    expect(radiusTarget(withAnchor)).toBe('/api/2d/components/Rect#radius');
    const withoutAnchor = analyzeExamples([EXAMPLE], URLS, SITE_DIR, {core: {}, '2d': {}});
    expect(radiusTarget(withoutAnchor)).toBe('/api/2d/components/Rect');
  });
}, 120_000);

describe('type-aware code: tokens and anchors', () => {
  it('splits highlighted tokens at the linked names and keeps the text and types', () => {
    const code = 'rect().radius(20);';
    const start = code.indexOf('radius');
    const linked = linkTokens(highlightCode(code, 'tsx'), [
      {start, end: start + 6, target: '/api/2d/components/Rect#radius'},
    ]);
    expect(tokenLinesText(linked.lines)).toBe(code);
    const token = linked.lines[0].find((candidate) => candidate.link);
    expect(token).toMatchObject({content: 'radius', link: '/api/2d/components/Rect#radius'});
    // Survives the trip through the page (one string prop).
    const decoded = decodeHighlightedCode(encodeHighlightedCode(linked));
    expect(decoded?.lines[0].find((candidate) => candidate.link)?.content).toBe('radius');
  });
});

describe('type-aware code: Used in guides', () => {
  it('adds the guides whose examples use an item, with how many examples', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'type-aware-'));
    fs.mkdirSync(path.join(site, 'docs'));
    fs.writeFileSync(path.join(site, 'docs', 'a.mdx'), '---\nslug: /tweening\ntitle: Tweening\n---\n');
    fs.writeFileSync(path.join(site, 'docs', 'b.mdx'), '---\nslug: /signals\ntitle: Signals\n---\n');
    // Signals already links the page in its prose; Tweening only uses it in two examples.
    const links = new Map<string, GuideRef[]>([['/api/core/flow/all', [{title: 'Signals', url: '/docs/signals'}]]]);
    addExampleUses(links, {'/api/core/flow/all': {'docs/a.mdx': [10, 40], 'docs/b.mdx': [7]}}, site);
    expect(usedInGuidesSection(links.get('/api/core/flow/all') ?? [])).toBe(
      '\n## Used in guides\n\n- [Signals](/docs/signals) (an example)\n- [Tweening](/docs/tweening) (2 examples)\n',
    );
    fs.rmSync(site, {recursive: true, force: true});
  });
});

describe('Used in guides, in an item page head', () => {
  const guide = (n: number, links: number): GuideRef => ({title: `Guide ${n}`, url: `/docs/g${n}`, links});

  it('names the guides that use the item most, most first, and counts the rest', () => {
    const refs = Array.from({length: HEAD_GUIDE_LIMIT + 3}, (_, n) => guide(n, n));
    const head = usedInGuidesHead(refs);
    const named = [...head.matchAll(/\[(Guide \d+)\]/g)].map((match) => match[1]);
    expect(named).toHaveLength(HEAD_GUIDE_LIMIT);
    expect(named[0]).toBe(`Guide ${HEAD_GUIDE_LIMIT + 2}`);
    expect(named).not.toContain('Guide 0');
    expect(head).toContain(' · and 3 more guides');
  });

  it('names every guide when they fit, with no count', () => {
    const head = usedInGuidesHead([guide(1, 1), guide(2, 1)]);
    expect(head).toContain('[Guide 1](/docs/g1) · [Guide 2](/docs/g2)\n');
    expect(head).not.toContain('more');
  });
});
