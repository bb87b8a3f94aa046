import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

import {Code, DefaultHighlightStyle, LezerHighlighter, type CodeHighlighter, type View2D} from '@canvas-commons/2d';
import {Color, DependencyContext, waitFor, type ThreadGenerator} from '@canvas-commons/core';
import * as codemirrorLanguage from '@codemirror/language';
import {HighlightStyle, StreamLanguage} from '@codemirror/language';
import {shell} from '@codemirror/legacy-modes/mode/shell';
import {Parser, Tree} from '@lezer/common';
import * as lezerHighlight from '@lezer/highlight';
import {tags} from '@lezer/highlight';
import * as javascript from '@lezer/javascript';
import * as python from '@lezer/python';
import * as rust from '@lezer/rust';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {LIBRARY_MODULES, pageCodeBlocks} from '../harness';
import {inspectGeometry, runGeometry} from '../stand-in-scenes';
import {compileExample} from '../../../plugins/live-preview/theme/LivePreview/compile';
import {createLoopGuard, evaluateModule} from '../../../plugins/live-preview/theme/LivePreview/evaluate';

const PAGE = 'docs/components/grammars.mdx';

/** The packages the page's examples import, on top of the library's own modules. */
const MODULES = {
  ...LIBRARY_MODULES,
  '@lezer/python': python,
  '@lezer/rust': rust,
  '@lezer/javascript': javascript,
  '@lezer/highlight': lezerHighlight,
  '@codemirror/language': codemirrorLanguage,
};

/** The scene of the page's example titled `title`, compiled as the previews do, with the grammar packages available. */
function example(title: string): (view: View2D) => ThreadGenerator {
  const code = pageCodeBlocks(PAGE, title)[0];
  const compiled = compileExample(code, Object.keys(MODULES));
  const exports = evaluateModule(compiled, MODULES, createLoopGuard(1000)) as {
    default: {config: (view: View2D) => ThreadGenerator};
  };
  return exports.default.config;
}

interface Fragment {
  text: string;
  fill: string;
  time: number;
}

/** What the node would draw, token by token (Code.drawingInfo). */
function fragments(code: Code): Fragment[] {
  return (code as unknown as {drawingInfo(): {fragments: Fragment[]}}).drawingInfo().fragments;
}

/**
 * The node's drawn tokens with their colours (#rrggbb), neighbours of the same colour joined: the library draws a
 * run without a colour character by character.
 */
function runs(code: Code): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  for (const {text, fill} of fragments(code)) {
    const colour = new Color(fill).hex();
    const last = result.at(-1);
    if (last && last[1] === colour && !text.includes('\n')) last[0] += text;
    else result.push([text, colour]);
  }
  return result;
}

/** The colour a node gives the text `text` (found within one run of one colour), as #rrggbb. */
function colourOf(code: Code, text: string): string {
  const found = runs(code).find(([run]) => run.includes(text));
  if (!found) throw new Error(`no run of one colour holds ${text}: ${JSON.stringify(runs(code))}`);
  return found[1];
}

/** The colour a highlighter gives the character at `index` of `source`. */
function highlighted(highlighter: CodeHighlighter, source: string, index: number): string | null {
  return highlighter.highlight(index, highlighter.prepare(source)).color;
}

/** A node's highlighter cache (what it keeps from prepare). */
function cacheOf(code: Code): unknown {
  return code.highlighterCache();
}

function withDefault<T>(highlighter: CodeHighlighter | null, run: () => T): T {
  const previous = Code.defaultHighlighter;
  Code.defaultHighlighter = highlighter;
  try {
    return run();
  } finally {
    Code.defaultHighlighter = previous;
  }
}

/** Whether a parse of `source` with the JavaScript grammar (in `dialect`) has syntax errors. */
function hasErrors(source: string, dialect?: string): boolean {
  const grammar = dialect === undefined ? javascript.parser : javascript.parser.configure({dialect});
  let errors = false;
  grammar.parse(source).iterate({
    enter: (node) => {
      if (node.type.isError) errors = true;
    },
  });
  return errors;
}

