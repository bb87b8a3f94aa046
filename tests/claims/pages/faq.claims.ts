import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

import {Circle, Img, Latex, Line, Node, initial, signal} from '@canvas-commons/2d';
import {
  Color,
  Logger,
  MetaFile,
  PlopSpring,
  all,
  any,
  createSignal,
  editorBootstrap,
  loop,
  makeProject,
  makeSpring,
  sequence,
  spawn,
  spring,
  tween,
  useRandom,
  useScene,
  useThread,
  useTime,
  waitFor,
  type SimpleSignal,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect, vi} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {drawCalls} from '../drawing';
import {runScene, runThreads, sceneVariables} from '../harness';
import {failedImageLog, runGeometry, runMedia} from '../stand-in-scenes';
import {mediaFile} from '../stand-ins/media';
import {loadProject, playerElement, withPlayerStubs} from '../stand-ins/player';
import knownIssues, {readingProject} from './known-issues.claims';
import latex from './latex.claims';
import media from './media.claims';
import presentation from './presentation.claims';
import startPresentationMode from './start-presentation-mode.claims';

const PAGE = 'docs/faq.mdx';
const CIRCULAR = 'A circular dependency occurred between signals.';
const INVALID = 'Invalid value yielded by the scene.';

/** An element whose src module throws: its state, the template's message and what it printed. */
async function playerFailsToImport(): Promise<void> {
  await withPlayerStubs(async () => {
    const Element = await playerElement();
    const element = new Element();
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await element.updateSource('data:text/javascript,throw new Error("no module here")');
      expect(element.state).toBe('error');
      expect(String((printed.mock.calls[0]?.[0] as Error | undefined)?.message)).toBe('no module here');
    } finally {
      printed.mockRestore();
    }
  });
  const main = readFileSync(createRequire(import.meta.url).resolve('@canvas-commons/player'), 'utf8');
  expect(main).toMatch(/class=\\?"message error\\?">(?:\\n|\s)*An error occurred while loading the animation\./);
}

/** Bootstraps a project as the editor does, with `plugins` given as strings; returns its logger and what was printed. */
async function bootstrapWithPlugins(plugins: string[]) {
  const logger = new Logger();
  const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const project = await editorBootstrap(
      'plugins',
      {core: '0.3.1', two: null, ui: null, vitePlugin: null},
      [],
      makeProject({scenes: [], plugins, logger}),
      new MetaFile('project'),
      new MetaFile('settings'),
    );
    return {project, logger, printed: printed.mock.calls.map(([first]) => first as unknown)};
  } finally {
    printed.mockRestore();
  }
}

/** The messages logged while a Latex node builds its SVG from `tex`, and the SVG. */
async function latexRun(tex: string): Promise<{logs: string[]; svg: string}> {
  let svg = '';
  const run = await runGeometry(function* (view) {
    const formula = new Latex({tex});
    view.add(formula);
    svg = (formula as unknown as {latexSVG(): string}).latexSVG();
    yield;
  });
  return {logs: run.logs.map((log) => log.message), svg};
}

/** The messages a scene logs. */
async function messagesOf(body: Parameters<typeof runScene>[0]): Promise<string[]> {
  return (await runScene(body)).logs.map((log) => log.message);
}

/** The message logged when the same generator is handed to `all` and then to `second`. */
async function reuseMessages(second: (task: ThreadGenerator) => ThreadGenerator): Promise<string[]> {
  const value = createSignal(0);
  return messagesOf(function* () {
    const task = value(100, 0.5);
    yield* all(task);
    yield* second(task);
    yield* waitFor(0.1);
  });
}

