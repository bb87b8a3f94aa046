import {readFileSync} from 'node:fs';
import path from 'node:path';

import {Latex, Path, SVG, defaultMorpher, manimMorpher, type Curve} from '@canvas-commons/2d';
import {Vector2, all, linear, waitFor, type ThreadGenerator, type TimingFunction} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims, repositoryRoot} from '../claim';
import {drawCalls, pathCommands} from '../drawing';
import {inspectGeometry, runGeometry} from '../stand-in-scenes';

/*
 * MathJax itself runs in Node (the 2d package uses its lite DOM adaptor), so what TeX becomes as SVG text is checked
 * here. Turning that SVG into glyph nodes goes through the browser's DOM (SVGGraphicsElement, DOMMatrix, innerHTML),
 * so everything about the glyph nodes of a real formula (layout, tweens, map, getChildrenById) needs a browser.
 */

const PAGE = 'docs/components/latex.mdx';

/** The SVG text MathJax makes for a node's formula. */
/** How many invalid formulas the checks have drawn, so each draws one of its own. */
let invalidFormulas = 0;

function svgOf(latex: Latex): string {
  return (latex as unknown as {latexSVG(): string}).latexSVG();
}

interface MorphsFragments {
  wrapper: {children(nodes: Curve[]): void};
  createFragmentMorphAnimations(from: Curve[], to: Curve[], time: number, timing: TimingFunction): ThreadGenerator[];
}

/** A square glyph stand-in of side `size` at `x`. */
function glyph(x: number, size = 10): Path {
  return new Path({data: `M 0 0 L ${size} 0 L ${size} ${size} L 0 ${size} Z`, x, fill: 'white'});
}

/**
 * Runs the node's own glyph morph (the step behind tex tweens) on stand-in glyphs: `from` the old formula's glyphs,
 * `to` the new one's. Returns what each old glyph and each added node looks like halfway and at the end.
 */
async function morphGlyphs(fromCount: number, toCount: number) {
  const seen: {
    middle: Array<{data: string; opacity: number}>;
    end: Array<{data: string; x: number; opacity: number}>;
    targets: Array<{data: string; x: number}>;
    added: Array<{opacity: number}>;
  } = {middle: [], end: [], targets: [], added: []};
  await runGeometry(function* (view) {
    const latex = new Latex({tex: 'a', fill: 'white'});
    view.add(latex);
    const morphs = latex as unknown as MorphsFragments;
    const from = Array.from({length: fromCount}, (_, i) => glyph(i * 20));
    const to = Array.from({length: toCount}, (_, i) => glyph(100 + i * 40, 20 + i));
    morphs.wrapper.children(from);
    seen.targets = to.map((node) => ({data: node.data(), x: node.x()}));
    const animations = morphs.createFragmentMorphAnimations(from, to, 1, linear);
    const added = () => latex.wrapper.children().slice(fromCount) as Path[];
    yield* all(
      ...animations,
      (function* () {
        yield* waitFor(0.5);
        seen.middle = from.map((node) => ({data: node.data(), opacity: node.opacity()}));
      })(),
    );
    seen.end = from.map((node) => ({data: node.data(), x: node.x(), opacity: node.opacity()}));
    seen.added = added().map((node) => ({opacity: node.opacity()}));
  });
  return seen;
}