/** The Lezer node names of a parse. */
function nodeNames(source: string, dialect: string): string {
  return javascript.parser.configure({dialect}).parse(source).toString();
}

/** A hand-made highlighter: `const` in red, everything else plain; it counts its calls. */
function handMade() {
  const calls = {initialize: 0, prepare: [] as string[], tokenize: [] as string[]};
  const highlighter: CodeHighlighter<string> = {
    initialize: () => {
      calls.initialize++;
      return true;
    },
    prepare: (code) => {
      calls.prepare.push(code);
      return code;
    },
    highlight: (index, cache) =>
      cache.startsWith('const', index) ? {color: '#ff0000', skipAhead: 5} : {color: null, skipAhead: 0},
    tokenize: (code) => {
      calls.tokenize.push(code);
      return code.split(/(\s+)/).filter(Boolean);
    },
  };
  return {highlighter, calls};
}

const SOURCE = "const a = 'b';";
const KEYWORD = '#5e81ac';
const STRING = '#a3be8c';

const claims: Claim[] = [
  {
    quote: 'The [`Code`](/api/2d/components/Code) node knows nothing about any programming language.',
    claim: 'without a highlighter a Code node gives every token its fill colour, keywords and strings alike',
    check: () =>
      inspectGeometry((view) => {
        withDefault(null, () => {
          const code = new Code({code: SOURCE, fill: '#123456'});
          view.add(code);
          expect(code.highlighter()).toBeNull();
          expect(new Set(fragments(code).map(({fill}) => new Color(fill).hex()))).toEqual(new Set(['#123456']));
        });
      }),
  },
  {
    quote: 'colour tokens it asks a highlighter, and the highlighter that comes with Canvas Commons,',
    claim:
      "a node's token colours are those its highlighter returns; a LezerHighlighter parses the code with its parser",
    check: () =>
      inspectGeometry((view) => {
        const {highlighter} = handMade();
        const code = new Code({code: SOURCE, fill: '#123456', highlighter});
        view.add(code);
        expect(colourOf(code, 'const')).toBe('#ff0000');
        expect(colourOf(code, "'b'")).toBe('#123456');
        const parsed: string[] = [];
        const spy = Object.create(javascript.parser) as Parser;
        spy.parse = (input: never) => {
          parsed.push(String(input));
          return javascript.parser.parse(input);
        };
        const lezer = new LezerHighlighter(spy);
        lezer.prepare(SOURCE);
        expect(parsed).toEqual([SOURCE]);
      }),
  },
  {
    quote: '1. **A parser** that turns the source text into a syntax tree. Parsers come from the',
    claim: 'prepare keeps the syntax tree the parser made, and colours follow its nodes',
    check: () => {
      const highlighter = new LezerHighlighter(javascript.parser);
      const cache = highlighter.prepare(SOURCE) as unknown as {tree: Tree};
      expect(cache.tree).toBeInstanceOf(Tree);
      expect(cache.tree.toString()).toBe(javascript.parser.parse(SOURCE).toString());
      expect(highlighter.highlight(0, cache as never)).toEqual({color: KEYWORD, skipAhead: 5});
    },
  },
  {
    quote: '`comment`, ...) to colours. If you do not pass one,',
    claim: 'the style maps tags to colours; without one the colours are those of DefaultHighlightStyle',
    check: () => {
      const plain = new LezerHighlighter(javascript.parser);
      const explicit = new LezerHighlighter(javascript.parser, DefaultHighlightStyle);
      const warm = new LezerHighlighter(
        javascript.parser,
        HighlightStyle.define([
          {tag: tags.keyword, color: '#ff7b72'},
          {tag: tags.string, color: '#00ff00'},
        ]),
      );
      for (const index of [0, 10]) {
        expect(highlighted(plain, SOURCE, index)).toBe(highlighted(explicit, SOURCE, index));
      }
      expect(highlighted(plain, SOURCE, 0)).toBe(KEYWORD);
      expect(highlighted(plain, SOURCE, 10)).toBe(STRING);
      expect(highlighted(warm, SOURCE, 0)).toBe('#ff7b72');
      expect(highlighted(warm, SOURCE, 10)).toBe('#00ff00');
    },
  },
  {
    quote: 'The parser is also used for tokenising: when you tween from one piece of code to another, the',
    claim:
      "a code tween diffs with the highlighter's tokenize, and LezerHighlighter.tokenize cuts at the grammar's tokens",
    check: async () => {
      const highlighter = new LezerHighlighter(javascript.parser);
      expect(highlighter.tokenize('total+=price')).toEqual(['total', '+=', 'price']);
      const tokenized: string[] = [];
      const original = highlighter.tokenize.bind(highlighter);
      highlighter.tokenize = (code: string) => {
        tokenized.push(code);
        return original(code);
      };
      await runGeometry(function* (view) {
        const code = new Code({code: 'total+=price', highlighter});
        view.add(code);
        yield* code.code('total-=price', 0.2);
      });
      expect(tokenized).toEqual(['total+=price', 'total-=price']);
    },
  },
  {
    quote: 'Every official Lezer grammar exports its parser under the name `parser`.',
    claim: 'the Lezer grammars installed here (@lezer/javascript, python, rust) export a Lezer Parser as parser',
    check: () => {
      for (const grammar of [javascript, python, rust]) {
        expect(grammar.parser).toBeInstanceOf(Parser);
      }
    },
  },
  {
    quote: 'file runs before any scene, so every `Code` node created later picks it up.',
    claim: 'a Code node made after Code.defaultHighlighter is set uses it; one made before keeps what it had',
    check: () =>
      inspectGeometry((view) => {
        const before = new Code({code: 'def f(): pass'});
        view.add(before);
        const highlighter = new LezerHighlighter(python.parser);
        withDefault(highlighter, () => {
          const after = new Code({code: 'def f(): pass'});
          const another = new Code({code: 'x = 1'});
          view.add([after, another]);
          expect(after.highlighter()).toBe(highlighter);
          expect(another.highlighter()).toBe(highlighter);
          expect(colourOf(after, 'def')).toBe(KEYWORD);
        });
        expect(before.highlighter()).toBeNull();
      }),
  },
  {
    quote: 'The `highlighter` property of a node overrides the default.',
    claim:
      "a node's highlighter wins over Code.defaultHighlighter; in the page's example each node colours its own language",
    check: async () => {
      const shared = new LezerHighlighter(javascript.parser);
      await inspectGeometry((view) => {
        withDefault(shared, () => {
          const own = new LezerHighlighter(python.parser);
          const code = new Code({code: 'def f(): pass', highlighter: own});
          view.add(code);
          expect(code.highlighter()).toBe(own);
        });
      });
      const colours: string[] = [];
      await withDefault(shared, () =>
        runGeometry(function* (view) {
          yield* example('src/scenes/two-languages.tsx')(view);
          const [first, second] = view.children() as Code[];
          expect(first.highlighter()).not.toBe(shared);
          colours.push(colourOf(first, 'def'), colourOf(second, 'fn'));
        }),
      );
      expect(colours).toEqual([KEYWORD, KEYWORD]);
    },
  },
  {
    quote: 'and share it between nodes; a highlighter caches nothing per node, so there is no reason to',
    claim: 'two nodes sharing a LezerHighlighter each keep their own cache, and each keeps its colours',
    check: () =>
      inspectGeometry((view) => {
        const shared = new LezerHighlighter(python.parser);
        const ownKeys = Object.keys(shared).sort();
        const first = new Code({code: 'def f(): pass', highlighter: shared});
        const second = new Code({code: 'x = "def"', highlighter: shared});
        view.add([first, second]);
        const firstColour = colourOf(first, 'def');
        expect(colourOf(second, '"def"')).not.toBe(firstColour);
        expect(colourOf(first, 'def')).toBe(firstColour);
        expect(cacheOf(first)).not.toBe(cacheOf(second));
        expect(Object.keys(shared).sort()).toEqual(ownKeys);
      }),
  },
  {
    quote: 'Passing `highlighter={null}` turns highlighting off for one node, even when a default is set.',
    claim:
      'highlighter={null} leaves that node without a highlighter and in its fill colour, while others use the default',
    check: () =>
      inspectGeometry((view) => {
        withDefault(new LezerHighlighter(javascript.parser), () => {
          const off = new Code({code: SOURCE, fill: '#123456', highlighter: null});
          const on = new Code({code: SOURCE, fill: '#123456'});
          view.add([off, on]);
          expect(off.highlighter()).toBeNull();
          expect(colourOf(off, 'const')).toBe('#123456');
          expect(colourOf(on, 'const')).toBe(KEYWORD);
        });
      }),
  },
  {
    quote: 'handing it to the highlighter. The JavaScript grammar, for instance, parses plain JavaScript',
    claim: 'the JavaScript parser rejects type annotations and JSX until configure enables the ts and jsx dialects',
    check: () => {
      // Type annotations are tolerated without the dialect; TypeScript's own declarations are not.
      const typed = 'interface Point { x: number }\ntype Id = string;';
      const markup = 'const e = <div>hi</div>;';
      expect(hasErrors(typed)).toBe(true);
      expect(hasErrors(markup)).toBe(true);
      expect(hasErrors(typed, 'ts jsx')).toBe(false);
      expect(hasErrors(markup, 'ts jsx')).toBe(false);
      expect(javascript.parser.configure({dialect: 'ts'})).not.toBe(javascript.parser);
      expect(hasErrors(typed)).toBe(true);
    },
  },
  {
    quote: 'The dialect names are space separated; leave out `jsx` for TypeScript that uses `<Type>value`',
    claim: "'ts jsx' enables both; with jsx on, <Type>value is read as JSX, and with 'ts' alone as a type cast",
    check: () => {
      const cast = 'const n = <number>value;';
      expect(hasErrors('let a: number = 1; const e = <div>hi</div>;', 'ts jsx')).toBe(false);
      expect(hasErrors('interface P { x: number } const e = <div>hi</div>;', 'ts jsx')).toBe(false);
      expect(nodeNames(cast, 'ts')).toContain('PrefixCast');
      expect(hasErrors(cast, 'ts')).toBe(false);
      expect(nodeNames(cast, 'ts jsx')).not.toContain('PrefixCast');
      expect(hasErrors(cast, 'ts jsx')).toBe(true);
    },
  },
  {
    quote: 'and attach highlighting tags to their syntax tree (grammars written for CodeMirror 6 do).',
    claim:
      'any Lezer Parser whose tree carries highlight tags works, such as one made by a CodeMirror 6 StreamLanguage',
    check: () => {
      const custom = StreamLanguage.define({
        token: (stream) => {
          if (stream.match(/^\d+/)) return 'number';
          stream.next();
          return null;
        },
      });
      expect(custom.parser).toBeInstanceOf(Parser);
      const highlighter = new LezerHighlighter(custom.parser);
      expect(highlighted(highlighter, 'a 42', 2)).toBe('#b48ead');
      expect(highlighted(highlighter, 'a 42', 0)).toBeNull();
    },
  },
  {
    quote: 'CodeMirror\'s older "stream" language modes can stand in for a full grammar. A stream parser',
    claim:
      'StreamLanguage.define(shell).parser is a Lezer Parser, and a LezerHighlighter built on it colours shell code',
    check: () => {
      const {parser} = StreamLanguage.define(shell);
      expect(parser).toBeInstanceOf(Parser);
      const highlighter = new LezerHighlighter(parser);
      const source = "echo 'hi' # note";
      expect(highlighted(highlighter, source, source.indexOf("'"))).toBe(STRING);
      expect(highlighted(highlighter, source, source.indexOf('#'))).toBe('#4c566a');
    },
  },
  {
    quote: 'example `shell` (from `@codemirror/legacy-modes/mode/shell`), `toml`, `lua`, `ruby`, `swift`',
    claim: 'legacy-modes has these modes at these paths, each usable with StreamLanguage.define',
    check: async () => {
      const modes: Array<[string, string]> = [
        ['shell', 'shell'],
        ['toml', 'toml'],
        ['lua', 'lua'],
        ['ruby', 'ruby'],
        ['swift', 'swift'],
        ['sql', 'standardSQL'],
      ];
      for (const [file, name] of modes) {
        const module = (await import(`@codemirror/legacy-modes/mode/${file}`)) as Record<string, never>;
        expect(module[name], `${file} exports ${name}`).toBeDefined();
        expect(StreamLanguage.define(module[name]).parser).toBeInstanceOf(Parser);
      }
    },
  },
  {
    quote: 'dozen lines. `token` receives a `stream` positioned at the next character; it consumes some',
    claim:
      'the token function consumes text and names any tag of @lezer/highlight (coloured by the style) or null (plain); the position moves on',
    check: () => {
      const seen: string[] = [];
      const language = StreamLanguage.define({
        token: (stream) => {
          seen.push(stream.peek() ?? '');
          if (stream.eatSpace()) return null;
          if (stream.match(/^[A-Z]\w*/)) return 'className';
          if (stream.match(/^\d+/)) return 'number';
          stream.next();
          return null;
        },
      });
      const style = HighlightStyle.define([
        {tag: tags.className, color: '#111111'},
        {tag: tags.number, color: '#222222'},
      ]);
      const highlighter = new LezerHighlighter(language.parser, style);
      const source = 'Foo 12 x';
      const cache = highlighter.prepare(source);
      expect(highlighter.highlight(0, cache).color).toBe('#111111');
      expect(highlighter.highlight(4, cache).color).toBe('#222222');
      expect(highlighter.highlight(7, cache).color).toBeNull();
      expect(seen).toEqual(['F', ' ', '1', ' ', 'x']);
    },
  },
  {
    quote: 'information from one token to the next.',
    claim: 'the state object set at one token is read at the next: only the word after a $ prompt is a command',
    check: () => {
      const language = StreamLanguage.define<{command: boolean}>({
        startState: () => ({command: false}),
        token(stream, state) {
          if (stream.eatSpace()) return null;
          if (stream.match(/^\$/)) {
            state.command = true;
            return 'meta';
          }
          stream.match(/^\S+/);
          if (state.command) {
            state.command = false;
            return 'keyword';
          }
          return null;
        },
      });
      const highlighter = new LezerHighlighter(language.parser);
      const source = '$ npm install';
      expect(highlighted(highlighter, source, 2)).toBe(KEYWORD);
      expect(highlighted(highlighter, source, 6)).toBeNull();
    },
  },
  {
    quote: 'The following scene uses only packages that `@canvas-commons/2d` already depends on',
    claim:
      "the terminal example imports only the library, @codemirror/language and @lezer/highlight, which are 2d's dependencies",
    check: () => {
      const manifest = JSON.parse(
        readFileSync(createRequire(import.meta.url).resolve('@canvas-commons/2d/package.json'), 'utf8'),
      ) as {dependencies: Record<string, string>};
      expect(Object.keys(manifest.dependencies)).toEqual(
        expect.arrayContaining(['@codemirror/language', '@lezer/highlight']),
      );
      const code = pageCodeBlocks(PAGE, 'src/scenes/terminal.tsx')[0];
      const imported = [...code.matchAll(/from '([^']+)'/g)].map(([, name]) => name).sort();
      expect(imported).toEqual([
        '@canvas-commons/2d',
        '@canvas-commons/core',
        '@codemirror/language',
        '@lezer/highlight',
      ]);
    },
  },
];

