import {Circle, Rect} from '@canvas-commons/2d';
import {
  Color,
  DEFAULT,
  all,
  createComputed,
  createSignal,
  linear,
  loopFor,
  useTime,
  waitFor,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {inspectScene, runScene, runThreads} from '../harness';

export default defineClaims('docs/getting-started/signals.mdx', [
  {
    quote: 'property made of two numbers, such as `scale`, to `DEFAULT` ends at `(0, 0)`; see',
    claim: 'in 0.3.1, scale(DEFAULT, duration) ends at (0, 0) while scale(DEFAULT) gives (1, 1)',
    check: async () => {
      let tweened: number[] = [];
      let set: number[] = [];
      await runScene(function* (view) {
        const a = new Rect({scale: 2});
        const b = new Rect({scale: 2});
        view.add([a, b]);
        yield* a.scale(DEFAULT, 0.2);
        b.scale(DEFAULT);
        tweened = a.scale().toArray();
        set = b.scale().toArray();
      });
      expect(tweened).toEqual([0, 0]);
      expect(set).toEqual([1, 1]);
    },
  },
  {
    quote: 'count();            // get: returns 0',
    claim: 'calling a signal without arguments reads its value',
    check: () => {
      const count = createSignal(0);
      expect(count()).toBe(0);
    },
  },
  {
    quote: 'yield* count(10, 2); // tween: animate from 5 to 10 over 2 seconds',
    claim: 'a signal called with a value and a duration tweens over that many seconds',
    check: () => {
      const count = createSignal(5);
      let atOne = NaN;
      runThreads(function* () {
        yield count(10, 2);
        yield* waitFor(1);
        atOne = count();
        yield* waitFor(1.5);
      });
      // Halfway through the default easeInOutCubic, a frame before 1 s.
      expect(atOne).toBeCloseTo(7.5, 0);
      expect(count()).toBe(10);
    },
  },
  {
    quote: 'diameter(); // 160',
    claim: 'a signal made from a function follows the signals it reads',
    check: () => {
      const radius = createSignal(50);
      const diameter = createSignal(() => radius() * 2);
      expect(diameter()).toBe(100);
      radius(80);
      expect(diameter()).toBe(160);
    },
  },
  {
    quote: 'Derived values are **lazy and cached**.',
    claim: 'a derived signal runs its function only when read after a dependency changed',
    check: () => {
      const radius = createSignal(50);
      let runs = 0;
      const diameter = createSignal(() => {
        runs++;
        return radius() * 2;
      });
      expect(runs).toBe(0);
      for (let i = 0; i < 100; i++) diameter();
      expect(runs).toBe(1);
      radius(60);
      expect(runs).toBe(1);
      diameter();
      diameter();
      expect(runs).toBe(2);
    },
  },
  {
    quote: '(`diameter(10)` stops following `radius`)',
    claim: 'setting a derived signal to a plain value breaks the link',
    check: () => {
      const radius = createSignal(50);
      const diameter = createSignal(() => radius() * 2);
      diameter(10);
      radius(80);
      expect(diameter()).toBe(10);
    },
  },
  {
    quote: 'read-only function with the same caching',
    claim: 'createComputed caches like a derived signal',
    check: () => {
      const radius = createSignal(2);
      let runs = 0;
      const area = createComputed(() => {
        runs++;
        return Math.PI * radius() ** 2;
      });
      area();
      area();
      expect(runs).toBe(1);
      radius(3);
      expect(area()).toBeCloseTo(Math.PI * 9, 6);
      expect(runs).toBe(2);
    },
  },
  {
    quote: '`signal.reset()` is a shortcut for `signal(DEFAULT)`',
    claim: 'reset() and DEFAULT return a signal to its initial value, and isInitial() tells',
    check: () => {
      const radius = createSignal(40);
      radius(90);
      expect(radius.isInitial()).toBe(false);
      radius(DEFAULT);
      expect(radius()).toBe(40);
      radius(90);
      radius.reset();
      expect(radius()).toBe(40);
      expect(radius.isInitial()).toBe(true);
    },
  },
  {
    quote: '`<Rect x={300} />` followed by `rect().x(DEFAULT)` moves the rect to `0`.',
    claim: 'DEFAULT on a node property goes to the class default, not the value given at creation',
    check: async () => {
      let x = NaN;
      let scale = NaN;
      await runScene(function* (view) {
        const rect = new Rect({x: 300, scale: 2});
        view.add(rect);
        rect.x(DEFAULT);
        rect.scale(DEFAULT);
        x = rect.x();
        scale = rect.scale().x;
        yield;
      });
      expect(x).toBe(0);
      expect(scale).toBe(1);
    },
  },
  {
    quote: '`signal.save()` reads the current value and stores it as a plain value.',
    claim: 'save() on a derived signal freezes its current value',
    check: () => {
      const radius = createSignal(50);
      const diameter = createSignal(() => radius() * 2);
      diameter.save();
      radius(80);
      expect(diameter()).toBe(100);
    },
  },
  {
    quote:
      "all the node's properties onto a stack. `restore()` pops it and applies it, instantly or, with a duration, as a",
    claim: 'Node.save() and restore(duration) bring every property back, as a tween',
    check: async () => {
      let midway = NaN;
      let after = {x: NaN, scale: NaN, fill: ''};
      await runScene(function* (view) {
        const circle = new Circle({x: 10, fill: '#ff0000'});
        view.add(circle);
        circle.save();
        yield* all(circle.x(200, 0.5), circle.scale(2, 0.5), circle.fill('#0000ff', 0.5));
        yield circle.restore(1);
        yield* waitFor(0.5);
        midway = circle.x();
        yield* waitFor(1);
        after = {x: circle.x(), scale: circle.scale().x, fill: new Color(circle.fill() as Color).hex()};
      });
      expect(midway).toBeGreaterThan(10);
      expect(midway).toBeLessThan(200);
      expect(after.x).toBe(10);
      expect(after.scale).toBe(1);
      expect(after.fill).toBe('#ff0000');
    },
  },
  {
    quote: 'Signals themselves have no "restore".',
    claim: 'save() and restore() are a stack: the last saved state comes back first',
    check: async () => {
      const positions: number[] = [];
      await runScene(function* (view) {
        const circle = new Circle({x: 1});
        view.add(circle);
        circle.save();
        circle.x(2);
        circle.save();
        circle.x(3);
        circle.restore();
        positions.push(circle.x());
        circle.restore();
        positions.push(circle.x());
        yield;
      });
      expect(positions).toEqual([2, 1]);
    },
  },
  {
    quote: 'logs "A circular dependency occurred between signals" when either is read',
    claim: 'a circular dependency is logged, not thrown',
    check: async () => {
      let thrown = false;
      const run = await runScene(function* () {
        const a = createSignal<number>(0);
        const b = createSignal<number>(0);
        a(() => b());
        b(() => a());
        try {
          a();
          b();
        } catch {
          thrown = true;
        }
        yield;
      });
      expect(thrown).toBe(false);
      expect(run.logs.map((log) => log.message)).toContain('A circular dependency occurred between signals.');
    },
  },
  {
    quote: 'which is why `rect().x(0).y(100)` can be chained.',
    claim: "a node property's setter returns the node, so setters chain",
    check: () =>
      inspectScene((view) => {
        const rect = new Rect({x: 50, y: 50});
        view.add(rect);
        expect(rect.x(0)).toBe(rect);
        rect.x(10).y(100);
        expect([rect.x(), rect.y()]).toEqual([10, 100]);
      }),
  },
  {
    quote: 'booleans flip halfway).',
    claim:
      'a plain object tweens its numbers field by field, its strings letter by letter, and flips its booleans halfway',
    check: () => {
      const value = createSignal({size: 0, label: '', on: false});
      const samples: Array<{time: number; size: number; label: string; on: boolean}> = [];
      runThreads(function* () {
        yield* all(
          value({size: 100, label: 'Hello', on: true}, 1, linear),
          loopFor(1, function* () {
            samples.push({time: useTime(), ...value()});
            yield;
          }),
        );
      });
      const at = (time: number) =>
        samples.reduce((best, sample) => (Math.abs(sample.time - time) < Math.abs(best.time - time) ? sample : best));
      expect(at(0.25).size).toBeCloseTo(25, 0);
      expect('Hello'.startsWith(at(0.5).label) && at(0.5).label.length > 0 && at(0.5).label.length < 5).toBe(true);
      expect(at(0.45).on).toBe(false);
      expect(at(0.55).on).toBe(true);
    },
  },
  {
    quote:
      'CSS colour string, a number such as `0xff8800`, or a [`Color`](/api/core/types/Color), and returns a `Color`.',
    claim: 'a colour signal takes a CSS string, a number or a Color, and returns a Color',
    check: () => {
      for (const input of ['#ff8800', 'rgb(255, 136, 0)', 0xff8800, new Color('#ff8800')]) {
        const colour = Color.createSignal(input);
        expect(colour()).toBeInstanceOf(Color);
        expect(colour().hex()).toBe('#ff8800');
      }
    },
  },
  {
    quote: 'are interpolated in the LCH colour space by default',
    claim: "a colour signal's tween passes through the LCH mix of its ends, not the RGB one",
    check: () => {
      const colour = Color.createSignal('#ff0000');
      let middle = '';
      runThreads(function* () {
        yield* all(
          colour('#0000ff', 1, linear),
          (function* () {
            yield* waitFor(0.5);
            middle = colour().hex();
          })(),
        );
      });
      expect(middle).toBe(Color.lerp('#ff0000', '#0000ff', 0.5, 'lch').hex());
      expect(middle).not.toBe(Color.lerp('#ff0000', '#0000ff', 0.5, 'rgb').hex());
    },
  },
]);
