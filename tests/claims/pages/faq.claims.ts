import {Circle, Img, Line, Node, initial} from '@canvas-commons/2d';
import {
  all,
  createSignal,
  makeSpring,
  spring,
  useRandom,
  useTime,
  waitFor,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect, vi} from 'vitest';

import {defineClaims} from '../claim';
import {runScene, runThreads, sceneVariables} from '../harness';

export default defineClaims('docs/faq.mdx', [
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
        order = group.children().map((child) => child.key);
        yield;
      });
      expect(order).toEqual(['a', 'b']);
      expect(run.logs.map((log) => log.message)).toContain(
        "Cannot position nodes relative to each other if they don't belong to the same parent.",
      );
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
      const run = await runScene(function* (view) {
        const first = new Circle({key: 'title'});
        const second = new Circle({key: 'title'});
        view.add([first, second]);
        keys = [first.key, second.key];
        yield;
      });
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
]);
