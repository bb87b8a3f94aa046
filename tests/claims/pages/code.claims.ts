import {readFileSync} from 'node:fs';
import path from 'node:path';

import {
  CODE,
  Code,
  DefaultHighlightStyle,
  Gradient,
  LezerHighlighter,
  type Rect,
  insert,
  lines,
  pointToPoint,
  remove,
  replace,
  word,
  type CodeRange,
  type CodeScope,
  type View2D,
} from '@canvas-commons/2d';
import {Color, DEFAULT, Vector2, all, createSignal, useTime, waitFor, type ThreadGenerator} from '@canvas-commons/core';
import {HighlightStyle} from '@codemirror/language';
import {parser} from '@lezer/javascript';
import {tags} from '@lezer/highlight';
import {expect, vi} from 'vitest';

import {defineClaims, repositoryRoot} from '../claim';
import {pageExample} from '../harness';
import {extractCodeBlocks} from '../../../lib/examples';
import {inspectGeometry, runGeometry, sampleGeometry} from '../stand-in-scenes';
import {CHARACTER_WIDTH, measuringContext} from '../stand-ins/canvas';

const PAGE = 'docs/components/code.mdx';

const TOTAL = `\
const total = price;
log(total);`;

interface FragmentInfo {
  text: string;
  fill: string;
  position: Vector2;
  alpha: number;
  time: number;
}

/** What the node would draw, token by token (Code.drawingInfo, measured with the monospaced stand-in). */
function tokens(code: Code): FragmentInfo[] {
  return (code as unknown as {drawingInfo(): {fragments: FragmentInfo[]}}).drawingInfo().fragments;
}

function codeNode(view: View2D, props: Record<string, unknown> = {}): Code {
  const node = new Code({code: TOTAL, ...props});
  view.add(node);
  return node;
}

/** Runs `change` on a Code showing TOTAL; returns the code after it and how long it took. */
async function edited(change: (code: Code) => ThreadGenerator): Promise<{text: string; seconds: number}> {
  let text = '';
  let seconds = NaN;
  await runGeometry(function* (view) {
    const code = codeNode(view);
    const start = useTime();
    yield* change(code);
    seconds = useTime() - start;
    text = code.parsed();
  });
  return {text, seconds};
}

/** The Lezer node names of a parse, with ⚠ for errors. */
function syntax(source: string, dialect?: string): string {
  return (dialect ? parser.configure({dialect}) : parser).parse(source).toString();
}

function hue(colour: string): {red: number; green: number; blue: number} {
  const [red, green, blue] = new Color(colour).rgb();
  return {red, green, blue};
}

/** The selection example: what is selected and where the frame is, frame by frame. */
async function selectionExample() {
  const {samples} = await sampleGeometry(pageExample(PAGE, 'selection.tsx'), (view) => {
    const [code, box] = view.children() as [Code, Rect];
    return {
      selection: JSON.stringify(code.selection()),
      progress: code.selectionProgress(),
      box: {position: box.position(), opacity: box.opacity()},
      firstMessage: code.getSelectionBBox(code.findFirstRange('message'))[0].center,
    };
  });
  return samples;
}

/** The complete examples of the page that import something other than Canvas Commons. */
const examplesImports = () => {
  const source = readFileSync(path.join(repositoryRoot, PAGE), 'utf8');
  const importing = extractCodeBlocks(PAGE, source)
    .filter(({code}) =>
      [...code.matchAll(/from '([^']+)'/g)].some(
        ([, name]) => !name.startsWith('@canvas-commons/') && !name.startsWith('.'),
      ),
    )
    .map(({meta}) => meta);
  expect(importing).toEqual(['title="src/project.ts"', 'title="src/theme.ts"']);
};

/** A CODE template of a string, a function and a code signal, changed piece by piece. */
const codePieces = () =>
  inspectGeometry((view) => {
    const count = createSignal(0);
    const name = Code.createSignal(`'world'`);
    const code = codeNode(view, {code: CODE`a = ${'x'}; b = ${() => count().toFixed(0)}; c = ${name};`});
    expect(code.parsed()).toBe(`a = x; b = 0; c = 'world';`);
    count(3);
    expect(code.parsed()).toBe(`a = x; b = 3; c = 'world';`);
    name(`'you'`);
    expect(code.parsed()).toBe(`a = x; b = 3; c = 'you';`);
  });

/** What a LezerHighlighter takes from a HighlightStyle rule. */
const colourOnly = () => {
  const source = '// note\nconst a = 1;';
  const styleOnly = new LezerHighlighter(parser, HighlightStyle.define([{tag: tags.comment, fontStyle: 'italic'}]));
  expect(styleOnly.highlight(0, styleOnly.prepare(source)).color).toBeNull();
  const both = new LezerHighlighter(
    parser,
    HighlightStyle.define([{tag: tags.comment, color: '#8b949e', fontStyle: 'italic', fontWeight: 'bold'}]),
  );
  const result = both.highlight(0, both.prepare(source));
  expect(result.color).toBe('#8b949e');
  expect(Object.keys(result).sort()).toEqual(['color', 'skipAhead']);
};

