import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

import {Code, LezerHighlighter, Node, lines, type DrawHooks, type View2D} from '@canvas-commons/2d';
import {
  ExperimentalError,
  Player,
  Presenter,
  Renderer,
  Vector2,
  experimentalLog,
  useScene,
  waitFor,
  type LogPayload,
} from '@canvas-commons/core';
import {parser} from '@lezer/javascript';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {evaluateExample, pageCodeBlocks, pageExample} from '../harness';
import {buildProject, plainScene} from '../project';
import {inspectGeometry, runGeometry} from '../stand-in-scenes';
import {measuringContext} from '../stand-ins/canvas';
import {definedElement, loadProject, withPlayerStubs} from '../stand-ins/player';

const PAGE = 'docs/advanced/experimental.mdx';

/** Turns the running scene's flag on or off, as a project with or without `experimentalFeatures: true` gives it. */
function setFlag(on: boolean): void {
  (useScene() as unknown as {experimentalFeatures: boolean}).experimentalFeatures = on;
}

/** Runs `body` in a scene whose project has the flag set to `flag`; returns the scene's logs. */
async function flagged(flag: boolean, body: (view: View2D) => void): Promise<LogPayload[]> {
  const run = await runGeometry(function* (view) {
    setFlag(flag);
    body(view);
    yield;
  });
  return run.logs;
}

/** A token hook that records its calls. */
function recordingHook() {
  const calls: Array<{text: string; position: unknown; color: unknown; selection: number; context: unknown}> = [];
  return {
    calls,
    hooks: {
      token(context: CanvasRenderingContext2D, text: string, position: Vector2, color: string, selection: number) {
        calls.push({text, position, color, selection, context});
      },
    },
  };
}

/** The token fragments a Code node would draw now (Code.drawingInfo). */
function fragments(code: Code): Array<{text: string; position: Vector2; time: number}> {
  return (
    code as unknown as {drawingInfo(): {fragments: Array<{text: string; position: Vector2; time: number}>}}
  ).drawingInfo().fragments;
}

/** The selection value of each line's tokens (`1` selected, `0` not), lines in order; blank tokens left out. */
function lineSelection(code: Code): number[][] {
  const byLine = new Map<number, number[]>();
  for (const {text, position, time} of fragments(code)) {
    if (text.trim() === '') continue;
    byLine.set(position.y, [...(byLine.get(position.y) ?? []), time]);
  }
  return [...byLine.entries()].sort(([a], [b]) => a - b).map(([, times]) => times);
}

/** What a token hook does to a context: its opacity and the y at which it draws the text. */
function hookEffect(hook: DrawHooks, selection: number) {
  const {context, calls} = measuringContext();
  hook.token(context, 'x', new Vector2(0, 100), '#ffffff', selection);
  const text = calls.find(([name]) => name === 'fillText');
  return {alpha: context.globalAlpha, y: text?.[1][2] as number};
}

/** The scene of the page's code-drawing example, with the project's flag set to `flag`; the lines' selection at the end. */
async function drawHookExample(flag: boolean) {
  const example = pageExample(PAGE, 'src/scenes/intro.tsx');
  let code: Code | null = null;
  const selections: number[][][] = [];
  const run = await runGeometry(function* (view) {
    setFlag(flag);
    const scene = example(view);
    for (let result = scene.next(); !result.done; result = scene.next(result.value as never)) {
      code ??= view.children()[0] as Code;
      if (code) selections.push(lineSelection(code));
      yield result.value as never;
    }
  });
  return {code: code as unknown as Code, selections, logs: run.logs};
}

/** The flag each scene of a project saw, read with useScene() at its first line. */
function flagReader(seen: boolean[]) {
  return plainScene('reader', function* () {
    seen.push(useScene().experimentalFeatures);
    yield* waitFor(0.1);
  });
}

let projects = 0;