const claims: Claim[] = [
  {
    quote: 'the library refuses to run it.',
    claim: 'loop() without a count played with yield* in the main thread logs the infinite-loop message',
    check: async () => {
      const {loop} = await import('@canvas-commons/core');
      const run = await runScene(function* () {
        yield* loop(() => waitFor(0.1));
      });
      expect(run.logs.map((log) => log.message)).toContain('Tried to execute an infinite loop in the main thread.');
    },
  },
  {
    quote: 'A generator can\nonly run once, so the second gets an empty task.',
    claim: 'a generator given to two helpers logs that it is already being executed, and runs once',
    check: async () => {
      const value = createSignal(0);
      const run = await runScene(function* () {
        const task = value(100, 1);
        yield* all(task, task);
      });
      expect(
        run.logs.some((log) => /^The generator ".*" is already being executed by another thread\.$/.test(log.message)),
      ).toBe(true);
      expect(value()).toBe(100);
    },
  },
  {
    quote: 'then walks through the node and reports each thing it finds, so the warning repeats',
    claim: 'yield* before a setter without a duration warns "Invalid value yielded by the scene." many times',
    check: async () => {
      const run = await runScene(function* (view) {
        const circle = new Circle({});
        view.add(circle);
        // The mistake the entry describes: the setter returns the node, which yield* iterates.
        yield* circle.fill('red') as unknown as ThreadGenerator;
      });
      const warnings = run.logs.filter((log) => log.message === 'Invalid value yielded by the scene.');
      expect(warnings.length).toBeGreaterThan(10);
    },
  },
  {
    quote: 'A plain `yield 5` gives it once.',
    claim: 'yielding a plain number warns once',
    check: async () => {
      const run = await runScene(function* () {
        yield 5 as unknown as ThreadGenerator;
        yield;
      });
      expect(run.logs.filter((log) => log.message === 'Invalid value yielded by the scene.')).toHaveLength(1);
    },
  },
  {
    quote: '**Cause.** `moveAbove` or `moveBelow` was given a node that is not a sibling',
    claim: 'moveAbove with a node of another parent logs the error and changes nothing',
    check: async () => {
      let order: string[] = [];
      const run = await runScene(function* (view) {
        const group = new Node({});
        const a = new Circle({key: 'a'});
        const b = new Circle({key: 'b'});
        const stranger = new Circle({key: 'stranger'});
        group.add([a, b]);
        view.add([group, stranger]);
        a.moveAbove(stranger);
        b.moveBelow(stranger);
        // A node that has no parent yet.
        a.moveAbove(new Circle({key: 'loose'}));
        order = group.children().map((child) => child.key);
        yield;
      });
      expect(order).toEqual(['a', 'b']);
      expect(
        run.logs.filter(
          (log) =>
            log.message === "Cannot position nodes relative to each other if they don't belong to the same parent.",
        ),
      ).toHaveLength(3);
    },
  },
  {
    quote: 'The scene does not stop: the',
    claim: 'signals that read each other log "A circular dependency occurred between signals." and the scene plays on',
    check: async () => {
      const values: number[] = [];
      let reachedTheEnd = false;
      const run = await runScene(function* () {
        const a = createSignal<number>(0);
        const b = createSignal<number>(0);
        a(() => b() + 1);
        b(() => a() * 2);
        values.push(a(), b());
        yield* waitFor(0.5);
        reachedTheEnd = true;
      });
      expect(run.logs.map((log) => log.message)).toContain('A circular dependency occurred between signals.');
      expect(values).toEqual([1, 0]);
      expect(reachedTheEnd).toBe(true);
    },
  },
  {
    quote: 'Two `yield*` of one generator print no message',
    claim: 'two yield* of one generator log nothing',
    check: async () => {
      let second = NaN;
      const run = await runScene(function* () {
        const task = waitFor(0.5);
        yield* task;
        const before = useTime();
        yield* task;
        second = useTime() - before;
      });
      expect(second).toBe(0);
      expect(run.logs).toEqual([]);
    },
  },
  {
    quote: '`useRandom(42)` makes a generator of its own and works anywhere.',
    claim: 'useRandom(42) works outside a scene, useRandom() does not',
    check: () => {
      expect(useRandom(42).nextInt(0, 1000)).toBe(useRandom(42).nextInt(0, 1000));
      expect(() => useRandom()).toThrow('The scene is not available in the current context.');
    },
  },
  {
    quote: 'The second node is not dropped: it gets an automatic key instead',
    claim: 'a duplicated key logs an error and the second node gets an automatic key',
    check: async () => {
      let keys: string[] = [];
      let found = false;
      const run = await runScene(function* (view) {
        const first = new Circle({key: 'title'});
        const second = new Circle({key: 'title'});
        view.add([first, second]);
        keys = [first.key, second.key];
        found = (useScene() as unknown as {getNode(key: string): unknown}).getNode('title') === first;
        yield;
      });
      expect(found).toBe(true);
      expect(run.logs.map((log) => log.message)).toContain('Duplicated node key: "title".');
      expect(keys[0]).toBe('title');
      expect(keys[1]).toMatch(/^claim\/Circle\[\d+\]$/);
    },
  },
  {
    quote: 'The spring does not throw: it logs the error and returns at once',
    claim: 'a spring with zero mass logs "Spring mass must be greater than 0." and leaves the value alone',
    check: async () => {
      const value = createSignal(5);
      let thrown = false;
      const run = await runScene(function* () {
        try {
          yield* spring(makeSpring(0, 10, 1), 0, 100, (current) => value(current));
        } catch {
          thrown = true;
        }
      });
      expect(thrown).toBe(false);
      expect(value()).toBe(5);
      expect(run.logs.map((log) => log.message)).toContain('Spring mass must be greater than 0.');
    },
  },
  {
    quote: 'Its relatives say `Spring stiffness must be greater or equal to 0.`',
    claim: 'negative stiffness and damping log their own messages',
    check: async () => {
      const run = await runScene(function* () {
        yield* spring(makeSpring(1, -1, 1), 0, 1, () => {});
        yield* spring(makeSpring(1, 1, -1), 0, 1, () => {});
      });
      const messages = run.logs.map((log) => log.message);
      expect(messages).toContain('Spring stiffness must be greater or equal to 0.');
      expect(messages).toContain('Spring damping must be greater or equal to 0.');
    },
  },
  {
    quote: 'needs the current thread, such as [`useTime`](/api/core/utils/useTime), runs while the frame is drawn',
    claim: 'useTime outside a generator throws "The thread is not available in the current context."',
    check: () => {
      expect(() => useTime()).toThrow('The thread is not available in the current context.');
      // Inside a thread it works.
      runThreads(function* () {
        expect(useTime()).toBe(0);
        yield;
      });
    },
  },
  {
    quote: 'inside a\nproperty function the signal catches it, logs it, and keeps its previous value.',
    claim: 'a property function that calls useTime outside a thread logs the error and keeps its previous value',
    check: () => {
      // Outside a scene the library logs to the console; keep the test output clean and read what was logged.
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const late = createSignal(false);
        const label = createSignal(() => (late() ? `t = ${useTime()}` : 'ready'));
        expect(label()).toBe('ready');
        late(true);
        expect(() => label()).not.toThrow();
        expect(String(logged.mock.calls[0]?.[0]?.message)).toBe('The thread is not available in the current context.');
        // The value from before the failed run, not undefined or the error.
        expect(label()).toBe('ready');
      } finally {
        logged.mockRestore();
      }
    },
  },
  {
    quote: 'A [`Line`](/api/2d/components/Line) was created with neither a `points` property nor child nodes to pass',
    claim: 'a Line without points or children warns "No points specified for the line"; with points it does not',
    check: async () => {
      const withoutPoints = await runScene(function* (view) {
        view.add(new Line({stroke: 'white', lineWidth: 6}));
        yield;
      });
      const withPoints = await runScene(function* (view) {
        view.add(
          new Line({
            points: [
              [-200, 0],
              [200, 0],
            ],
            stroke: 'white',
            lineWidth: 6,
          }),
        );
        yield;
      });
      expect(withoutPoints.logs.map((log) => log.message)).toContain('No points specified for the line');
      expect(withPoints.logs).toEqual([]);
    },
  },
  {
    quote: '**Cause.** An [`Img`](/api/2d/components/Img) was created without a `src` property.',
    claim: 'an Img without src warns "No source specified for the image"',
    check: async () => {
      const run = await runScene(function* (view) {
        view.add(new Img({}));
        yield;
      });
      expect(run.logs.map((log) => log.message)).toContain('No source specified for the image');
    },
  },
  {
    quote: 'Decorators apply from the bottom up, so `@initial` ran before the property existed.',
    claim: '@initial applied before @signal logs "Missing property decorator" to the console',
    check: () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        class Gauge extends Node {}
        // `@signal()` above `@initial(0)`: the lower decorator, initial, is applied first.
        initial(0)(Gauge.prototype, 'progress');
        expect(logged).toHaveBeenCalledWith('Missing property decorator for "progress"');
      } finally {
        logged.mockRestore();
      }
    },
  },
  {
    quote: 'the values set before stay',
    claim: 'a later setVariables({}) keeps the current values until the scene resets',
    check: () => {
      const {variables, reset} = sceneVariables();
      variables.updateSignals({name: 'Ada'});
      const name = variables.get('name', 'fallback');
      variables.updateSignals({});
      expect(name()).toBe('Ada');
      reset();
      expect(variables.get('name', 'fallback')()).toBe('fallback');
    },
  },
];