export default defineClaims(
  PAGE,
  [
    {
      quote: 'node draws a block of monospaced source code.',
      claim: "a Code node's font is monospace unless set, and it lays tokens out one character width per column",
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view);
          expect(code.fontFamily()).toBe('monospace');
          const [, second] = tokens(code);
          expect(second.text).toBe('log(total);');
          expect(second.position.x).toBe(0);
          const point = code.getPointBBox([1, 4]);
          expect(point.width).toBe(CHARACTER_WIDTH);
        }),
    },
    {
      quote: 'text is a program: it knows where each line and column is,',
      claim:
        'a code tween keeps the tokens that stay as they are and turns the others into (before, after) pairs: only the difference changes',
      check: async () => {
        let scope: CodeScope | null = null;
        await runGeometry(function* (view) {
          const code = codeNode(view);
          yield* all(
            code.code('const total = price * quantity;\nlog(total);', 1),
            (function* () {
              yield* waitFor(0.5);
              scope = code.code();
            })(),
          );
        });
        const fragments = (scope as unknown as CodeScope).fragments;
        const kept = fragments.filter((fragment) => typeof fragment === 'string');
        const changed = fragments.filter((fragment) => typeof fragment === 'object') as Array<{
          before: string;
          after: string;
        }>;
        // The default tokenizer splits at spaces and brackets: only the token "price;" differs.
        expect(kept.join('')).toBe('const total = \nlog(total);');
        expect(changed.map(({before, after}) => [before, after])).toEqual([['price;', 'price * quantity;']]);
      },
    },
    {
      quote: 'readable: unchanged tokens slide to their new place while new ones fade in.',
      claim:
        'three quarters into an insertion the new token is partly faded in and the token after it is between its old and new column',
      check: async () => {
        let middle: FragmentInfo[] = [];
        await runGeometry(function* (view) {
          const code = codeNode(view);
          yield* all(
            code.code.insert([0, 19], ' * quantity', 1),
            (function* () {
              // New text fades in over the second half of the tween, old text out over the first.
              yield* waitFor(0.75);
              middle = tokens(code);
            })(),
          );
        });
        const added = middle.find(({text}) => text.includes('quantity'))!;
        expect(added.alpha).toBeGreaterThan(0.1);
        expect(added.alpha).toBeLessThan(0.9);
        const semicolon = middle.find(({text}) => text.startsWith(';'))!;
        expect(semicolon.position.x).toBeGreaterThan(19 * CHARACTER_WIDTH);
        expect(semicolon.position.x).toBeLessThan(30 * CHARACTER_WIDTH);
      },
    },
    {
      quote: 'starting it with a backslash',
      claim: 'a template literal that starts with a backslash and a line break begins at the next line',
      check: () =>
        inspectGeometry((view) => {
          const source = `\
function area(r) {
  return 3.14 * r * r;
}`;
          expect(source.startsWith('function')).toBe(true);
          expect(codeNode(view, {code: source}).parsed().split('\n')).toHaveLength(3);
        }),
    },
    {
      quote: 'When this scene plays, the function appears, then over 1.2 seconds `r` gives way to `radius`,',
      claim:
        'the code tween of the example takes 1.2 s; its only changes are r → radius and 3.14 * r * r; → Math.PI * radius ** 2;',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/code.tsx'), (view) => {
          const code = view.children()[0] as Code;
          const scope = code.code();
          return {
            text: code.parsed(),
            changed: scope.fragments
              .filter((fragment) => typeof fragment === 'object' && 'before' in (fragment as object))
              .map((fragment) => fragment as unknown as {before: string; after: string}),
          };
        });
        const tweening = samples.filter(({value}) => value.changed.length > 0);
        expect(tweening[0].time).toBeCloseTo(0.5, 1);
        expect(tweening.at(-1)!.time - tweening[0].time).toBeCloseTo(1.2, 1);
        const changes = tweening[0].value.changed;
        expect(changes.map(({before, after}) => `${before}→${after}`)).toContain('r→radius');
        // Without a highlighter tokens are split at spaces and brackets, so 3.14 and the product change as one run.
        expect(changes).toContainEqual({before: '3.14 * r * r;', after: 'Math.PI * radius ** 2;'});
        expect(changes).toHaveLength(2);
        expect(samples.at(-1)!.value.text).toBe('function area(radius) {\n  return Math.PI * radius ** 2;\n}');
      },
    },
    {
      quote: 'the braces and `return` never disappear;',
      claim: 'function, the braces and return stay unchanged tokens throughout the tween',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/code.tsx'), (view) => {
          const scope = (view.children()[0] as Code).code();
          return scope.fragments.filter((fragment) => typeof fragment === 'string').join('');
        });
        const middle = samples.find(({time}) => time >= 1.1)!.value;
        for (const token of ['function', '{', '}', 'return']) expect(middle).toContain(token);
      },
    },
    {
      quote: "The node's font defaults to the generic `monospace` family;",
      claim: "Code's fontFamily defaults to 'monospace', and a fontFamily prop replaces it",
      check: () =>
        inspectGeometry((view) => {
          expect(codeNode(view).fontFamily()).toBe('monospace');
          expect(codeNode(view, {fontFamily: 'JetBrains Mono, monospace'}).fontFamily()).toBe(
            'JetBrains Mono, monospace',
          );
        }),
    },
    {
      quote: 'Without a highlighter every token is painted',
      claim: 'without a highlighter every token gets the fill colour, and white when the fill is a gradient',
      check: () =>
        inspectGeometry((view) => {
          const plain = codeNode(view, {fill: '#e6edf3'});
          expect(tokens(plain).every(({fill}) => fill === new Color('#e6edf3').serialize())).toBe(true);
          const gradient = new Gradient({from: [0, 0], to: [100, 0], stops: []});
          const fancy = codeNode(view, {fill: gradient});
          expect(tokens(fancy).every(({fill}) => fill === new Color('white').serialize())).toBe(true);
        }),
    },
    {
      quote: '`Code` does not ship with a language.',
      claim: 'a Code node has no highlighter unless one is given',
      check: () =>
        inspectGeometry((view) => {
          expect(codeNode(view).highlighter()).toBeNull();
        }),
    },
    {
      quote: 'wraps a parser from the',
      claim: 'a LezerHighlighter built on the @lezer/javascript parser colours a keyword and a string',
      check: () => {
        const highlighter = new LezerHighlighter(parser);
        const source = "const a = 'b';";
        const cache = highlighter.prepare(source);
        expect(highlighter.highlight(0, cache).color).not.toBeNull();
        expect(highlighter.highlight(source.indexOf("'"), cache).color).not.toBeNull();
      },
    },
    {
      quote: 'The static property `Code.defaultHighlighter` is `null` out of the box.',
      claim:
        'Code.defaultHighlighter starts null; once set, every Code made afterwards uses it, while one made before keeps none',
      check: () =>
        inspectGeometry((view) => {
          expect(Code.defaultHighlighter).toBeNull();
          const before = codeNode(view);
          const highlighter = new LezerHighlighter(parser);
          Code.defaultHighlighter = highlighter;
          try {
            expect(codeNode(view).highlighter()).toBe(highlighter);
            expect(codeNode(view).highlighter()).toBe(highlighter);
            expect(before.highlighter()).toBeNull();
          } finally {
            Code.defaultHighlighter = null;
          }
        }),
    },
    {
      quote: 'The `dialect` option enables JSX and TypeScript syntax on top of plain JavaScript.',
      claim:
        "with dialect 'jsx ts' the JavaScript parser reads type annotations and JSX without errors; without it, not",
      check: () => {
        const source = 'const x: number = <b>{1}</b>;';
        expect(syntax(source, 'jsx ts')).not.toContain('⚠');
        expect(syntax(source)).toContain('⚠');
      },
    },
    {
      quote: 'different language for a single node, pass a highlighter through its',
      claim: "a node's highlighter property takes precedence over Code.defaultHighlighter",
      check: () =>
        inspectGeometry((view) => {
          const shared = new LezerHighlighter(parser);
          const own = new LezerHighlighter(parser.configure({dialect: 'ts'}));
          Code.defaultHighlighter = shared;
          try {
            expect(codeNode(view, {highlighter: own}).highlighter()).toBe(own);
          } finally {
            Code.defaultHighlighter = null;
          }
        }),
    },
    {
      quote: 'This example and the theme file under [Themes](#themes) are the only ones on this page that import',
      claim:
        'of the complete examples on the page, only the project file and the theme file import packages other than Canvas Commons',
      check: examplesImports,
    },
    {
      quote: 'Every other example works without a highlighter;',
      claim: 'no other complete example imports a grammar or sets a highlighter',
      check: () => {
        examplesImports();
        const source = readFileSync(path.join(repositoryRoot, PAGE), 'utf8');
        const others = extractCodeBlocks(PAGE, source).filter(
          ({meta, code}) => /from '/.test(code) && !['title="src/project.ts"', 'title="src/theme.ts"'].includes(meta),
        );
        expect(others.length).toBeGreaterThan(3);
        for (const {code} of others) expect(code).not.toMatch(/highlighter|Highlighter/);
      },
    },
    {
      quote: 'Every change below is a tween: it returns a generator you `yield*`, and it takes a duration in',
      claim: 'each editing call with a duration returns a generator that lasts that many seconds',
      check: async () => {
        const calls: Array<(code: Code) => ThreadGenerator> = [
          (code) => code.code('x', 0.5),
          (code) => code.code.insert([0, 0], 'x', 0.5),
          (code) => code.code.replace(word(0, 0, 5), 'let', 0.5),
          (code) => code.code.remove(word(0, 0, 6), 0.5),
          (code) => code.code.append('x', 0.5),
          (code) => code.code.prepend('x', 0.5),
          (code) => code.code.edit(0.5)`x`,
        ];
        for (const call of calls) {
          const {seconds} = await edited((code) => {
            const generator = call(code);
            expect(typeof generator.next).toBe('function');
            return generator;
          });
          expect(seconds).toBeCloseTo(0.5, 1);
        }
      },
    },
    {
      quote: 'column count from zero.',
      claim: 'line and column numbers start at 0: [1, 0] is the start of the second line',
      check: async () => {
        const {text} = await edited((code) => code.code.insert([1, 0], '// ', 0.2));
        expect(text).toBe('const total = price;\n// log(total);');
        const {text: first} = await edited((code) => code.code.insert([0, 0], '// ', 0.2));
        expect(first).toBe('// const total = price;\nlog(total);');
      },
    },
    {
      quote: '| `code().code(newCode, duration)`             | Replace everything, diffing old against new.    |',
      claim: 'code(newCode, duration) ends on the new code, through a diff of the two',
      check: async () => {
        expect((await edited((code) => code.code('let x = 1;', 0.4))).text).toBe('let x = 1;');
      },
    },
    {
      quote: '| `code().code.insert(point, text, duration)`  | Insert text at a point.                         |',
      claim: 'insert puts the text at the point',
      check: async () => {
        expect((await edited((code) => code.code.insert([0, 19], ' * quantity', 0.4))).text).toBe(
          'const total = price * quantity;\nlog(total);',
        );
      },
    },
    {
      quote: '| `code().code.replace(range, text, duration)` | Swap the text inside a range for new text.      |',
      claim: 'replace swaps the text of the range',
      check: async () => {
        expect((await edited((code) => code.code.replace(word(1, 0, 3), 'console.log', 0.4))).text).toBe(
          'const total = price;\nconsole.log(total);',
        );
      },
    },
    {
      quote: '| `code().code.remove(range, duration)`        | Delete the text inside a range.                 |',
      claim: 'remove deletes the text of the range',
      check: async () => {
        expect((await edited((code) => code.code.remove(lines(1), 0.4))).text).toBe('const total = price;\n');
      },
    },
    {
      quote: '| `code().code.append(text, duration)`         | Add text at the very end.                       |',
      claim: 'append adds the text after the last character',
      check: async () => {
        expect((await edited((code) => code.code.append('\nexport {total};', 0.4))).text).toBe(
          `${TOTAL}\nexport {total};`,
        );
      },
    },
    {
      quote: '| `code().code.prepend(text, duration)`        | Add text at the very beginning.                 |',
      claim: 'prepend adds the text before the first character',
      check: async () => {
        expect((await edited((code) => code.code.prepend('// checkout\n', 0.4))).text).toBe(`// checkout\n${TOTAL}`);
      },
    },
    {
      quote: '| `code().code.edit(duration)` (tag)           | Describe the change inline with markers.        |',
      claim: 'edit takes a tagged template in which replace, insert and remove markers describe the change',
      check: async () => {
        const {text} = await edited(
          (code) => code.code.edit(0.4)`\
const total = ${replace('price', 'price * quantity')};
${remove('log(total);')}${insert('console.log(total);')}`,
        );
        expect(text).toBe('const total = price * quantity;\nconsole.log(total);');
      },
    },
    {
      quote: 'Leave out the duration and `insert`, `replace`, `remove`, `append` and `prepend` change the code',
      claim: 'without a duration these calls return the node and the code has changed at once',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view);
          expect(code.code.insert([0, 19], ' * 2')).toBe(code);
          expect(code.parsed()).toBe('const total = price * 2;\nlog(total);');
          code.code.replace(word(1, 0, 3), 'print');
          code.code.remove(word(0, 19, 4));
          code.code.append('\n// end');
          code.code.prepend('// start\n');
          expect(code.parsed()).toBe('// start\nconst total = price;\nprint(total);\n// end');
        }),
    },
    {
      quote: 'Watch the first line: ` * quantity` fades in while the semicolon slides right to make room.',
      claim:
        'column 19 of the first line is the semicolon; the first edit inserts " * quantity" there, which fades in while the semicolon moves between its old and new place',
      check: async () => {
        expect(TOTAL.split('\n')[0][19]).toBe(';');
        const {samples} = await sampleGeometry(pageExample(PAGE, 'edits.tsx'), (view) =>
          tokens(view.children()[0] as Code),
        );
        const middle = samples.find(({time}) => time >= 1.1)!.value;
        const added = middle.find(({text}) => text.includes('quantity'))!;
        expect(added.alpha).toBeGreaterThan(0.1);
        expect(added.alpha).toBeLessThan(0.9);
        const semicolon = middle.find(({text, position}) => text.startsWith(';') && position.y === 0)!;
        expect(semicolon.position.x).toBeGreaterThan(19 * CHARACTER_WIDTH);
        expect(semicolon.position.x).toBeLessThan(30 * CHARACTER_WIDTH);
      },
    },
    {
      quote: 'Then `log` morphs into `console.log`, a comment pushes everything down by one line, the',
      claim:
        'the code goes through exactly these states: insert, log → console.log, the comment, the removal, the export',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'edits.tsx'), (view) =>
          (view.children()[0] as Code).parsed(),
        );
        const states = samples.map(({value}) => value).filter((value, i, all) => i === 0 || value !== all[i - 1]);
        expect(states).toEqual([
          TOTAL,
          'const total = price * quantity;\nlog(total);',
          'const total = price * quantity;\nconsole.log(total);',
          '// checkout\nconst total = price * quantity;\nconsole.log(total);',
          '// checkout\nconst total = price;\nconsole.log(total);',
          '// checkout\nconst total = price;\nconsole.log(total);\nexport {total};',
        ]);
      },
    },
    {
      quote: 'Ranges always describe the code as it is at the moment of the call.',
      claim:
        'a range is read against the current code: the same range removes different text before and after a prepend',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view);
          const range: CodeRange = word(0, 0, 5);
          code.code.prepend('// checkout\n');
          code.code.remove(range);
          expect(code.parsed()).toBe(`eckout\n${TOTAL}`);
        }),
    },
    {
      quote: 'first statement has moved to line 1, which is why the example searches for the text with',
      claim: 'after the prepend, findFirstRange finds " * quantity" on line 1, at columns 19 to 30',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view, {code: 'const total = price * quantity;\nconsole.log(total);'});
          expect(code.findFirstRange(' * quantity')).toEqual([
            [0, 19],
            [0, 30],
          ]);
          code.code.prepend('// checkout\n');
          expect(code.findFirstRange(' * quantity')).toEqual([
            [1, 19],
            [1, 30],
          ]);
        }),
    },
    {
      quote: '`insert`, `replace`, `append` and `prepend` also have a tagged-template form: give them',
      claim:
        'insert(point, duration), replace(range, duration), append(duration) and prepend(duration) take the text as a tagged template',
      check: async () => {
        const {text} = await edited(function* (code) {
          yield* code.code.insert([0, 19], 0.2)` * quantity`;
          yield* code.code.replace(word(1, 0, 3), 0.2)`console.log`;
          yield* code.code.append(0.2)`\nexport {total};`;
          yield* code.code.prepend(0.2)`// checkout\n`;
        });
        expect(text).toBe('// checkout\nconst total = price * quantity;\nconsole.log(total);\nexport {total};');
      },
    },
    {
      quote: '`edit` only exists in this form.',
      claim: 'edit(duration) returns a tag function, not a generator, even without a duration',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view);
          const tag = code.code.edit(0.5);
          expect(typeof tag).toBe('function');
          expect('next' in tag).toBe(false);
          expect(typeof code.code.edit()).toBe('function');
        }),
    },
    {
      quote: 'helpers (all three are exported by `@canvas-commons/2d`), which',
      claim: 'insert, replace and remove are exported and make before/after markers',
      check: () => {
        expect(insert('a')).toEqual({before: '', after: 'a'});
        expect(replace('a', 'b')).toEqual({before: 'a', after: 'b'});
        expect(remove('a')).toEqual({before: 'a', after: ''});
      },
    },
    {
      quote: "A node's `selection` property decides which parts of the code are emphasised.",
      claim: 'tokens inside the selection are drawn at full strength (time 1), the others at 0',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view, {selection: lines(1)});
          const [first, second] = tokens(code);
          expect(first.time).toBe(0);
          expect(second.time).toBe(1);
        }),
    },
    {
      quote: 'outside the selection is drawn at reduced opacity.',
      claim: 'the default token hook multiplies the opacity by 0.2 for an unselected token and by 1 for a selected one',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view);
          const hook = code.drawHooks().token;
          for (const [selection, alpha] of [
            [0, 0.2],
            [1, 1],
          ]) {
            const {context} = measuringContext();
            hook(context, 'log', Vector2.zero, 'white', selection);
            expect(context.globalAlpha).toBeCloseTo(alpha, 9);
          }
        }),
    },
    {
      quote: 'By default the whole code is selected.',
      claim: 'the default selection runs from line 0 to the end, and every token is selected',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view);
          expect(code.selection()).toEqual([lines(0, Infinity)]);
          expect(tokens(code).every(({time}) => time === 1)).toBe(true);
        }),
    },
    {
      quote: '[`lines(from, to?)`](/api/2d/code/lines): whole lines, inclusive.',
      claim: 'lines(1, 2) selects all of lines 1 and 2 and nothing else; lines(1) only line 1',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view, {code: 'a\nbb\ncc\nd', selection: lines(1, 2)});
          expect(tokens(code).map(({text, time}) => `${text}:${time}`)).toEqual(['a:0', 'bb:1', 'cc:1', 'd:0']);
          code.selection(lines(1));
          expect(tokens(code).map(({time}) => time)).toEqual([0, 1, 0, 0]);
        }),
    },
    {
      quote: '[`word(line, from, length?)`](/api/2d/code/word): a run of characters on one line.',
      claim:
        'word(line, from, length) covers length characters from column from; without length, to the end of the line',
      check: () => {
        expect(word(2, 2, 7)).toEqual([
          [2, 2],
          [2, 9],
        ]);
        expect(word(1, 4)).toEqual([
          [1, 4],
          [1, Infinity],
        ]);
      },
    },
    {
      quote: '[`pointToPoint(startLine, startColumn, endLine, endColumn)`](/api/2d/code/pointToPoint): any span.',
      claim: 'pointToPoint makes the range between the two points, across lines',
      check: () =>
        inspectGeometry((view) => {
          expect(pointToPoint(0, 6, 1, 3)).toEqual([
            [0, 6],
            [1, 3],
          ]);
          const code = codeNode(view);
          code.code.remove(pointToPoint(0, 6, 1, 3));
          expect(code.parsed()).toBe('const (total);');
        }),
    },
    {
      quote: 'search the current code for a string (exact match) or a regular expression.',
      claim: 'findFirstRange, findLastRange and findAllRanges find a string literally, or a regular expression',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view, {code: 'a.b axb\na.b'});
          expect(code.findAllRanges('a.b')).toEqual([
            [
              [0, 0],
              [0, 3],
            ],
            [
              [1, 0],
              [1, 3],
            ],
          ]);
          expect(code.findAllRanges(/a.b/)).toHaveLength(3);
          expect(code.findFirstRange('a.b')).toEqual([
            [0, 0],
            [0, 3],
          ]);
          expect(code.findLastRange(/a.b/)).toEqual([
            [1, 0],
            [1, 3],
          ]);
        }),
    },
    {
      quote: '`selection` accepts one range or an array of them, and tweening it fades the emphasis from',
      claim:
        'one range or several are accepted; halfway through a selection tween a token leaving the selection is half emphasised',
      check: async () => {
        let middle: FragmentInfo[] = [];
        let single: unknown = null;
        await runGeometry(function* (view) {
          const code = codeNode(view, {selection: lines(0)});
          single = code.selection();
          code.selection([lines(0), lines(1)]);
          expect(code.selection()).toHaveLength(2);
          code.selection(lines(0));
          yield* all(
            code.selection(lines(1), 1),
            (function* () {
              yield* waitFor(0.5);
              middle = tokens(code);
            })(),
          );
        });
        expect(single).toEqual([lines(0)]);
        const [first, second] = middle;
        expect(first.time).toBeGreaterThan(0.1);
        expect(first.time).toBeLessThan(0.9);
        expect(second.time).toBeCloseTo(1 - first.time, 9);
      },
    },
    {
      quote: 'The body of the function stays bright while the signature dims, then only `console` is lit,',
      claim:
        'the selection goes to lines 1–3, then to "console", then to the three "message" ranges, with the frame centred on the first and shown',
      check: async () => {
        const samples = await selectionExample();
        const selections = samples
          .map(({value}) => value.selection)
          .filter((value, i, all) => i === 0 || value !== all[i - 1]);
        expect(selections.slice(1, 3)).toEqual([JSON.stringify([lines(1, 3)]), JSON.stringify([word(2, 2, 7)])]);
        const messages = JSON.parse(selections[3]) as CodeRange[];
        expect(messages).toHaveLength(3);
        const framed = samples.find(({value}) => value.box.opacity === 1)!.value;
        expect(framed.box.position).toEqual(framed.firstMessage);
      },
    },
    {
      quote: 'resets the selection to its initial value, which',
      claim: 'at the end DEFAULT has put the selection back to everything',
      check: async () => {
        const samples = await selectionExample();
        expect(samples.at(-1)!.value.selection).toBe(JSON.stringify([lines(0, Infinity)]));
        await inspectGeometry((view) => {
          const code = codeNode(view, {selection: lines(1)});
          code.selection(DEFAULT);
          expect(code.selection()).toEqual([lines(0, Infinity)]);
        });
      },
    },
    {
      quote: 'returns one bounding box per line covered by',
      claim:
        "getSelectionBBox gives one box per covered line, in the node's local space (centred on it); getPointBBox one character's box",
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view, {position: [300, 200]});
          const boxes = code.getSelectionBBox(lines(0, 1));
          expect(boxes).toHaveLength(2);
          const width = 20 * CHARACTER_WIDTH;
          expect(boxes[0].x).toBe(-width / 2);
          expect(boxes[0].width).toBe(width);
          expect(boxes[1].width).toBe(11 * CHARACTER_WIDTH);
          expect(boxes[1].y).toBeGreaterThan(boxes[0].y);
          const character = code.getPointBBox([1, 4]);
          expect(character.x).toBe(-width / 2 + 4 * CHARACTER_WIDTH);
          expect(character.width).toBe(CHARACTER_WIDTH);
        }),
    },
    {
      quote: 'property can be assembled from pieces with the [`CODE`](/api/2d/code/CODE) tag.',
      claim: 'CODE joins the text around the pieces with the pieces',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view, {code: CODE`const a = ${'1'};`});
          expect(code.parsed()).toBe('const a = 1;');
        }),
    },
    {
      quote: 'Each interpolated value can be a plain string, a function returning a string, or a code signal',
      claim:
        'a piece may be a string, a function or a code signal, and when one changes only its part of the text changes',
      check: codePieces,
    },
    {
      quote: 'When such a piece changes, only that piece of the code',
      claim: 'changing one piece changes its part of the text and leaves the rest as it was',
      check: codePieces,
    },
    {
      quote: "First the string literal on line 0 morphs into `'Canvas Commons'` with the same diffing as a",
      claim: "the name signal's tween is a diff of the two texts, like a code tween, and ends on 'Canvas Commons'",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'code-signals.tsx'), (view) => {
          const code = view.children()[0] as Code;
          const pieces = code
            .code()
            .fragments.map((fragment) => (typeof fragment === 'function' ? fragment() : fragment));
          return {text: code.parsed(), scope: JSON.stringify(pieces)};
        });
        const middle = samples.find(({time}) => time >= 1)!.value;
        expect(middle.scope).toContain(`"before":"'world'"`);
        expect(middle.scope).toContain(`"after":"'Canvas Commons'"`);
        expect(samples.find(({time}) => time >= 1.6)!.value.text.split('\n')[0]).toBe(`const name = 'Canvas Commons';`);
      },
    },
    {
      quote: 'Then the number on line 1 counts up from 0 to 5; because it is a function of an',
      claim: 'line 1 then shows 0, 1, 2, 3, 4, 5 in turn, as plain text with no before/after pairs',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'code-signals.tsx'), (view) => {
          const code = view.children()[0] as Code;
          return {line: code.parsed().split('\n')[1], scope: JSON.stringify(code.code())};
        });
        const counting = samples.filter(({time}) => time > 1.6);
        const shown = [...new Set(counting.map(({value}) => value.line))];
        expect(shown).toEqual([0, 1, 2, 3, 4, 5].map((n) => `const retries = ${n};`));
        for (const {value} of counting) expect(value.scope).not.toContain('"before"');
      },
    },
    {
      quote: 'have the same `insert`, `replace`, `remove`, `append`, `prepend` and `edit` helpers as the',
      claim: "a code signal's helpers edit its own text, with points counted from its own start",
      check: () =>
        inspectGeometry((view) => {
          const value = Code.createSignal('abc');
          const code = codeNode(view, {code: CODE`first line\nx = ${value};`});
          value.insert([0, 1], 'X');
          value.append('!');
          value.prepend('(');
          value.replace(word(0, 0, 1), '[');
          value.remove(word(0, 1, 1));
          expect(code.parsed()).toBe('first line\nx = [Xbc!;');
          expect(typeof value.edit).toBe('function');
        }),
    },
    {
      quote: 'takes a `HighlightStyle` as its second',
      claim: 'the second argument sets the colours; without it the colours are those of DefaultHighlightStyle',
      check: () => {
        const source = "const a = 'b';";
        const colourOf = (highlighter: LezerHighlighter, index: number) =>
          highlighter.highlight(index, highlighter.prepare(source)).color;
        const plain = new LezerHighlighter(parser);
        const explicit = new LezerHighlighter(parser, DefaultHighlightStyle);
        const warm = new LezerHighlighter(parser, HighlightStyle.define([{tag: tags.keyword, color: '#ff7b72'}]));
        expect(colourOf(plain, 0)).toBe(colourOf(explicit, 0));
        expect(colourOf(plain, 10)).toBe(colourOf(explicit, 10));
        expect(colourOf(warm, 0)).toBe('#ff7b72');
      },
    },
    {
      quote: 'a palette in cool blues and',
      claim: 'the default style paints keywords blue and strings green',
      check: () => {
        const source = "const a = 'b';";
        const highlighter = new LezerHighlighter(parser);
        const cache = highlighter.prepare(source);
        const keyword = hue(highlighter.highlight(0, cache).color!);
        const string = hue(highlighter.highlight(10, cache).color!);
        expect(keyword.blue).toBeGreaterThan(Math.max(keyword.red, keyword.green));
        expect(string.green).toBeGreaterThan(Math.max(string.red, string.blue));
      },
    },
    {
      quote: 'Both packages are dependencies of `@canvas-commons/2d`; add them to your own',
      claim: '@codemirror/language and @lezer/highlight are in the dependencies of @canvas-commons/2d',
      check: () => {
        const manifest = JSON.parse(
          readFileSync(path.join(repositoryRoot, 'node_modules/@canvas-commons/2d/package.json'), 'utf8'),
        ) as {dependencies: Record<string, string>};
        expect(Object.keys(manifest.dependencies)).toEqual(
          expect.arrayContaining(['@codemirror/language', '@lezer/highlight']),
        );
      },
    },
    {
      quote: '`LezerHighlighter` only reads the `color` of each rule.',
      claim:
        'a rule with only a font style gives its tokens no colour, and a rule with colour and italics gives only the colour',
      check: colourOnly,
    },
    {
      quote: 'Font style, weight and decorations in a',
      claim: 'italics and weight in a rule are dropped: the highlighter gives a token only a colour',
      check: colourOnly,
    },
    {
      quote: "matches are drawn with the node's `fill`.",
      claim: 'with a highlighter, a token no rule colours is drawn in the fill colour',
      check: () =>
        inspectGeometry((view) => {
          const highlighter = new LezerHighlighter(
            parser,
            HighlightStyle.define([{tag: tags.keyword, color: '#ff7b72'}]),
          );
          const code = codeNode(view, {code: 'const a = 1;', fill: '#e6edf3', highlighter});
          const drawn = tokens(code);
          expect(drawn.find(({text}) => text === 'const')?.fill).toBe('#ff7b72');
          expect(
            drawn.filter(({text}) => text !== 'const').every(({fill}) => fill === new Color('#e6edf3').serialize()),
          ).toBe(true);
        }),
    },
    {
      quote: 'receives the canvas context, the text, its position, its colour and how selected it is (0 to',
      claim:
        'drawing a Code node calls drawHooks().token once per token with the context, text, position, colour and selection',
      check: () =>
        inspectGeometry((view) => {
          const code = codeNode(view, {fill: '#e6edf3', selection: lines(1)});
          const hooks = code.drawHooks();
          const spy = vi.spyOn(hooks, 'token');
          try {
            const {context} = measuringContext();
            (code as unknown as {draw(context: CanvasRenderingContext2D): void}).draw(context);
            expect(spy).toHaveBeenCalledTimes(2);
            const [ctx, text, position, colour, selection] = spy.mock.calls[1];
            expect(ctx).toBe(context);
            expect(text).toBe('log(total);');
            expect(position).toBeInstanceOf(Vector2);
            expect(colour).toBe(new Color('#e6edf3').serialize());
            expect(selection).toBe(1);
            expect(spy.mock.calls[0][4]).toBe(0);
          } finally {
            spy.mockRestore();
          }
        }),
    },
    {
      quote: 'The default dims unselected tokens;',
      claim: 'the default hook sets the token colour and draws the text at 20% opacity when unselected',
      check: () =>
        inspectGeometry((view) => {
          const hook = codeNode(view).drawHooks().token;
          const {context, calls} = measuringContext();
          hook(context, 'log', new Vector2(10, 20), '#ff0000', 0);
          expect(context.fillStyle).toBe('#ff0000');
          expect(context.globalAlpha).toBeCloseTo(0.2, 9);
          expect(calls.find(([name]) => name === 'fillText')?.[1]).toEqual(['log', 10, 20]);
        }),
    },
    {
      quote: 'experimental features are enabled (see [experimental features](/docs/experimental)), a custom',
      claim: 'without experimental features a custom drawHooks is not applied and a message is logged',
      check: async () => {
        const custom = {token: () => {}};
        let kept = false;
        const run = await runGeometry(function* (view) {
          const code = codeNode(view, {drawHooks: custom});
          kept = code.drawHooks() === custom;
          yield;
        });
        expect(kept).toBe(false);
        expect(run.logs.some(({message}) => /experimental/i.test(message))).toBe(true);
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'The `drawHooks` property lets you replace how each token is painted.',
        reason:
          'a custom hook only takes effect with experimental features on, and the harness runs scenes without them (the log is claimed)',
      },
      {
        quote:
          'In Chromium-based browsers (Chrome, Edge, Brave, Opera), code that moves during an animation can shake slightly:',
        reason: "how each browser's canvas places text on pixels needs Chromium and Firefox themselves",
      },
      {
        quote: "The cause is the browser's canvas, which places drawn text on whole pixels,",
        reason: "about the browser's text rasterisation; needs a browser canvas",
      },
      {
        quote: "It shows in the editor's",
        reason: "about the editor's preview and rendering in a browser; needs the editor",
      },
      {
        quote: 'Still code, and code that only',
        reason: "about the browser's text rasterisation; needs a browser canvas",
      },
      {
        quote: 'Canvas Commons 0.3.1 has no setting that avoids this.',
        reason: 'the absence of a setting is not something a check can run; the rest is about Firefox',
      },
      {
        quote: 'Firefox for the render: it draws text at fractional positions, and tokens move smoothly.',
        reason: "about Firefox's canvas text rendering; needs Firefox",
      },
    ],
  },
);
