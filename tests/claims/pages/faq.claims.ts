import {Circle} from '@canvas-commons/2d';
import {all, createSignal, makeSpring, spring, useRandom, useTime, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {runScene, runThreads} from '../harness';

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
]);