/** The flag the editor's Player, the Renderer, the Presenter and the player element give the project's scenes. */
async function flagsSeen(experimentalFeatures?: boolean): Promise<Record<string, boolean[]>> {
  const settings = experimentalFeatures === undefined ? {} : {experimentalFeatures};
  const seen: Record<string, boolean[]> = {player: [], renderer: [], presenter: [], element: []};
  await withPlayerStubs(async () => {
    const player = new Player(buildProject(`flag${++projects}`, [flagReader(seen.player)], settings));
    await player.playback.recalculate();

    const project = buildProject(`flag${++projects}`, [flagReader(seen.renderer)], settings);
    const renderer = new Renderer(project);
    await renderer.renderFrame({...project.meta.getFullRenderingSettings(), name: project.name, fps: 30}, 0.05);

    const presented = buildProject(`flag${++projects}`, [flagReader(seen.presenter)], settings);
    const presenter = new Presenter(presented);
    const presenting = presenter.present({
      ...presented.meta.getFullRenderingSettings(),
      name: presented.name,
      fps: 30,
      slide: null,
    });
    for (let attempt = 0; attempt < 100 && seen.presenter.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    presenter.abort();
    await presenting;

    await import('@canvas-commons/player');
    const Element = definedElement('canvas-commons-player') as new () => {
      updateSource(source: string): Promise<void>;
      player: Player | null;
    };
    const element = new Element();
    await loadProject(element, buildProject(`experimental${++projects}`, [flagReader(seen.element)], settings));
    expect(element.player).toBeInstanceOf(Player);
    await element.player!.playback.recalculate();
  });
  return seen;
}

/** A scene using shaders and drawHooks without the flag: it plays to its end. */
async function playsToEnd(): Promise<void> {
  let ended = false;
  const run = await runGeometry(function* (view) {
    setFlag(false);
    view.add(new Node({shaders: 'void main() {}'}));
    view.add(new Code({code: 'a', drawHooks: recordingHook().hooks}));
    yield* waitFor(0.5);
    ended = true;
  });
  expect(ended).toBe(true);
  expect(run.seconds).toBeCloseTo(0.5, 1);
}

const SNIPPET = /experimentalFeatures: true/;

const claims: Claim[] = [
  {
    quote: 'project-wide switch, so that you opt in knowingly',
    claim: 'one project setting decides it for every scene of the project',
    check: async () => {
      const seen = await flagsSeen(true);
      for (const values of Object.values(seen)) {
        expect(values.length).toBeGreaterThan(0);
        expect(new Set(values)).toEqual(new Set([true]));
      }
    },
  },
  {
    quote: 'The flag is part of [`ProjectSettings`](/api/core/app/ProjectSettings) and defaults to `false`.',
    claim: 'a project made without experimentalFeatures has it false; with true, true',
    check: () => {
      const reader = flagReader([]);
      expect(buildProject(`flag${++projects}`, [reader]).experimentalFeatures).toBe(false);
      expect(buildProject(`flag${++projects}`, [reader], {experimentalFeatures: true}).experimentalFeatures).toBe(true);
    },
  },
  {
    quote: 'scene, so it affects the editor preview, rendering, presentation mode and the embeddable player alike.',
    claim:
      "the editor's Player, the Renderer, the Presenter and the player element all give their scenes the project's flag",
    check: async () => {
      const on = await flagsSeen(true);
      const off = await flagsSeen();
      // Each scene may run more than once (a render recalculates, then seeks); every run sees the flag.
      for (const [seen, flag] of [
        [on, true],
        [off, false],
      ] as const) {
        expect(Object.keys(seen)).toEqual(['player', 'renderer', 'presenter', 'element']);
        for (const values of Object.values(seen)) {
          expect(values.length).toBeGreaterThan(0);
          expect(new Set(values)).toEqual(new Set([flag]));
        }
      }
    },
  },
  {
    quote: 'Using an experimental feature without the flag does not crash the scene.',
    claim: 'a scene using shaders and drawHooks without the flag plays to its end',
    check: playsToEnd,
  },
  {
    quote: "is logged to the editor's console with a short explanation and the snippet above.",
    claim:
      'the feature is off and an error-level entry is logged whose remarks hold the makeProject snippet with the flag',
    check: async () => {
      let shaders: unknown[] = [];
      let hooksKept = false;
      const logs = await flagged(false, (view) => {
        const node = new Node({shaders: 'void main() {}'});
        const {hooks} = recordingHook();
        const code = new Code({code: 'a', drawHooks: hooks});
        view.add([node, code]);
        shaders = node.shaders();
        hooksKept = code.drawHooks() === hooks;
      });
      expect(shaders).toEqual([]);
      expect(hooksKept).toBe(false);
      expect(logs).toHaveLength(2);
      for (const entry of logs) {
        expect(entry.level).toBe('error');
        expect(entry.remarks).toMatch(SNIPPET);
        expect(entry.remarks).toContain('makeProject');
      }
    },
  },
  {
    quote: 'When the feature belongs to a',
    claim: 'the logged entries point at the node (inspect is its key)',
    check: async () => {
      const keys: string[] = [];
      const logs = await flagged(false, (view) => {
        const node = new Node({shaders: 'void main() {}'});
        const code = new Code({code: 'a', drawHooks: recordingHook().hooks});
        view.add([node, code]);
        keys.push(node.key, code.key);
      });
      expect(logs.map(({inspect}) => inspect)).toEqual(keys);
    },
  },
  {
    quote: 'This keeps mistakes visible without breaking the preview',
    claim: 'without the flag the scene still plays to its end',
    check: playsToEnd,
  },
  {
    quote: '| [Node shaders](/docs/shaders): the `shaders` property of every node | The shaders are ignored;',
    claim:
      'without the flag shaders() is empty and "Node uses experimental shaders." is logged; with it, nothing is logged',
    check: async () => {
      let kept: unknown[] = [];
      const off = await flagged(false, (view) => {
        const node = new Node({shaders: 'void main() {}'});
        view.add(node);
        kept = node.shaders();
      });
      expect(kept).toEqual([]);
      expect(off.map(({message}) => message)).toEqual(['Node uses experimental shaders.']);
      const on = await flagged(true, (view) => {
        const node = new Node({shaders: 'void main() {}'});
        view.add(node);
        kept = node.shaders();
      });
      expect(kept).toEqual([{fragment: 'void main() {}'}]);
      expect(on).toEqual([]);
    },
  },
  {
    quote:
      '| Custom drawing of [`Code`](/api/2d/components/Code) tokens: the `drawHooks` property | The default drawing is kept;',
    claim: 'without the flag drawHooks stays the default and "Code uses experimental draw hooks." is logged',
    check: async () => {
      let isDefault = false;
      let isCustom = false;
      const {hooks} = recordingHook();
      const off = await flagged(false, (view) => {
        const code = new Code({code: 'a', drawHooks: hooks});
        view.add(code);
        isDefault = code.drawHooks() === code.drawHooks.context.getInitial();
      });
      expect(isDefault).toBe(true);
      expect(off.map(({message}) => message)).toEqual(['Code uses experimental draw hooks.']);
      const on = await flagged(true, (view) => {
        const code = new Code({code: 'a', drawHooks: hooks});
        view.add(code);
        isCustom = code.drawHooks() === hooks;
      });
      expect(isCustom).toBe(true);
      expect(on).toEqual([]);
    },
  },
  {
    quote: 'In the API reference, experimental members carry the `@experimental` tag, for example',
    claim: "Scene's shaders and the ShaderConfig interface are tagged @experimental in the installed type declarations",
    check: () => {
      const require = createRequire(import.meta.url);
      const core = readFileSync(require.resolve('@canvas-commons/core').replace(/index\.js$/, 'index.d.ts'), 'utf8');
      expect(core).toMatch(/@experimental\s*\*\/\s*readonly shaders: Shaders;/);
      const twoFolder = require.resolve('@canvas-commons/2d').replace(/index\.js$/, '');
      const twoSource = readFileSync(`${twoFolder}../src/lib/partials/ShaderConfig.ts`, 'utf8');
      expect(twoSource).toMatch(/@experimental\s*\*\/\s*export interface ShaderConfig/);
    },
  },
  {
    quote:
      'The `drawHooks` property of [`Code`](/api/2d/components/Code) replaces the function that draws each token of the',
    claim:
      'with the flag, rendering calls the token hook once per token with the context, text, a Vector2 position, the highlighter colour and the selection',
    check: () =>
      inspectGeometry((view) => {
        setFlag(true);
        const {calls, hooks} = recordingHook();
        const highlighter = new LezerHighlighter(parser);
        const source = "const a = 'b';";
        const code = new Code({code: source, drawHooks: hooks, highlighter, selection: lines(0)});
        view.add(code);
        const {context} = measuringContext();
        code.render(context);
        expect(calls.map(({text}) => text).join('')).toBe(source);
        expect(calls.every(({position}) => position instanceof Vector2)).toBe(true);
        const cache = highlighter.prepare(source);
        expect(calls[0].text).toBe('const');
        expect(calls[0].color).toBe(highlighter.highlight(0, cache).color);
        expect(calls[0].color).not.toBe(calls.find(({text}) => text.includes("'b'"))!.color);
        expect(calls.every(({selection}) => selection === 1)).toBe(true);
        code.selection(lines(1));
        calls.length = 0;
        code.render(context);
        expect(calls.every(({selection}) => selection === 0)).toBe(true);
      }),
  },
  {
    quote: '`selection` value from 0 (not selected) to 1 (selected), which is animated when the selection changes.',
    claim:
      'while the selection tweens, a token leaving it gets values between 1 and 0, and one entering it between 0 and 1',
    check: async () => {
      const leaving: number[] = [];
      const entering: number[] = [];
      await runGeometry(function* (view) {
        setFlag(true);
        const code = new Code({code: 'a\nb', selection: lines(0)});
        view.add(code);
        const task = code.selection(lines(1), 0.5);
        for (let result = task.next(); !result.done; result = task.next()) {
          const [first, second] = lineSelection(code);
          leaving.push(first[0]);
          entering.push(second[0]);
          yield;
        }
      });
      expect(leaving.some((value) => value > 0 && value < 1)).toBe(true);
      expect(entering.some((value) => value > 0 && value < 1)).toBe(true);
      expect(leaving.at(-1)).toBe(0);
      expect(entering.at(-1)).toBe(1);
    },
  },
  {
    quote:
      'The scene below, used with the project file above, shows a short function. When it plays, the second line is',
    claim:
      'in the example the second line (lines(1)) is selected first, then the return line; the hook gives unselected tokens 0.35 opacity 6 px lower, selected ones full opacity 4 px higher',
    check: async () => {
      const {code, selections, logs} = await drawHookExample(true);
      expect(logs).toEqual([]);
      const selectedLines = (selection: number[][]) =>
        selection.flatMap((times, line) => (times.every((time) => time === 1) ? [line] : []));
      const distinct = selections
        .map(selectedLines)
        .map((lineList) => lineList.join(','))
        .filter((value, index, all) => value !== '' && value !== all[index - 1]);
      expect(distinct).toEqual(['0,1,2,3', '1', '2']);
      const source = code.parsed().split('\n');
      expect(source[2].trim().startsWith('return')).toBe(true);
      expect(source).toHaveLength(4);
      const hook = code.drawHooks();
      expect(hookEffect(hook, 0).alpha).toBeCloseTo(0.35, 9);
      expect(hookEffect(hook, 0).y).toBe(106);
      expect(hookEffect(hook, 1).alpha).toBe(1);
      expect(hookEffect(hook, 1).y).toBe(96);
    },
  },
  {
    quote: 'If you remove `experimentalFeatures: true` from the project, the scene still plays, but with the standard',
    claim:
      'without the flag the example plays on with the default hook (unselected tokens at 0.2 opacity, not moved) and logs the draw-hook error',
    check: async () => {
      const {code, logs} = await drawHookExample(false);
      expect(logs.map(({message}) => message)).toEqual(['Code uses experimental draw hooks.']);
      const hook = code.drawHooks();
      expect(hook).toBe(code.drawHooks.context.getInitial());
      expect(hookEffect(hook, 0)).toEqual({alpha: 0.2, y: 100});
      expect(hookEffect(hook, 1)).toEqual({alpha: 1, y: 100});
    },
  },
  {
    quote:
      '[`useScene`](/api/core/utils/useScene)`().experimentalFeatures`, and two helpers produce messages consistent with the built-in ones:',
    claim:
      "useScene().experimentalFeatures is the project's flag, and the built-in messages are experimentalLog entries",
    check: async () => {
      const seen = await flagsSeen(true);
      expect(new Set(seen.player)).toEqual(new Set([true]));
      const logs = await flagged(false, (view) => view.add(new Node({shaders: 'x'})));
      expect({...logs[0], inspect: undefined}).toEqual({
        ...experimentalLog('Node uses experimental shaders.'),
        inspect: undefined,
      });
    },
  },
  {
    quote:
      '- [`experimentalLog`](/api/core/utils/experimentalLog)`(message, remarks?)` returns a log entry of level "error" whose',
    claim:
      'experimentalLog gives level error, the message, and remarks = your remarks followed by how to enable the flag',
    check: () => {
      const plain = experimentalLog('Sparkle uses an experimental effect.');
      expect(plain.level).toBe('error');
      expect(plain.message).toBe('Sparkle uses an experimental effect.');
      expect(plain.remarks).toMatch(SNIPPET);
      const withRemarks = experimentalLog('m', 'Mine.\n');
      expect(withRemarks.remarks).toBe(`Mine.\n${plain.remarks}`);
    },
  },
  {
    quote:
      '- [`ExperimentalError`](/api/core/utils/ExperimentalError) is an error class with the same explanation, for cases',
    claim: 'ExperimentalError is an Error whose remarks are those of experimentalLog',
    check: () => {
      const error = new ExperimentalError('Not without the flag.');
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toBe('Not without the flag.');
      expect((error as unknown as {remarks: string}).remarks).toBe(experimentalLog('x').remarks);
      expect(() => {
        throw error;
      }).toThrow('Not without the flag.');
    },
  },
  {
    quote:
      'Adding `inspect: this.key` to the log entry gives it the button that selects the node, like the built-in messages.',
    claim: "the page's Sparkle logs an experimentalLog entry with its own key without the flag, and nothing with it",
    check: async () => {
      const {Sparkle} = evaluateExample(pageCodeBlocks(PAGE, 'src/components/Sparkle.tsx')[0]) as {
        Sparkle: new (props: object) => Node;
      };
      let key = '';
      const off = await flagged(false, (view) => {
        const sparkle = new Sparkle({});
        view.add(sparkle);
        key = sparkle.key;
      });
      expect(off).toHaveLength(1);
      expect(off[0].inspect).toBe(key);
      expect(off[0].level).toBe('error');
      expect(off[0].message).toBe('Sparkle uses an experimental effect.');
      expect(off[0].remarks).toMatch(SNIPPET);
      const on = await flagged(true, (view) => view.add(new Sparkle({})));
      expect(on).toEqual([]);
    },
  },
];

claims.push({
  quote: 'little. Then the selection moves to the `return` line.',
  claim: 'after the second line, the example selects line 2, the return line',
  check: checkOf(
    claims,
    'The scene below, used with the project file above, shows a short function. When it plays, the second line is',
  ),
});

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: '| Interface hooks of third-party [editor plugins](/docs/plugins/editor)',
      reason: 'the editor package, which checks these hooks, is not installed here and needs a browser',
    },
  ],
});