/** The terminal example's tokens and colours: at its first frame and at its end. */
async function terminalColours() {
  const states: Array<Array<[string, string]>> = [];
  let fill = '';
  await runGeometry(function* (view) {
    const scene = example('src/scenes/terminal.tsx')(view);
    let result = scene.next();
    const read = () => {
      const code = view.children()[0] as Code;
      fill = new Color(code.fill() as Color).hex();
      states.push(runs(code).map(([text, colour]) => [text.trim(), colour]));
    };
    read();
    while (!result.done) {
      yield result.value as never;
      result = scene.next();
    }
    read();
  });
  return {first: states[0], last: states.at(-1)!, fill};
}

/** The colour of the first run of `tokens` that holds `text`. */
function tokenColour(tokens: Array<[string, string]>, text: string): string {
  const found = tokens.find(([token]) => token.includes(text));
  if (!found) throw new Error(`no token starts with ${text}: ${JSON.stringify(tokens)}`);
  return found[1];
}

/** Whether a colour is a grey: its three channels within 20 of each other. */
function isGrey(hex: string): boolean {
  const [red, green, blue] = new Color(hex).rgb();
  return Math.max(red, green, blue) - Math.min(red, green, blue) < 20;
}

claims.push(
  {
    quote: "The prompt appears grey, `npm` green, and the rest of the line in the node's `fill` colour.",
    claim: 'at the start, $ is grey, npm green, and the rest of the line has the fill colour',
    check: async () => {
      const {first, fill} = await terminalColours();
      expect(isGrey(tokenColour(first, '$'))).toBe(true);
      expect(tokenColour(first, 'npm')).toBe('#7ee787');
      expect(tokenColour(first, 'install @lezer/python')).toBe(fill);
    },
  },
  {
    quote: 'Then the flag fades in blue followed by a grey comment, and a second command appears on a new',
    claim:
      'at the end, --save-dev is blue, the comment grey, and the second line has a green echo, a light blue string and an orange number',
    check: async () => {
      const {last} = await terminalColours();
      expect(tokenColour(last, '--save-dev')).toBe('#79c0ff');
      expect(isGrey(tokenColour(last, '# grammar'))).toBe(true);
      expect(tokenColour(last, 'echo')).toBe('#7ee787');
      expect(tokenColour(last, '"done"')).toBe('#a5d6ff');
      expect(tokenColour(last, '42')).toBe('#ffa657');
      const prompts = last.filter(([text]) => text === '$');
      expect(prompts).toHaveLength(2);
      expect(prompts.every(([, colour]) => isGrey(colour))).toBe(true);
    },
  },
  {
    quote: '[`CodeHighlighter`](/api/2d/code/CodeHighlighter) interface directly and pass your object as',
    claim: 'a plain object with the four methods works as a Code node highlighter',
    check: () =>
      inspectGeometry((view) => {
        const {highlighter, calls} = handMade();
        const code = new Code({code: SOURCE, fill: '#123456', highlighter});
        view.add(code);
        expect(colourOf(code, 'const')).toBe('#ff0000');
        expect(calls.initialize).toBeGreaterThan(0);
        expect(calls.prepare.length).toBeGreaterThan(0);
      }),
  },
  {
    quote: '- `initialize()` returns `true` once the highlighter is ready. Asynchronous set-up can register',
    claim:
      'while initialize returns false nothing is prepared and the code is plain; once its registered promise settles it is called again',
    check: async () => {
      let ready = false;
      let release = () => {};
      const loading = new Promise<void>((resolve) => (release = resolve));
      const {highlighter, calls} = handMade();
      const lazy: CodeHighlighter<string> = {
        ...highlighter,
        initialize: () => {
          calls.initialize++;
          if (!ready) {
            DependencyContext.collectPromise(loading.then(() => (ready = true)));
            return false;
          }
          return true;
        },
      };
      let code: Code | null = null;
      let plainColour = '';
      await runGeometry(function* (view) {
        code = new Code({code: SOURCE, fill: '#123456', highlighter: lazy});
        view.add(code);
        plainColour = colourOf(code, 'const');
        expect(calls.prepare).toEqual([]);
        const before = calls.initialize;
        release();
        yield loading;
        yield;
        expect(colourOf(code, 'const')).toBe('#ff0000');
        expect(calls.initialize).toBeGreaterThan(before);
      });
      expect(plainColour).toBe('#123456');
    },
  },
  {
    quote: '- `prepare(code)` runs whenever the code changes and returns any data you want to cache.',
    claim: 'prepare runs again when the code changes, not when it stays; highlight receives what it returned',
    check: () =>
      inspectGeometry((view) => {
        const {highlighter, calls} = handMade();
        const received: unknown[] = [];
        const code = new Code({
          code: 'a',
          highlighter: {
            ...highlighter,
            highlight: (index: number, cache: string) => {
              received.push(cache);
              return highlighter.highlight(index, cache);
            },
          },
        });
        view.add(code);
        fragments(code);
        const afterFirst = calls.prepare.length;
        fragments(code);
        code.fill('#ffffff');
        fragments(code);
        expect(calls.prepare.length).toBe(afterFirst);
        code.code('b');
        fragments(code);
        expect(calls.prepare.length).toBeGreaterThan(afterFirst);
        expect(calls.prepare.at(-1)).toBe('b');
        expect(received.at(-1)).toBe('b');
      }),
  },
  {
    quote: '- `highlight(index, cache)` returns the colour of the character at `index` and how many',
    claim: 'the colour returned applies to skipAhead characters, drawn as one token',
    check: () =>
      inspectGeometry((view) => {
        const {highlighter} = handMade();
        const code = new Code({code: 'constant', fill: '#123456', highlighter});
        view.add(code);
        const drawn = fragments(code).map(({text, fill}) => [text, new Color(fill).hex()]);
        expect(drawn[0]).toEqual(['const', '#ff0000']);
        expect(drawn.slice(1).every(([, colour]) => colour === '#123456')).toBe(true);
      }),
  },
  {
    quote: '- `tokenize(code)` splits the code into the tokens used for diffing edit animations.',
    claim: 'a code tween calls tokenize with the old and new code, and the diff keeps the tokens it returns',
    check: async () => {
      const {highlighter, calls} = handMade();
      let changed: unknown[] = [];
      await runGeometry(function* (view) {
        const code = new Code({code: 'const total = price', highlighter});
        view.add(code);
        yield code.code('const sum = price', 0.4);
        yield* waitFor(0.2);
        changed = (code.code() as unknown as {fragments: unknown[]}).fragments.filter(
          (fragment) => typeof fragment !== 'string',
        );
        yield* waitFor(0.3);
      });
      expect(calls.tokenize).toEqual(['const total = price', 'const sum = price']);
      // tokenize gave whole words, so the edit replaces the word "total" by "sum", not letters.
      expect(changed).toEqual([{before: 'total', after: 'sum'}]);
    },
  },
);

claims.push({
  quote: '| Dialects `ts` and `jsx` via `configure`.',
  claim: "the JavaScript grammar's ts and jsx dialects are switched on with configure",
  check: checkOf(
    claims,
    'handing it to the highlighter. The JavaScript grammar, for instance, parses plain JavaScript',
  ),
});

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: 'A C++ grammar; plain C parses well with it.',
      reason: '@lezer/cpp is not installed here (the claims install no packages); a statement about that grammar',
    },
    {
      quote: 'Code is parsed as a template: start it with `<?php`.',
      reason: '@lezer/php is not installed here (the claims install no packages); a statement about that grammar',
    },
  ],
});
