import {Circle, Rect} from '@canvas-commons/2d';
import {Color, DEFAULT, all, createComputed, createSignal, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {runScene, runThreads} from '../harness';

export default defineClaims('docs/getting-started/signals.mdx', [
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
]);