export default defineClaims(
  PAGE,
  [
    {
      quote: 'node renders mathematical notation written in TeX.',
      claim: 'a Latex node turns its TeX into an SVG document, through MathJax, in Node as in a browser',
      check: () =>
        inspectGeometry((view) => {
          const latex = new Latex({tex: String.raw`\int_0^1 x^2 \, dx`, fill: 'white'});
          view.add(latex);
          expect(latex).toBeInstanceOf(SVG);
          expect(svgOf(latex)).toMatch(/^<svg[^>]*>/);
        }),
    },
    {
      quote: 'nothing to install) to turn the formula into SVG.',
      claim:
        'mathjax-full is a dependency of @canvas-commons/2d, and the SVG it makes draws the glyphs as <path> elements',
      check: async () => {
        const manifest = JSON.parse(
          readFileSync(path.join(repositoryRoot, 'node_modules/@canvas-commons/2d/package.json'), 'utf8'),
        ) as {dependencies: Record<string, string>};
        expect(Object.keys(manifest.dependencies)).toContain('mathjax-full');
        await inspectGeometry((view) => {
          const latex = new Latex({tex: 'E = mc^2', fill: 'white'});
          view.add(latex);
          const svg = svgOf(latex);
          // MathJax defines each glyph once as a path and places it with <use>.
          expect(svg.match(/<path [^>]*\bd="/g)?.length).toBeGreaterThanOrEqual(4);
          expect(svg.match(/<use /g)?.length).toBeGreaterThanOrEqual(4);
        });
      },
    },
    {
      quote: 'The glyphs take their',
      claim:
        'MathJax paints glyphs in currentColor, which the node maps to its own fill signal; fill is null by default, and a path with neither fill nor stroke draws nothing',
      check: () =>
        inspectGeometry((view) => {
          const latex = new Latex({tex: 'x'});
          view.add(latex);
          expect(latex.fill()).toBeNull();
          expect(svgOf(latex)).toContain('fill="currentColor"');
          const style = (latex as unknown as {processElementStyle(props: object): {fill: unknown}}).processElementStyle(
            {
              fill: 'currentColor',
            },
          );
          expect(style.fill).toBe(latex.fill);
          const bare = new Path({data: 'M 0 0 L 10 0 L 10 10 Z', fill: style.fill as () => null});
          view.add(bare);
          const {names} = drawCalls(bare);
          expect(names).not.toContain('fill');
          expect(names).not.toContain('stroke');
        }),
    },
    {
      quote: '`fontSize` (48 by default) controls the size of the formula the same way it',
      claim: "fontSize defaults to 48, and the formula's scale is proportional to it",
      check: () =>
        inspectGeometry((view) => {
          const scope = globalThis as Record<string, unknown>;
          const hadWindow = 'window' in scope;
          // The scale divides fontSize by the browser's font size for the SVG container; any value shows the ratio.
          if (!hadWindow) scope.window = {getComputedStyle: () => ({fontSize: '16px'})};
          try {
            const normal = new Latex({tex: 'x'});
            const big = new Latex({tex: 'x', fontSize: 96});
            view.add([normal, big]);
            expect(normal.fontSize()).toBe(48);
            const scale = (latex: Latex) =>
              (
                latex as unknown as {calculateWrapperScale(size: Vector2, parent: {x: null; y: null}): Vector2}
              ).calculateWrapperScale(new Vector2(10, 10), {x: null, y: null});
            expect(scale(big).x / scale(normal).x).toBeCloseTo(2, 9);
          } finally {
            if (!hadWindow) delete scope.window;
          }
        }),
    },
    {
      quote: "sequence: `'\\frac'` contains a form-feed character followed by `rac`.",
      claim: "in an ordinary string '\\frac' is a form feed and 'rac'",
      check: () => {
        const written = '\frac';
        expect(written).toBe('\u000c' + 'rac');
        expect(written).toHaveLength(4);
      },
    },
    {
      quote: "backslash (`'\\\\frac'`) or use `String.raw` as in the examples here, which keeps the text exactly",
      claim: 'a doubled backslash and String.raw both give the text \\frac, and MathJax reads it',
      check: () =>
        inspectGeometry((view) => {
          expect('\\frac{1}{3}').toBe(String.raw`\frac{1}{3}`);
          expect(String.raw`\frac{1}{3}`.charCodeAt(0)).toBe(92);
          const latex = new Latex({tex: String.raw`\frac{1}{3}`});
          view.add(latex);
          expect(svgOf(latex)).not.toContain('data-mjx-error');
        }),
    },
    {
      quote: 'Invalid TeX is logged as an error that starts with `Invalid MathJax`.',
      claim: 'a formula MathJax cannot read logs an error whose message starts with "Invalid MathJax"',
      check: async () => {
        const run = await runGeometry(function* (view) {
          // A formula not drawn before (another page reuses this check): the node keeps each formula's drawing, and
          // a kept one logs nothing.
          const latex = new Latex({tex: String.raw`\frac{\pi}{` + String(++invalidFormulas)});
          view.add(latex);
          svgOf(latex);
          yield;
        });
        expect(run.logs.filter(({level}) => level === 'error').map(({message}) => message)).toEqual([
          expect.stringMatching(/^Invalid MathJax/),
        ]);
      },
    },
    {
      quote: 'lists of glyphs and pairs them up **by position in the list**:',
      claim: "the node's glyph morph sends the first old glyph to the first new one, the second to the second",
      check: async () => {
        const {middle, end, targets} = await morphGlyphs(2, 2);
        expect(end.map(({data, x}) => ({data, x}))).toEqual(targets);
        // Halfway the first glyph's outline is between its own and its partner's.
        expect(middle[0].data).not.toBe(targets[0].data);
        expect(middle[0].data).not.toBe('M 0 0 L 10 0 L 10 10 L 0 10 Z');
      },
    },
    {
      quote: 'Leftover old glyphs fade out, leftover new glyphs fade in.',
      claim: 'an old glyph with no partner fades to opacity 0; a new one with no partner is added and fades in to 1',
      check: async () => {
        const fewer = await morphGlyphs(3, 2);
        expect(fewer.end[2].opacity).toBe(0);
        expect(fewer.end.slice(0, 2).map(({opacity}) => opacity)).toEqual([1, 1]);
        const more = await morphGlyphs(1, 2);
        expect(more.added).toEqual([{opacity: 1}]);
      },
    },
    {
      quote: 'Wrapping parts of the formula in double braces, `{{` and `}}`, splits it into fragments.',
      claim: 'double braces split tex into fragments',
      check: () =>
        inspectGeometry(() => {
          expect(new Latex({tex: '{{a}}{{+}}{{b}}'}).tex()).toEqual(['a', '+', 'b']);
          expect(new Latex({tex: 'a + b'}).tex()).toEqual(['a + b']);
        }),
    },
    {
      quote: "`'{{a}} + {{b}}'` has three fragments: `a`, ` + ` and `b`.",
      claim: "'{{a}} + {{b}}' has the fragments a, ' + ' and b",
      check: () =>
        inspectGeometry(() => {
          expect(new Latex({tex: '{{a}} + {{b}}'}).tex()).toEqual(['a', ' + ', 'b']);
        }),
    },
    {
      quote: 'You can also pass an array of',
      claim: 'an array of strings gives one fragment per string',
      check: () =>
        inspectGeometry(() => {
          expect(new Latex({tex: ['a', '+', 'b']}).tex()).toEqual(['a', '+', 'b']);
        }),
    },
    {
      quote: 'The formula still renders as a whole, so fragments do not change',
      claim: 'the fragments are joined and typeset as one formula: the same SVG as without braces',
      check: () =>
        inspectGeometry((view) => {
          const split = new Latex({tex: '{{E}} = {{m}}{{c^2}}'});
          const whole = new Latex({tex: 'E = mc^2'});
          view.add([split, whole]);
          expect(svgOf(split)).toBe(svgOf(whole));
        }),
    },
    {
      quote: 'Fragments are counted from zero in the order you wrote them.',
      claim: 'tex() lists the fragments in the order written',
      check: () =>
        inspectGeometry(() => {
          const fragments = new Latex({tex: '{{a}}{{=}}{{c}}{{-}}{{b}}'}).tex();
          expect(fragments[0]).toBe('a');
          expect(fragments[4]).toBe('b');
        }),
    },
    {
      quote: 'Because `{{` starts a fragment, TeX that genuinely needs two opening braces in a row must be',
      claim: 'x^{{2}} is cut into fragments, x^{ {2}} stays one formula that MathJax reads',
      check: () =>
        inspectGeometry((view) => {
          expect(new Latex({tex: 'x^{{2}}'}).tex()).toEqual(['x^', '2']);
          const spaced = new Latex({tex: 'x^{ {2}}'});
          view.add(spaced);
          expect(spaced.tex()).toEqual(['x^{ {2}}']);
          expect(svgOf(spaced)).not.toContain('data-mjx-error');
        }),
    },
    {
      quote: 'The outline of each glyph is interpolated by a path morpher, chosen once with the `morpher`',
      claim: 'the morpher given when the node is made is the one it keeps (a plain property, not a signal)',
      check: () =>
        inspectGeometry(() => {
          const morpher = manimMorpher();
          const latex = new Latex({tex: 'a', morpher});
          expect((latex as unknown as {morpher: unknown}).morpher).toBe(morpher);
        }),
    },
    {
      quote: 'samples both',
      claim: 'halfway, defaultMorpher gives an outline of straight segments a few pixels long',
      check: () =>
        inspectGeometry(() => {
          const circleish =
            'M 0 -50 C 30 -50 50 -30 50 0 C 50 30 30 50 0 50 C -30 50 -50 30 -50 0 C -50 -30 -30 -50 0 -50 Z';
          const square = 'M -40 -40 L 40 -40 L 40 40 L -40 40 Z';
          const middle = defaultMorpher().createInterpolator(circleish, square)(0.5);
          const commands = pathCommands(middle);
          expect(new Set(commands.map(([letter]) => letter))).toEqual(new Set(['M', 'L']));
          expect(commands.length).toBeGreaterThan(40);
          for (let i = 1; i < commands.length; i++) {
            const [, x0, y0] = commands[i - 1];
            const [, x1, y1] = commands[i];
            expect(Math.hypot(x1 - x0, y1 - y0)).toBeLessThan(6);
          }
        }),
    },
    {
      quote: 'converts outlines into cubic',
      claim: 'halfway, manimMorpher gives an outline made of cubic Bézier segments',
      check: () => {
        const circleish =
          'M 0 -50 C 30 -50 50 -30 50 0 C 50 30 30 50 0 50 C -30 50 -50 30 -50 0 C -50 -30 -30 -50 0 -50 Z';
        const square = 'M -40 -40 L 40 -40 L 40 40 L -40 40 Z';
        const middle = manimMorpher().createInterpolator(circleish, square)(0.5);
        const letters = pathCommands(middle).map(([letter]) => letter);
        expect(letters).toContain('C');
        expect(letters.filter((letter) => !['M', 'C', 'Z'].includes(letter))).toEqual([]);
      },
    },
    {
      quote: 'MathJax supports',
      claim: '\\textcolor with a hex code or a colour name gives that part of the SVG its own fill',
      check: () =>
        inspectGeometry((view) => {
          const hex = new Latex({tex: String.raw`E = m\textcolor{#ffc66d}{c^2}`});
          const named = new Latex({tex: String.raw`E = m\textcolor{red}{c^2}`});
          view.add([hex, named]);
          expect(svgOf(hex)).toContain('fill="#ffc66d"');
          expect(svgOf(named)).toContain('fill="red"');
        }),
    },
    {
      quote: "Everything else keeps the node's fill.",
      claim: "outside \\textcolor the SVG's fill is currentColor, which the node maps to its own fill",
      check: () =>
        inspectGeometry((view) => {
          const latex = new Latex({tex: String.raw`E = m\textcolor{#ffc66d}{c^2}`, fill: '#e6edf3'});
          view.add(latex);
          const svg = svgOf(latex);
          expect(svg.indexOf('fill="currentColor"')).toBeLessThan(svg.indexOf('fill="#ffc66d"'));
          const style = (latex as unknown as {processElementStyle(props: object): {fill: unknown}}).processElementStyle(
            {
              fill: 'currentColor',
            },
          );
          expect(style.fill).toBe(latex.fill);
        }),
    },
  ],
  {
    unclaimed: [
      {
        quote: 'glyph into a [`Path`](/api/2d/components/Path) node. Because each symbol is a real path, a',
        reason:
          "building glyph nodes parses MathJax's SVG with the browser's DOM (SVGGraphicsElement, DOMMatrix); needs a browser",
      },
      {
        quote: 'The integral appears, then the formula makes room for `= 1/3`:',
        reason: "the example's glyph nodes need the browser's DOM to be built from MathJax's SVG",
      },
      {
        quote: 'keeping the whole formula centred. Finally the formula',
        reason: "the example's glyph nodes need the browser's DOM to be built from MathJax's SVG",
      },
      {
        quote: 'insert something at the start or reorder terms, pairing by position makes unrelated symbols',
        reason:
          "follows from the pairing by position claimed above; which glyphs a real formula has needs the browser's DOM",
      },
      {
        quote: 'Tweening `tex` morphs the current formula into a new one.',
        reason:
          "a tex tween builds the new formula's glyph nodes with the browser's DOM; the pairing step is claimed below",
      },
      {
        quote: '[`Latex.map`](/api/2d/components/Latex#map) tweens to a new formula and takes an explicit mapping:',
        reason: "map works on the glyph nodes of both formulas, which need the browser's DOM",
      },
      {
        quote: '`[2]`: source fragment moves and morphs into target fragment 2.',
        reason: "map works on the glyph nodes of both formulas, which need the browser's DOM",
      },
      {
        quote: '`[1, 3]`: the source is copied; one copy goes to fragment 1, another to fragment 3.',
        reason: "map works on the glyph nodes of both formulas, which need the browser's DOM",
      },
      {
        quote: '`[]`: the source fragment fades out.',
        reason: "map works on the glyph nodes of both formulas, which need the browser's DOM",
      },
      {
        quote: 'Target fragments that nothing maps to fade in, and source fragments beyond the end of the',
        reason: "map works on the glyph nodes of both formulas, which need the browser's DOM",
      },
      {
        quote: 'When it plays, `a` barely moves, `b` jumps to the far right,',
        reason: "the example's glyph nodes need the browser's DOM",
      },
      {
        quote: 'When you tween to a formula with different colours, the',
        reason: "the new formula's glyphs (and their colours) are built with the browser's DOM",
      },
      {
        quote: 'which `Latex` inherits, returns the nodes of',
        reason: "getChildrenById reads the glyph nodes, which need the browser's DOM",
      },
      {
        quote: 'A fragment made',
        reason: "how fragments are grouped into glyph nodes happens while parsing MathJax's SVG with the browser's DOM",
      },
      {
        quote: 'First `c²` turns yellow, then `m` turns red, and after a pause both fade back to the base',
        reason: "the example's glyph nodes need the browser's DOM",
      },
      {
        quote: 'Colours set this way belong to the glyph nodes currently on screen.',
        reason: "the glyph nodes need the browser's DOM",
      },
      {
        quote: 'Changing the formula with',
        reason: "rebuilding glyph nodes after tex or map needs the browser's DOM",
      },
    ],
  },
);