export default defineClaims(
  PAGE,
  [
    ...claims,
    {
      quote: 'shows JavaScript errors and what is logged outside a scene.',
      claim: 'what the library logs outside a scene goes to the console (console.error)',
      check: async () => {
        await checkOf(claims, 'Decorators apply from the bottom up, so `@initial` ran before the property existed.')();
        await checkOf(
          claims,
          'inside a\nproperty function the signal catches it, logs it, and keeps its previous value.',
        )();
      },
    },
    {
      quote: 'A plugin given to `makeProject` as a string is imported when the project starts, and the import failed.',
      claim: 'editorBootstrap imports a string plugin and, when that fails, logs Failed to load plugin with its name',
      check: async () => {
        const {project, logger} = await bootstrapWithPlugins(['my-plugin']);
        expect(project.plugins.map((plugin) => plugin.name)).not.toContain('my-plugin');
        expect(logger.history.map((log) => [log.level, log.message.split(':')[0]])).toEqual([
          ['error', 'Failed to load plugin "my-plugin"'],
        ]);
      },
    },
    {
      quote: "In place of `<reason>` the message carries the browser's own error, most often about a package that is",
      claim: "the reason in the message is the failed import's own error message",
      check: async () => {
        const {logger, printed} = await bootstrapWithPlugins(['my-plugin']);
        const error = printed[0] as Error;
        expect(error).toBeInstanceOf(Error);
        expect(error.message).toContain('my-plugin');
        expect(logger.history[0]!.message).toBe(`Failed to load plugin "my-plugin": ${error.message}.`);
      },
    },
    {
      quote:
        'The scene handed something to `yield` or `yield*` that is neither an animation nor something to wait for.',
      claim: 'yielding a number, a string or a plain object warns; a promise, a task or nothing does not',
      check: async () => {
        for (const value of [5, 'text', {x: 1}]) {
          const messages = await messagesOf(function* () {
            yield value as unknown as ThreadGenerator;
          });
          expect(messages, JSON.stringify(value)).toEqual([INVALID]);
        }
        const value = createSignal(0);
        const fine = await messagesOf(function* () {
          yield new Promise((resolve) => setTimeout(resolve, 1)) as unknown as ThreadGenerator;
          yield value(1, 0.2);
          yield;
          yield* waitFor(0.3);
        });
        expect(fine).toEqual([]);
      },
    },
    {
      quote: "Either drop `yield*` to set the value at once (`circle().fill('red');`), or add a duration to animate it",
      claim: 'fill(red) without yield* sets it at once; yield* fill(red, 0.5) animates it for 0.5 s; neither warns',
      check: async () => {
        const fills: string[] = [];
        let seconds = NaN;
        const run = await runScene(function* (view) {
          const circle = new Circle({fill: 'blue'});
          view.add(circle);
          circle.fill('red');
          fills.push(new Color(circle.fill() as Color).hex());
          circle.fill('blue');
          const start = useTime();
          yield* circle.fill('red', 0.5);
          seconds = useTime() - start;
          fills.push(new Color(circle.fill() as Color).hex());
        });
        expect(run.logs).toEqual([]);
        expect(fills).toEqual(['#ff0000', '#ff0000']);
        expect(seconds).toBeCloseTo(0.5, 1);
      },
    },
    {
      quote: 'was called without a number of iterations and played with `yield*` in the',
      claim: 'loop without a count under yield* in the main thread logs the infinite-loop error',
      check: checkOf(claims, 'the library refuses to run it.'),
    },
    {
      quote: 'Give the loop a count, `yield* loop(5, () => …)`, or run it in the background with',
      claim: 'loop(5) runs five times; spawn(loop()) and yield loop() run in the background without an error',
      check: async () => {
        let counted = 0;
        let background = 0;
        let yielded = 0;
        const run = await runScene(function* () {
          yield* loop(5, () => {
            counted++;
          });
          spawn(
            loop(function* () {
              background++;
              yield* waitFor(0.1);
            }),
          );
          yield loop(function* () {
            yielded++;
            yield* waitFor(0.1);
          });
          yield* waitFor(1);
        });
        expect(counted).toBe(5);
        expect(background).toBeGreaterThan(8);
        expect(yielded).toBeGreaterThan(8);
        expect(run.logs).toEqual([]);
      },
    },
    {
      quote: 'A background loop ends with the scene.',
      claim: 'a scene with a background loop ends when its main thread ends',
      check: async () => {
        const run = await runScene(function* () {
          spawn(loop(() => waitFor(0.1)));
          yield* waitFor(1);
        });
        expect(run.seconds).toBeCloseTo(1, 1);
      },
    },
    {
      quote:
        "The name in quotes varies: the library's own helpers give theirs (`waitFor`, `tween`, and `animation chain` for a",
      claim:
        'the message names waitFor, tween and a property tween (animation chain) so, and a generator of your own unknown N',
      check: async () => {
        function* pulseTwice(): ThreadGenerator {
          yield* waitFor(0.2);
        }
        const value = createSignal(0);
        const names: string[] = [];
        for (const make of [() => waitFor(0.2), () => tween(0.2, () => {}), () => value(1, 0.2), () => pulseTwice()]) {
          const messages = await messagesOf(function* () {
            const task = make();
            yield* all(task, task);
          });
          names.push(
            /^The generator "(.*)" is already being executed by another thread\.$/.exec(messages[0] ?? '')?.[1] ?? '',
          );
        }
        expect(names.slice(0, 3)).toEqual(['waitFor', 'tween', 'animation chain']);
        expect(names[3]).toMatch(/^unknown \d+$/);
      },
    },
    {
      quote:
        'helpers that start it in a thread of its own (`all`, `any`, `sequence`, `spawn`, a plain `yield`). A generator can',
      claim: 'a generator handed to all and then to any, sequence, spawn or a plain yield logs the error',
      check: async () => {
        const message = /^The generator ".*" is already being executed by another thread\.$/;
        const helpers: Array<[string, (task: ThreadGenerator) => ThreadGenerator]> = [
          ['any', (task) => any(task)],
          ['sequence', (task) => sequence(0.1, task)],
          [
            'spawn',
            function* (task) {
              spawn(task);
              yield;
            },
          ],
          [
            'yield',
            function* (task) {
              yield task;
            },
          ],
        ];
        for (const [name, helper] of helpers) {
          const messages = await reuseMessages(helper);
          expect(
            messages.some((logged) => message.test(logged)),
            name,
          ).toBe(true);
        }
        // A generator made twice is fine.
        const fresh = await messagesOf(function* () {
          const value = createSignal(0);
          yield* all(value(1, 0.2));
          yield* any(value(0, 0.2));
        });
        expect(fresh).toEqual([]);
      },
    },
    {
      quote: 'Create a fresh animation every time: store a function that returns it and call the function each time,',
      claim: 'a function that returns a new tween plays fully each time it is called, without a message',
      check: async () => {
        const widths: number[] = [];
        const run = await runScene(function* (view) {
          const dot = new Circle({size: 100});
          view.add(dot);
          const pulse = () => dot.scale(1.2, 0.3).to(1, 0.3);
          for (let i = 0; i < 2; i++) {
            const start = useTime();
            yield* pulse();
            widths.push(useTime() - start);
          }
        });
        expect(run.logs).toEqual([]);
        for (const width of widths) expect(width).toBeCloseTo(0.6, 1);
      },
    },
    {
      quote: '**Cause.** Images load asynchronously. Reading a value that depends on the file, such as `size()` or',
      claim: "reading an Img's naturalSize before it loaded logs the asynchronous-property error",
      check: async () => {
        const run = await runMedia(function* (view) {
          const image = new Img({src: mediaFile('640x480.png')});
          view.add(image);
          image.naturalSize();
          yield;
        });
        expect(run.logs.map((log) => log.message)).toContain(
          'Tried to access an asynchronous property before the node was ready. Make sure to yield the node before accessing the property.',
        );
      },
    },
    {
      quote:
        'Wait for the node before reading: `yield view.add(<Img ref={image} src={logo} />);` (a plain `yield`). It',
      claim: 'a plain yield of the view waits for its images at no animation time, and the size can then be read',
      check: checkOf(
        media.claims,
        '`yield view.add(...)` (a plain `yield`, not `yield*`) waits until every image in what you added has loaded, and it',
      ),
    },
    {
      quote: 'The details under the message show the `src` you gave and the URL it became.',
      claim: 'the remarks of Failed to load an image hold the src as given and the absolute URL it resolved to',
      check: async () => {
        const src = mediaFile('missing.png');
        const entry = await failedImageLog(src);
        expect(entry).toMatchObject({level: 'error', message: 'Failed to load an image'});
        expect(entry.remarks).toContain(`<code>${src}</code>`);
        expect(entry.remarks).toMatch(new RegExp(`<code>http://localhost:9000${src}\\?asset-hash=[^<]+</code>`));
      },
    },
    {
      quote: 'A helper that belongs to a running scene was called outside one.',
      claim: 'useScene, useThread, useTime and useRandom() throw outside a scene',
      check: () => {
        expect(() => useScene()).toThrow('The scene is not available in the current context.');
        expect(() => useRandom()).toThrow('The scene is not available in the current context.');
        expect(() => useThread()).toThrow('The thread is not available in the current context.');
        expect(() => useTime()).toThrow('The thread is not available in the current context.');
      },
    },
    {
      quote: 'without a seed is called at the top level of a module: it returns the',
      claim: "useRandom() outside a scene throws the scene message; inside one it returns the scene's generator",
      check: async () => {
        expect(() => useRandom()).toThrow('The scene is not available in the current context.');
        let same = false;
        await runScene(function* () {
          same = useRandom() === useScene().random;
          yield;
        });
        expect(same).toBe(true);
      },
    },
    {
      quote:
        '**Cause.** Two or more computed values read each other, directly or through other signals, so neither can be',
      claim: 'three signals that read each other in a ring log the circular-dependency error',
      check: async () => {
        const messages = await messagesOf(function* () {
          const a = createSignal<number>(0);
          const b = createSignal<number>(0);
          const c = createSignal<number>(0);
          a(() => b() + 1);
          b(() => c() + 1);
          c(() => a() + 1);
          a();
          yield;
        });
        expect(messages).toContain(CIRCULAR);
      },
    },
    {
      quote: 'For example, `a` is set to `() => b() + 1` and `b` to `() => a() * 2`.',
      claim: 'the example pair logs the circular-dependency error',
      check: checkOf(claims, 'The scene does not stop: the'),
    },
    {
      quote: 'Follow the stack trace that comes with the message to the signals involved,',
      claim: 'the circular-dependency entry carries a stack trace',
      check: async () => {
        const run = await runScene(function* () {
          const a = createSignal<number>(0);
          const b = createSignal<number>(0);
          a(() => b() + 1);
          b(() => a() * 2);
          a();
          yield;
        });
        const entry = run.logs.find((log) => log.message === CIRCULAR);
        expect(entry?.stack).toMatch(/\n\s+at /);
      },
    },
    {
      quote: 'To move a node into another parent first, use `reparent`.',
      claim: 'after reparent, moveAbove with a node of the new parent works without an error',
      check: async () => {
        let order: string[] = [];
        const run = await runGeometry(function* (view) {
          const group = new Node({});
          const a = new Circle({key: 'a'});
          const b = new Circle({key: 'b'});
          const stranger = new Circle({key: 'stranger'});
          group.add([a, b]);
          view.add([group, stranger]);
          stranger.reparent(group);
          stranger.moveBelow(a);
          order = group.children().map((child) => child.key);
          yield;
        });
        expect(run.logs).toEqual([]);
        expect(order[0]).toBe('stranger');
      },
    },
    {
      quote: 'A line also needs a `stroke` and a `lineWidth` to be visible.',
      claim: 'a Line has no stroke and a line width of 0 by default, and strokes only with both set',
      check: async () => {
        const strokes: boolean[] = [];
        const defaults: unknown[] = [];
        await runGeometry(function* (view) {
          const points: [number, number][] = [
            [-200, 0],
            [200, 0],
          ];
          const bare = new Line({points});
          defaults.push(bare.stroke(), bare.lineWidth());
          for (const props of [{}, {stroke: 'white'}, {lineWidth: 6}, {stroke: 'white', lineWidth: 6}]) {
            const line = new Line({points, ...props});
            view.add(line);
            strokes.push(drawCalls(line).names.includes('stroke'));
          }
          yield;
        });
        expect(defaults).toEqual([null, 0]);
        expect(strokes).toEqual([false, false, false, true]);
      },
    },
    {
      quote: "browser's console, because the class is created outside any scene.",
      claim: 'the missing-decorator message is printed with console.error, outside any scene',
      check: checkOf(claims, 'Decorators apply from the bottom up, so `@initial` ran before the property existed.'),
    },
    {
      quote: '**Fix.** Put `@initial(value)` above `@signal()`:',
      claim: '@initial above @signal logs nothing and gives the property its initial value',
      check: async () => {
        const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
        let value: unknown;
        try {
          class Gauge extends Node {
            declare public readonly progress: SimpleSignal<number, this>;
          }
          // `@initial(0)` above `@signal()`: the lower decorator, signal, is applied first.
          signal()(Gauge.prototype, 'progress');
          initial(7)(Gauge.prototype, 'progress');
          await runScene(function* (view) {
            const gauge = new Gauge({});
            view.add(gauge);
            value = gauge.progress();
            yield;
          });
          expect(logged).not.toHaveBeenCalled();
        } finally {
          logged.mockRestore();
        }
        expect(value).toBe(7);
      },
    },
    {
      quote: 'has a mass of zero or less, or a',
      claim: 'a negative mass also logs the mass error and leaves the value alone',
      check: async () => {
        const value = createSignal(5);
        const negative = await messagesOf(function* () {
          yield* spring(makeSpring(-1, 10, 1), 0, 1, (current) => value(current));
        });
        expect(negative).toContain('Spring mass must be greater than 0.');
        expect(value()).toBe(5);
      },
    },
    {
      quote: 'Use a positive mass and non-negative stiffness and damping, or start from a ready-made spring such as',
      claim: 'PlopSpring moves the value to its target without a message',
      check: async () => {
        const value = createSignal(0);
        const run = await runScene(function* () {
          yield* spring(PlopSpring, 0, 100, (current) => value(current));
        });
        expect(run.logs).toEqual([]);
        expect(value()).toBeCloseTo(100, 0);
      },
    },
    {
      quote:
        '**Cause.** The TeX given to a [`Latex`](/api/2d/components/Latex) node has an error, here `\\frac{1}{` with its last',
      claim: 'a formula MathJax cannot read logs an error starting with Invalid MathJax',
      check: checkOf(latex.claims, 'Invalid TeX is logged as an error that starts with `Invalid MathJax`.'),
    },
    {
      quote: "The text after the colon is MathJax's own message.",
      claim: 'a missing brace logs exactly "Invalid MathJax: Missing close brace"',
      check: async () => {
        // The node caches each formula's SVG, and logs only when it builds one: a formula of its own.
        const {logs} = await latexRun(String.raw`\frac{1}{` + `${Date.now()}`);
        expect(logs).toEqual(['Invalid MathJax: Missing close brace']);
      },
    },
    {
      quote: 'A misspelt command, such as `\\fracc`, logs nothing: MathJax draws its name in red in the formula.',
      claim: 'an undefined command logs nothing and the formula holds a red fill',
      check: async () => {
        const {logs, svg} = await latexRun(String.raw`\fracc{a}{b}`);
        expect(logs).toEqual([]);
        expect(svg).toContain('fill="red"');
        expect((await latexRun(String.raw`\frac{a}{b}`)).svg).not.toContain('fill="red"');
      },
    },
    {
      quote: 'calls in one scene use the same name, and the presentation',
      claim: 'a repeated slide name logs the error and the presenter counts one slide for both',
      check: checkOf(
        startPresentationMode.claims,
        '**Names must be unique within a scene.** A second `beginSlide` with the same name logs "A slide named "…" already',
      ),
    },
    {
      quote: "Scenes may reuse each other's names.",
      claim: 'two scenes may both have a slide named intro',
      check: checkOf(
        presentation.claims,
        'Slide names only need to be unique within a scene: two scenes may both have a slide called `intro`.',
      ),
    },
    {
      quote: 'element could not import its `src`: a wrong URL, a server that does not',
      claim:
        'when the src module fails to import, the element enters its error state and its overlay holds the message',
      check: playerFailsToImport,
    },
    {
      quote: 'underlying error.',
      claim: "the element passes the import's error to console.error",
      check: playerFailsToImport,
    },
    {
      quote: 'is not valid JSON, for example because it uses single quotes',
      claim: 'single quotes inside or a trailing comma make the element fail to load with the TypeError',
      check: async () => {
        await withPlayerStubs(async () => {
          const Element = await playerElement();
          for (const attribute of ["{'name': 'Ada'}", '{"name": "Ada",}']) {
            const element = new Element();
            element.setAttribute('variables', attribute);
            await expect(loadProject(element, readingProject([]))).rejects.toThrow(TypeError);
            expect(element.state).not.toBe('ready');
          }
        });
      },
    },
    {
      quote: 'The player means to warn `Project variables could not be parsed.`, but in 0.3.1 that',
      claim: 'the warning exists but reaches only the project logger, and the first load throws before it',
      check: async () => {
        await checkOf(knownIssues.claims, 'the `variables` getter catches the JSON error and warns through')();
        await checkOf(knownIssues.claims, 'Changing the attribute')();
      },
    },
    {
      quote: 'When the project first loads, the player reads the variables before it has stored the',
      claim: 'invalid JSON at the first load throws TypeError (reading logger) and the element stays loading',
      check: checkOf(knownIssues.claims, 'never leaves its loading state,'),
    },
    {
      quote: 'inside: `variables=\'{"name": "Ada"}\'`.',
      claim: 'JSON.stringify output or double quotes inside single quotes load, and the scene reads the value',
      check: async () => {
        await withPlayerStubs(async () => {
          const Element = await playerElement();
          for (const attribute of [JSON.stringify({name: 'Ada'}), '{"name": "Ada"}']) {
            const element = new Element();
            element.setAttribute('variables', attribute);
            const read: string[] = [];
            await loadProject(element, readingProject(read, {}));
            expect(element.state).toBe('ready');
            await element.player!.playback.recalculate();
            expect(read[0]).toBe('Ada');
          }
        });
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: '**The terminal** running `npm start` shows what Vite and its plugins print.',
        reason: 'about the Vite dev server, which needs the CLI',
      },
      {
        quote: "**The editor's Console tab** (the bug icon in the editor's sidebar",
        reason: "about the editor's user interface, which is not installed here",
      },
      {
        quote: 'The Canvas Commons Vite plugin asks for port 9000, and another program',
        reason: 'about the Vite plugin, which is not installed here',
      },
      {
        quote: 'Vite then takes the next free port and prints the address it chose.',
        reason: 'about the Vite dev server, which needs the CLI',
      },
      {
        quote: 'Open the address printed after this line, such as',
        reason: 'about the Vite dev server, which needs the CLI',
      },
      {quote: 'To free port 9000, stop the', reason: 'about the Vite dev server, which needs the CLI'},
      {
        quote: 'Vite then stops with `Port 9000 is already in use`.',
        reason: 'about the Vite dev server, which needs the CLI',
      },
      {
        quote: 'Vite could not find the file an `import` names',
        reason: "about Vite's import resolution, which needs the dev server",
      },
      {
        quote: 'The query (`?scene`) is not part of the file name',
        reason: "about the Vite plugin's ?scene imports, which need the dev server",
      },
      {
        quote: 'Check the path relative to the importing file',
        reason: "about Vite's import resolution, which needs the dev server",
      },
      {
        quote: 'The extension is left out for `.ts` and `.tsx` files, and kept for others',
        reason: "about Vite's import resolution, which needs the dev server",
      },
      {
        quote:
          'The browser could not load the file: a wrong path, a file outside `public/` referenced by a root path, or',
        reason: 'why a browser fails to load a file needs a browser and a server',
      },
      {
        quote: 'Import the file (`import logo from',
        reason: "about Vite's asset imports and its public/ folder, which need the dev server",
      },
      {
        quote: 'For remote files, the server must send CORS headers.',
        reason: "the browser's cross-origin rules; needs a browser",
      },
      {
        quote: "Keys identify nodes in the editor's inspector,",
        reason: "about the editor's inspector, which needs the editor UI",
      },
    ],
  },
);
