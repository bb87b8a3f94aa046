import {Circle, Rect, Txt} from '@canvas-commons/2d';
import {
  Color,
  DEFAULT,
  SignalContext,
  Vector2,
  Vector2SignalContext,
  all,
  createComputed,
  createSignal,
  deepLerp,
  isThreadGenerator,
  linear,
  loopFor,
  useTime,
  waitFor,
  type SimpleSignal,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim, type Unclaimed} from '../claim';
import {inspectScene, pageExample, runScene, runThreads, sampleScene} from '../harness';

const PAGE = 'docs/getting-started/signals.mdx';

/** The value of `signal` at `at` seconds into playing `animation` (read in the same thread, after a wait). */
function valueDuring<T>(signal: () => T, animation: () => ThreadGenerator, at: number): T {
  let seen: T | undefined;
  runThreads(function* () {
    yield* all(
      animation(),
      (function* () {
        yield* waitFor(at);
        seen = signal();
      })(),
    );
  });
  return seen as T;
}

/** A DEFAULT tween of a plain signal: halfway between, then exactly back at the initial value. */
function tweenToDefaultGoesBack(): void {
  const radius = createSignal(40);
  radius(100);
  let midway = NaN;
  runThreads(function* () {
    yield* all(
      radius(DEFAULT, 1, linear),
      (function* () {
        yield* waitFor(0.5);
        midway = radius();
      })(),
    );
  });
  expect(midway).toBeGreaterThan(60);
  expect(midway).toBeLessThan(80);
  expect(radius()).toBe(40);
  // Set without a duration, it jumps back at once.
  radius(100);
  radius(DEFAULT);
  expect(radius()).toBe(40);
}

/** The page's example sampled on every frame: the circle's size, fill, position and the label's text. */
async function exampleFrames() {
  const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/signals.tsx'), (view) => {
    const [circle, label] = view.children() as [Circle, Txt];
    return {
      // The size as declared (circle.size() would need a browser's layout engine to measure it).
      size: circle.width.context.getter() as number,
      fill: new Color(circle.fill() as Color).hex(),
      position: circle.position().toArray(),
      text: label.text(),
    };
  });
  return samples;
}

const claims: Claim[] = [
  {
    quote: 'made of two numbers, such as `scale` or a `Vector2.createSignal`, to `DEFAULT` ends at `(0, 0)`; see',
    claim:
      'in 0.3.1, scale(DEFAULT, duration) and a Vector2 signal tweened to DEFAULT end at (0, 0), while setting DEFAULT gives the default',
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
      const point = Vector2.createSignal([-300, 40]);
      point([100, 100]);
      runThreads(function* () {
        yield* point(DEFAULT, 0.2);
      });
      expect(point().toArray()).toEqual([0, 0]);
      point(DEFAULT);
      expect(point().toArray()).toEqual([-300, 40]);
    },
  },
  {
    quote: 'count();            // get: returns 0',
    claim: 'calling a signal without arguments reads its value',
    check: () => {
      const count = createSignal(0);
      expect(count()).toBe(0);
      count(3);
      expect(count()).toBe(3);
    },
  },
  {
    quote: 'count(5);           // set: the value is now 5',
    claim: 'calling a signal with one value sets it',
    check: () => {
      const count = createSignal(0);
      count(5);
      expect(count()).toBe(5);
    },
  },
  {
    quote: 'yield* count(10, 2); // tween: animate from 5 to 10 over 2 seconds',
    claim: 'a signal called with a value and a duration tweens over that many seconds',
    check: () => {
      const count = createSignal(5);
      let atOne = NaN;
      let end = NaN;
      runThreads(function* () {
        yield count(10, 2);
        yield* waitFor(1);
        atOne = count();
        yield* waitFor(1.5);
      });
      runThreads(function* () {
        count(5);
        yield* count(10, 2);
        end = useTime();
      });
      // Halfway through the default easeInOutCubic, a frame before 1 s.
      expect(atOne).toBeCloseTo(7.5, 0);
      expect(count()).toBe(10);
      expect(end).toBeCloseTo(2, 6);
    },
  },
  {
    quote: 'A signal is a function. What it does depends on how many arguments you pass:',
    claim: 'a signal is a function: no argument reads, one sets, two start a tween',
    check: () => {
      const count = createSignal(1);
      expect(typeof count).toBe('function');
      expect(count()).toBe(1);
      count(4);
      expect(count()).toBe(4);
      const animation = count(8, 1);
      expect(isThreadGenerator(animation)).toBe(true);
      expect(count()).toBe(4);
      runThreads(() => animation);
      expect(count()).toBe(8);
    },
  },
  {
    quote: 'and interpolation function as third and fourth',
    claim: 'the third argument of a tween is its timing function and the fourth its interpolation function',
    check: () => {
      const value = createSignal(0);
      const square = (t: number) => t * t;
      // An interpolation that ignores the ends, so its use shows: it gives 1000 × progress.
      const scaled = (_from: number, _to: number, progress: number) => 1000 * progress;
      const midway = valueDuring(
        () => value(),
        () => value(10, 1, square, scaled),
        0.5,
      );
      // square(0.5) = 0.25 → 250, within a frame; the defaults would give 5, or 500 with only the timing ignored.
      expect(Math.abs(midway - 250)).toBeLessThan(20);
      expect(value()).toBe(10);
    },
  },
  {
    quote: 'It returns a generator, so play it with `yield*` like any other animation.',
    claim: 'the tween form returns a generator that changes nothing until it is played',
    check: () => {
      const count = createSignal(0);
      const animation = count(10, 1);
      expect(isThreadGenerator(animation)).toBe(true);
      let beforePlay = NaN;
      let end = NaN;
      runThreads(function* () {
        yield* waitFor(0.5);
        beforePlay = count();
        yield* animation;
        end = useTime();
      });
      expect(beforePlay).toBe(0);
      expect(count()).toBe(10);
      expect(end).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: 'which is why `rect().x(0).y(100)` can be chained.',
    claim: "a setter returns the signal's owner: the node for a node property, which is why setters chain",
    check: async () => {
      await inspectScene((view) => {
        const rect = new Rect({x: 50, y: 50});
        view.add(rect);
        expect(rect.x(0)).toBe(rect);
        rect.x(10).y(100);
        expect([rect.x(), rect.y()]).toEqual([10, 100]);
      });
      const owner = {name: 'owner'};
      const owned = createSignal(0, deepLerp, owner);
      expect(owned(5)).toBe(owner);
    },
  },
  {
    quote: 'takes the initial value, and optionally an interpolation function',
    claim: "createSignal's second argument is the interpolation its tweens use",
    check: () => {
      const plain = createSignal(0);
      const stepped = createSignal(0, (from: number, to: number, progress: number) => (progress < 0.5 ? from : to));
      expect(plain()).toBe(0);
      expect(stepped()).toBe(0);
      const plainMid = valueDuring(
        () => plain(),
        () => plain(100, 1, linear),
        0.4,
      );
      const steppedMid = valueDuring(
        () => stepped(),
        () => stepped(100, 1, linear),
        0.4,
      );
      expect(plainMid).toBeGreaterThan(30);
      expect(steppedMid).toBe(0);
      expect(
        valueDuring(
          () => stepped(),
          () => stepped(0, 1, linear),
          0.6,
        ),
      ).toBe(0);
    },
  },
  {
    quote: 'anything defined *in terms of* that signal updates',
    claim: 'a derived signal and a node property given a function update when the signal they read changes',
    check: async () => {
      const score = createSignal(1);
      const doubled = createSignal(() => score() * 2);
      await inspectScene((view) => {
        const rect = new Rect({x: () => score() * 10});
        view.add(rect);
        score(7);
        expect(doubled()).toBe(14);
        expect(rect.x()).toBe(70);
      });
    },
  },
  {
    quote: 'Every node property (`x`, `fill`, `scale`, `text` and so on) is a signal.',
    claim:
      'x, fill, scale and text of nodes are signals: functions to read, set and tween, with reset, save and isInitial',
    check: () =>
      inspectScene((view) => {
        const rect = new Rect({x: 5, fill: 'red', scale: 2});
        const label = new Txt({text: 'Hi'});
        view.add([rect, label]);
        for (const property of [rect.x, rect.fill, rect.scale, label.text]) {
          expect(typeof property).toBe('function');
          expect(property.context).toBeInstanceOf(SignalContext);
          for (const method of ['reset', 'save', 'isInitial'] as const)
            expect(typeof property[method]).toBe('function');
        }
        expect(isThreadGenerator(rect.x(10, 1))).toBe(true);
        expect(label.text()).toBe('Hi');
      }),
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
    quote:
      'Pass a **function** instead of a value and the signal becomes derived. Its value is whatever the function returns,',
    claim: 'a signal given a function returns what the function returns, and every signal it reads is a dependency',
    check: () => {
      const width = createSignal(2);
      const height = createSignal(3);
      const unread = createSignal(0);
      let runs = 0;
      const area = createSignal(() => {
        runs++;
        return width() * height();
      });
      expect(area()).toBe(6);
      width(4);
      expect(area()).toBe(12);
      height(5);
      expect(area()).toBe(20);
      const before = runs;
      unread(9);
      area();
      expect(runs).toBe(before);
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
    quote: 'The function runs only when someone reads the signal *and* a dependency has',
    claim: 'the function of a derived signal runs on a read after a change, not on the change nor on repeated reads',
    check: () => checkOf(claims, 'Derived values are **lazy and cached**.')(),
  },
  {
    quote: 'Reading the same signal a hundred times in one frame costs one evaluation.',
    claim: 'a hundred reads with no change in between run the function once',
    check: () => checkOf(claims, 'Derived values are **lazy and cached**.')(),
  },
  {
    quote: 'A signal created with a function is still a normal signal.',
    claim: 'a derived signal has the methods of any signal and can be tweened from its current value',
    check: () => {
      const radius = createSignal(50);
      const diameter = createSignal(() => radius() * 2);
      for (const method of ['reset', 'save', 'isInitial'] as const) expect(typeof diameter[method]).toBe('function');
      const midway = valueDuring(
        () => diameter(),
        () => diameter(200, 1, linear),
        0.5,
      );
      // From 100 (the derived value) to 200.
      expect(Math.abs(midway - 150)).toBeLessThan(5);
      expect(diameter()).toBe(200);
    },
  },
  {
    quote: '(`diameter(10)` stops following `radius`)',
    claim: 'setting a derived signal to a plain value breaks the link; setting another function makes it follow that',
    check: () => {
      const radius = createSignal(50);
      const diameter = createSignal(() => radius() * 2);
      diameter(10);
      radius(80);
      expect(diameter()).toBe(10);
      diameter(() => radius() * 3);
      expect(diameter()).toBe(240);
      radius(10);
      expect(diameter()).toBe(30);
    },
  },
  {
    quote: 'When a value should never be overwritten, use',
    claim: 'a value made with createComputed cannot be set: a call with an argument still returns the computed value',
    check: () => {
      const radius = createSignal(2);
      const area = createComputed(() => Math.PI * radius() ** 2);
      const call = area as unknown as (value: number) => number;
      expect(call(999)).toBeCloseTo(Math.PI * 4, 9);
      expect(area()).toBeCloseTo(Math.PI * 4, 9);
      expect('reset' in area).toBe(false);
      radius(3);
      expect(area()).toBeCloseTo(Math.PI * 9, 9);
    },
  },
  {
    quote: 'read-only function with the same caching',
    claim: 'createComputed is read-only and caches like a derived signal',
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
      expect(runs).toBe(1);
      expect(area()).toBeCloseTo(Math.PI * 9, 6);
      expect(runs).toBe(2);
      checkOf(claims, 'When a value should never be overwritten, use')();
    },
  },
  {
    quote: 'Node properties accept functions in exactly the same way.',
    claim: "the page's Txt and Circle props given functions follow the signals they read",
    check: () =>
      inspectScene((view) => {
        const score = createSignal(0);
        const box = new Rect({x: -100});
        const label = new Txt({text: () => `Score: ${Math.round(score())}`, fill: 'white'});
        const circle = new Circle({x: () => box.x() + 200, size: 60, fill: '#e0524c'});
        view.add([box, label, circle]);
        expect(label.text()).toBe('Score: 0');
        expect(circle.x()).toBe(100);
        score(41.6);
        box.x(300);
        expect(label.text()).toBe('Score: 42');
        expect(circle.x()).toBe(500);
      }),
  },
  {
    quote: 'logs "A circular dependency occurred between signals" when either is read',
    claim:
      'a circular dependency is logged when either signal is read, not thrown, and the read gives a stale-based value',
    check: async () => {
      const results: Array<{read: string; thrown: boolean; value: number; logs: string[]}> = [];
      for (const read of ['a', 'b'] as const) {
        let thrown = false;
        let value = NaN;
        const run = await runScene(function* () {
          const a = createSignal<number>(1);
          const b = createSignal<number>(2);
          a(() => b() + 10);
          b(() => a() + 100);
          try {
            value = read === 'a' ? a() : b();
          } catch {
            thrown = true;
          }
          yield;
        });
        results.push({read, thrown, value, logs: run.logs.map((log) => log.message)});
      }
      for (const result of results) {
        expect(result.thrown).toBe(false);
        expect(result.logs).toContain('A circular dependency occurred between signals.');
      }
      // a() is b's last plain value (2) + 10; b() is a's (1) + 100: each computed from the other's stale value.
      expect(results[0]!.value).toBe(12);
      expect(results[1]!.value).toBe(101);
    },
  },
  {
    quote: '`createSignal` works with any value.',
    claim: 'a signal holds any value, such as a Map or an instance of a class, as it is',
    check: () => {
      class Point {
        public constructor(public readonly x: number) {}
      }
      const map = new Map([['a', 1]]);
      const point = new Point(3);
      const date = new Date(0);
      for (const value of [map, point, date, 'text', null]) {
        const signal = createSignal<unknown>(value);
        expect(signal()).toBe(value);
      }
      const holder = createSignal<Point>(point);
      const other = new Point(4);
      holder(other);
      expect(holder()).toBe(other);
    },
  },
  {
    quote: 'booleans flip halfway).',
    claim:
      'numbers, arrays and plain objects tween field by field; strings change letter by letter and booleans flip halfway',
    check: () => {
      const value = createSignal({size: 0, label: '', on: false});
      const list = createSignal([0, 10]);
      const samples: Array<{time: number; size: number; label: string; on: boolean; list: number[]}> = [];
      runThreads(function* () {
        yield* all(
          value({size: 100, label: 'Hello', on: true}, 1, linear),
          list([100, 20], 1, linear),
          loopFor(1, function* () {
            samples.push({time: useTime(), ...value(), list: list()});
            yield;
          }),
        );
      });
      const at = (time: number) =>
        samples.reduce((best, sample) => (Math.abs(sample.time - time) < Math.abs(best.time - time) ? sample : best));
      expect(at(0.25).size).toBeCloseTo(25, 0);
      expect(at(0.25).list[0]).toBeCloseTo(25, 0);
      expect(at(0.25).list[1]).toBeCloseTo(12.5, 0);
      expect('Hello'.startsWith(at(0.5).label) && at(0.5).label.length > 0 && at(0.5).label.length < 5).toBe(true);
      expect(at(0.45).on).toBe(false);
      expect(at(0.55).on).toBe(true);
      expect(value()).toEqual({size: 100, label: 'Hello', on: true});
    },
  },
  {
    quote: 'creates a [`Vector2Signal`](/api/core/signals/Vector2Signal)',
    claim: 'Vector2.createSignal makes a vector signal, with vector methods such as add and mul',
    check: () => {
      const point = Vector2.createSignal([1, 2]);
      expect(point.context).toBeInstanceOf(Vector2SignalContext);
      for (const method of ['add', 'sub', 'mul', 'div', 'edit'] as const) expect(typeof point[method]).toBe('function');
      point.mul(3);
      expect(point().toArray()).toEqual([3, 6]);
    },
  },
  {
    quote: 'accepts any possible vector (`5`, `[5, 10]`, `{x: 5, y: 10}`), always returns a',
    claim: 'a vector signal takes a number, an array or an {x, y} object, returns a Vector2, and has x and y signals',
    check: () => {
      const expected: Array<[unknown, number[]]> = [
        [5, [5, 5]],
        [
          [5, 10],
          [5, 10],
        ],
        [{x: 5, y: 10}, [5, 10]],
      ];
      for (const [input, components] of expected) {
        const point = Vector2.createSignal(input as never);
        expect(point()).toBeInstanceOf(Vector2);
        expect(point().toArray()).toEqual(components);
        expect(point.x()).toBe(components[0]);
        expect(point.y()).toBe(components[1]);
        point([1, 2]);
        expect(point()).toBeInstanceOf(Vector2);
      }
    },
  },
  {
    quote: '// set one component',
    claim: 'point.x(100) sets x and leaves y',
    check: () => {
      const point = Vector2.createSignal([0, 7]);
      point.x(100);
      expect(point().toArray()).toEqual([100, 7]);
    },
  },
  {
    quote: '// tween one component',
    claim: 'point.y(-50, 1) tweens y alone over 1 s',
    check: () => {
      const point = Vector2.createSignal([100, 0]);
      const midway = valueDuring(
        () => point().toArray(),
        () => point.y(-50, 1, linear),
        0.5,
      );
      expect(midway[0]).toBe(100);
      expect(Math.abs(midway[1]! + 25)).toBeLessThan(2);
      expect(point().toArray()).toEqual([100, -50]);
    },
  },
  {
    quote: '// tween relative to the current value',
    claim: 'point.add([20, 20], 0.5) tweens to the current value plus (20, 20)',
    check: () => {
      const point = Vector2.createSignal([100, -50]);
      let end = NaN;
      runThreads(function* () {
        yield* point.add([20, 20], 0.5);
        end = useTime();
      });
      expect(point().toArray()).toEqual([120, -30]);
      expect(end).toBeCloseTo(0.5, 6);
    },
  },
  {
    quote: 'Node properties such as `position`, `scale` and `size` are vector signals of this kind.',
    claim: "a node's position, scale and size are vector signals: Vector2 values, x and y parts, add",
    check: () =>
      inspectScene((view) => {
        const rect = new Rect({position: [10, 20], scale: 2, size: {x: 30, y: 40}});
        view.add(rect);
        for (const property of [rect.position, rect.scale, rect.size]) {
          expect(property.context).toBeInstanceOf(Vector2SignalContext);
          expect(property()).toBeInstanceOf(Vector2);
          expect(typeof property.x).toBe('function');
          expect(typeof (property as unknown as {add?: unknown}).add).toBe('function');
        }
        expect(rect.position().toArray()).toEqual([10, 20]);
        expect(rect.scale().toArray()).toEqual([2, 2]);
        // As declared: measuring size() itself needs a browser's layout engine.
        expect([rect.width.context.getter(), rect.height.context.getter()]).toEqual([30, 40]);
      }),
  },
  {
    quote: 'creates a [`ColorSignal`](/api/core/types/ColorSignal)',
    claim: 'Color.createSignal makes a signal of Color values that tweens between colours',
    check: () => {
      const tint = Color.createSignal('#ff0000');
      expect(tint.context).toBeInstanceOf(SignalContext);
      expect(tint()).toBeInstanceOf(Color);
      const midway = valueDuring(
        () => tint().hex(),
        () => tint('#0000ff', 1, linear),
        0.5,
      );
      expect(midway).not.toBe('#ff0000');
      expect(midway).not.toBe('#0000ff');
      expect(tint().hex()).toBe('#0000ff');
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
    claim: "a colour signal's tween passes through the LCH mix of its ends, which keeps its colour where RGB goes grey",
    check: () => {
      const middleOf = (from: string, to: string) => {
        const colour = Color.createSignal(from);
        return valueDuring(
          () => colour().hex(),
          () => colour(to, 1, linear),
          0.5,
        );
      };
      const middle = middleOf('#ff0000', '#0000ff');
      expect(middle).toBe(Color.lerp('#ff0000', '#0000ff', 0.5, 'lch').hex());
      expect(middle).not.toBe(Color.lerp('#ff0000', '#0000ff', 0.5, 'rgb').hex());
      // Blue to yellow: the RGB middle is grey (#808080, no chroma); the signal's middle keeps a strong colour.
      expect(Color.lerp('#0000ff', '#ffff00', 0.5, 'rgb').hex()).toBe('#808080');
      const chroma = new Color(middleOf('#0000ff', '#ffff00')).lch()[1];
      expect(chroma).toBeGreaterThan(40);
    },
  },
  {
    quote: 'For a different space, pass an interpolation function:',
    claim: 'Color.createSignal(value, Color.createLerp(space)) tweens in that space',
    check: () => {
      const tint = Color.createSignal('#e0524c', Color.createLerp('oklab'));
      const middle = valueDuring(
        () => tint().hex(),
        () => tint('#3f82d6', 1, linear),
        0.5,
      );
      expect(middle).toBe(Color.lerp('#e0524c', '#3f82d6', 0.5, 'oklab').hex());
      expect(middle).not.toBe(Color.lerp('#e0524c', '#3f82d6', 0.5, 'lch').hex());
    },
  },
  {
    quote: '// this tween only',
    claim: 'an interpolation passed as the fourth argument applies to that tween; the next one uses the signal’s again',
    check: () => {
      const tint = Color.createSignal('#e0524c', Color.createLerp('oklab'));
      const rgbMiddle = valueDuring(
        () => tint().hex(),
        () => tint('#3f82d6', 1, linear, Color.createLerp('rgb')),
        0.5,
      );
      expect(rgbMiddle).toBe(Color.lerp('#e0524c', '#3f82d6', 0.5, 'rgb').hex());
      const backMiddle = valueDuring(
        () => tint().hex(),
        () => tint('#e0524c', 1, linear),
        0.5,
      );
      expect(backMiddle).toBe(Color.lerp('#3f82d6', '#e0524c', 0.5, 'oklab').hex());
      expect(backMiddle).not.toBe(Color.lerp('#3f82d6', '#e0524c', 0.5, 'rgb').hex());
    },
  },
  {
    quote: '`fill`, `stroke` and `shadowColor` on nodes behave the same way.',
    claim: 'fill, stroke and shadowColor take strings and numbers, return Colors, and tween in LCH',
    check: async () => {
      const middles: string[] = [];
      const values: unknown[] = [];
      await runScene(function* (view) {
        const rect = new Rect({fill: '#ff0000', stroke: 0xff0000, shadowColor: '#ff0000'});
        view.add(rect);
        const properties = [rect.fill, rect.stroke, rect.shadowColor] as Array<SimpleSignal<unknown, Rect>>;
        values.push(...properties.map((property) => property()));
        yield* all(
          ...properties.map((property) => property('#0000ff', 1, linear)),
          (function* () {
            yield* waitFor(0.5);
            middles.push(...properties.map((property) => new Color(property() as Color).hex()));
          })(),
        );
      });
      for (const value of values) {
        expect(value).toBeInstanceOf(Color);
        expect((value as Color).hex()).toBe('#ff0000');
      }
      const lch = Color.lerp('#ff0000', '#0000ff', 0.5, 'lch').hex();
      expect(middles).toEqual([lch, lch, lch]);
    },
  },
  {
    quote: 'is a special value that means "the initial value of this signal"',
    claim: 'set to DEFAULT, a signal jumps back to its initial value; tweened to DEFAULT, it animates back',
    check: tweenToDefaultGoesBack,
  },
  {
    quote: 'jump back, or tween to it to animate back:',
    claim: 'setting DEFAULT jumps back to the initial value; tweening to DEFAULT animates back to it',
    check: tweenToDefaultGoesBack,
  },
  {
    quote: '// instantly back to the initial value',
    claim: 'radius(DEFAULT) sets the initial value at once',
    check: tweenToDefaultGoesBack,
  },
  {
    quote: '// animate back',
    claim: 'radius(DEFAULT, 1) tweens back to the initial value over 1 s',
    check: tweenToDefaultGoesBack,
  },
  {
    quote: '`signal.reset()` is a shortcut for `signal(DEFAULT)`',
    claim: 'reset() and DEFAULT return a signal to its initial value, and isInitial() tells',
    check: () => {
      const radius = createSignal(40);
      expect(radius.isInitial()).toBe(true);
      radius(90);
      expect(radius.isInitial()).toBe(false);
      radius(DEFAULT);
      expect(radius()).toBe(40);
      expect(radius.isInitial()).toBe(true);
      radius(90);
      radius.reset();
      expect(radius()).toBe(40);
      expect(radius.isInitial()).toBe(true);
    },
  },
  {
    quote: 'the initial value is the **class default**',
    claim: 'DEFAULT on a node property gives the class default: 0 for x, 1 for scale, no fill (null)',
    check: () =>
      inspectScene((view) => {
        const rect = new Rect({x: 300, scale: 2, fill: '#ff0000'});
        view.add(rect);
        rect.x(DEFAULT);
        rect.scale(DEFAULT);
        rect.fill(DEFAULT);
        expect(rect.x()).toBe(0);
        expect(rect.scale().toArray()).toEqual([1, 1]);
        expect(rect.fill()).toBeNull();
      }),
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
    claim: 'save() on a derived signal replaces its function by its current value',
    check: () => {
      const radius = createSignal(50);
      const diameter = createSignal(() => radius() * 2);
      expect(typeof diameter.context.raw()).toBe('function');
      diameter.save();
      expect(diameter.context.raw()).toBe(100);
      radius(80);
      expect(diameter()).toBe(100);
    },
  },
  {
    quote: 'A derived signal stops following its',
    claim: 'after save(), a derived signal keeps its value when its dependencies change',
    check: () => checkOf(claims, '`signal.save()` reads the current value and stores it as a plain value.')(),
  },
  {
    quote: '// stop following, keep the current position',
    claim: "a node's x given a function, once saved, keeps its position, no longer follows, and tweens freely",
    check: async () => {
      let saved = NaN;
      let afterMove = NaN;
      let midway = NaN;
      await runScene(function* (view) {
        const box = new Rect({x: 100});
        const label = new Txt({x: () => box.x() + 50, text: 'label'});
        view.add([box, label]);
        label.x.save();
        saved = label.x();
        box.x(400);
        afterMove = label.x();
        yield* all(
          label.x(0, 1, linear),
          (function* () {
            yield* waitFor(0.5);
            midway = label.x();
          })(),
        );
      });
      expect(saved).toBe(150);
      expect(afterMove).toBe(150);
      expect(Math.abs(midway - 75)).toBeLessThan(5);
    },
  },
  {
    quote: '// now tween it freely',
    claim: 'a saved node property tweens to 0 without snapping back to its former function',
    check: () => checkOf(claims, '// stop following, keep the current position')(),
  },
  {
    quote: 'Signals themselves have no "restore".',
    claim: 'neither a signal made with createSignal nor a node property has a restore method',
    check: () =>
      inspectScene((view) => {
        const rect = new Rect({x: 1});
        view.add(rect);
        for (const signal of [createSignal(0), rect.x, rect.scale]) {
          expect('restore' in signal).toBe(false);
          expect((signal as unknown as {restore?: unknown}).restore).toBeUndefined();
        }
        expect(typeof rect.restore).toBe('function');
      }),
  },
  {
    quote: '`save()` pushes a snapshot of',
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
    quote:
      "all the node's properties onto a stack. `restore()` pops it and applies it, instantly or, with a duration, as a",
    claim: 'Node.save() and restore(duration) bring every property back, as a tween',
    check: async () => {
      let midway = NaN;
      let after = {x: NaN, scale: NaN, fill: ''};
      let instant = NaN;
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
        circle.save();
        circle.x(99);
        circle.restore();
        instant = circle.x();
      });
      expect(midway).toBeGreaterThan(10);
      expect(midway).toBeLessThan(200);
      expect(after.x).toBe(10);
      expect(after.scale).toBe(1);
      expect(after.fill).toBe('#ff0000');
      expect(instant).toBe(10);
    },
  },
  {
    quote: '// everything tweens back to the saved state',
    claim: 'rect().restore(1) tweens scale and fill back to the saved state',
    check: () =>
      checkOf(
        claims,
        "all the node's properties onto a stack. `restore()` pops it and applies it, instantly or, with a duration, as a",
      )(),
  },
  {
    quote:
      'When it runs, a blue circle on the left grows to more than twice its size while the label counts up the radius',
    claim:
      "the page's example: the circle starts blue on the left and grows from 160 to 360 while the label counts to 180 and 101788",
    check: async () => {
      const frames = await exampleFrames();
      const first = frames[0]!.value;
      expect(first.fill).toBe('#3f82d6');
      expect(first.position[0]).toBeLessThan(0);
      expect(first.size).toBe(160);
      const grown = frames.find((frame) => frame.time >= 1.55)!.value;
      expect(grown.size).toBe(360);
      expect(grown.text).toBe('radius 180   area 101788');
      // Counts up: the radius in the label never goes down while the circle grows.
      const radii = frames
        .filter((frame) => frame.time < 1.5)
        .map((frame) => Number(/radius (\d+)/.exec(frame.value.text)![1]));
      expect(new Set(radii).size).toBeGreaterThan(50);
      for (let i = 1; i < radii.length; i++) expect(radii[i]!).toBeGreaterThanOrEqual(radii[i - 1]!);
    },
  },
  {
    quote: 'The circle then turns orange as it crosses to the right, hops up and down,',
    claim: "the page's example: orange at x = 300, then a hop to y = -150 and back, then back to its start",
    check: async () => {
      const frames = await exampleFrames();
      // At 2.5 s the colour change and the crossing end, and the hop starts (within a frame).
      const crossed = frames.find((frame) => frame.time >= 2.5)!.value;
      expect(crossed.fill).toBe('#f39c3c');
      expect(crossed.position[0]).toBe(300);
      expect(Math.abs(crossed.position[1]!)).toBeLessThan(2);
      const highest = Math.min(...frames.map((frame) => frame.value.position[1]!));
      expect(highest).toBe(-150);
      const settled = frames.find((frame) => frame.time >= 3.65)!.value;
      expect(settled.position[0]).toBe(300);
      expect(settled.position[1]).toBeCloseTo(0, 6);
      await checkOf(claims, 'The `DEFAULT` tweens take it back to the')();
    },
  },
  {
    quote: 'The `DEFAULT` tweens take it back to the',
    claim: "the page's example ends with the circle back at its first size, colour and position",
    check: async () => {
      const frames = await exampleFrames();
      const first = frames[0]!.value;
      const last = frames.at(-1)!.value;
      expect(Math.abs(last.size - first.size)).toBeLessThan(0.5);
      expect(last.fill).toBe(first.fill);
      expect(Math.abs(last.position[0]! - first.position[0]!)).toBeLessThan(0.5);
      expect(Math.abs(last.position[1]! - first.position[1]!)).toBeLessThan(0.5);
      // Shrinks, turns blue, slides back: the last second moves size, colour and x together.
      const lastSecond = frames.filter((frame) => frame.time > frames.at(-1)!.time - 0.9);
      expect(lastSecond[0]!.value.size).toBeGreaterThan(last.size + 50);
      expect(lastSecond[0]!.value.position[0]).toBeGreaterThan(last.position[0]! + 100);
    },
  },
  {
    quote:
      '- A signal is one function with three uses: call it to read, pass a value to set, pass a value and a duration to',
    claim: 'recap: read, set and tween with one function',
    check: () => checkOf(claims, 'A signal is a function. What it does depends on how many arguments you pass:')(),
  },
  {
    quote:
      '- `createComputed`, or a prop given a function, follows the signals it reads: the next read after one changes',
    claim: 'recap: computed values and function props recalculate on the next read after a dependency changed',
    check: async () => {
      checkOf(claims, 'read-only function with the same caching')();
      await checkOf(claims, 'Node properties accept functions in exactly the same way.')();
    },
  },
  {
    quote: '- `DEFAULT` returns a signal to its initial value, and `save()` / `restore()` put a node back as it was.',
    claim: 'recap: DEFAULT and Node.save / restore',
    check: async () => {
      checkOf(claims, '`signal.reset()` is a shortcut for `signal(DEFAULT)`')();
      await checkOf(
        claims,
        "all the node's properties onto a stack. `restore()` pops it and applies it, instantly or, with a duration, as a",
      )();
    },
  },
  {
    quote:
      'Show a counter: a signal that goes from 0 to 100 in two seconds, and a `Txt` whose text is always the rounded value.',
    claim: "the page's counter solution: the text shows the rounded count, from 0 to 100 over 2 s",
    check: async () => {
      const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/counter.tsx'), (view) =>
        (view.children()[0] as Txt).text(),
      );
      const numbers = samples.map((sample) => Number(sample.value));
      expect(numbers[0]).toBe(0);
      for (const value of numbers) expect(Number.isInteger(value)).toBe(true);
      for (let i = 1; i < numbers.length; i++) expect(numbers[i]!).toBeGreaterThanOrEqual(numbers[i - 1]!);
      expect(new Set(numbers).size).toBeGreaterThan(50);
      expect(Math.max(...numbers)).toBeGreaterThanOrEqual(99);
      expect(samples.at(-1)!.time).toBeCloseTo(2, 1);
    },
  },
  {
    quote: 'The label never gets a tween of its own: it reads `count` on every frame.',
    claim: "in the counter solution, the label's text follows count frame by frame with no tween of its own",
    check: async () => {
      const texts: Array<{count: number; text: string}> = [];
      await runScene(function* (view) {
        const count = createSignal(0);
        const label = new Txt({fontSize: 120, fill: 'white', text: () => `${Math.round(count())}`});
        view.add(label);
        yield* all(
          count(100, 2),
          loopFor(2, function* () {
            texts.push({count: count(), text: label.text()});
            yield;
          }),
        );
      });
      expect(texts.length).toBeGreaterThan(100);
      for (const {count, text} of texts) expect(text).toBe(`${Math.round(count)}`);
    },
  },
];

const unclaimed: Unclaimed[] = [
  {
    quote: 'Without a value, specify the type: `createSignal<number>()`.',
    reason: 'advice on a TypeScript type argument, which tsc checks and which does not exist at run time',
  },
];

export default defineClaims(PAGE, claims, {unclaimed});
