import * as core from '@canvas-commons/core';
import {
  PlopSpring,
  Vector2,
  all,
  createEaseInBounce,
  createEaseInOutBounce,
  createSignal,
  easeInBounce,
  easeInOutBounce,
  easeInOutCubic,
  easeOutBounce,
  linear,
  loopFor,
  map,
  makeSpring,
  spring,
  tween,
  useTime,
  waitFor,
  type SimpleSignal,
  type ThreadGenerator,
  type TimingFunction,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {runThreads} from '../harness';

/** The easing functions that get an output range wrong in 0.3.1 (Known issues). */
const BOUNCE_RANGE_BUG = ['easeInBounce', 'easeInOutBounce'];

/** The value of a 0 → 100 tween of one second, read at `seconds` into it. */
function sampleAt(seconds: number, start: (value: SimpleSignal<number>) => ThreadGenerator): number {
  const value = createSignal(0);
  let sample = NaN;
  runThreads(function* () {
    yield start(value);
    yield* waitFor(seconds);
    sample = value();
    yield* waitFor(2);
  });
  return sample;
}

export default defineClaims('docs/getting-started/tweening.mdx', [
  {
    quote: 'yield* circle().x(300, 1);                            // easeInOutCubic, the default',
    claim: 'a signal tween without a timing function eases with easeInOutCubic',
    check: () => {
      // A quarter in, easeInOutCubic gives 0.0625 of the way; linear would give 0.25.
      expect(sampleAt(0.25, (value) => value(100, 1))).toBeCloseTo(100 * easeInOutCubic(0.25), 0);
    },
  },
  {
    quote: 'yield* circle().x(-300, 1, linear);',
    claim: 'a timing function passed third replaces the default',
    check: () => {
      expect(sampleAt(0.25, (value) => value(100, 1, linear))).toBeCloseTo(25, 0);
    },
  },
  {
    quote: 'The tween starts from the value the signal has *when the tween starts*, not when you created',
    claim: 'a tween starts from the value at the moment it starts playing',
    check: () => {
      const value = createSignal(0);
      let firstFrame = NaN;
      runThreads(function* () {
        const task = value(100, 1, linear);
        value(50);
        yield task;
        yield;
        firstFrame = value();
        yield* waitFor(1.5);
      });
      expect(firstFrame).toBeGreaterThanOrEqual(50);
      expect(firstFrame).toBeLessThan(52);
    },
  },
  {
    quote: 'Each step starts',
    claim: '.to() queues a second tween on the same signal that starts where the first ended',
    check: () => {
      const value = createSignal(0);
      let middle = NaN;
      let time = NaN;
      runThreads(function* () {
        yield value(300, 1).to(-300, 1);
        yield* waitFor(1);
        middle = value();
        yield* waitFor(1.5);
        time = useTime();
      });
      expect(middle).toBeCloseTo(300, 0);
      expect(value()).toBe(-300);
      expect(time).toBeCloseTo(2.5, 6);
    },
  },
  {
    quote:
      '| `.back(duration, timing?, interpolation?)` | a tween back to the value the signal had when the chain was created |',
    claim: '.back() returns to the value the signal had when the chain was created',
    check: () => {
      const value = createSignal(20);
      runThreads(function* () {
        yield* value(300, 0.5).to(-300, 0.5).back(0.5);
      });
      expect(value()).toBe(20);
    },
  },
  {
    quote:
      'If you build a chain, change the signal, and only then play the chain, `.back()` returns to the value from before',
    claim: '.back() goes to the value from before a change made between creating the chain and playing it',
    check: () => {
      const value = createSignal(20);
      runThreads(function* () {
        const chain = value(300, 0.5).back(0.5);
        value(100);
        yield* chain;
      });
      // 100 if .back() read its target when the chain started to play.
      expect(value()).toBe(20);
    },
  },
  {
    quote: '| `.wait(duration)` | a pause |',
    claim: '.wait() pauses the chain',
    check: () => {
      const value = createSignal(0);
      let time = NaN;
      runThreads(function* () {
        yield* value(10, 0.5).wait(1).to(0, 0.5);
        time = useTime();
      });
      expect(time).toBeCloseTo(2, 6);
    },
  },
  {
    quote:
      'The easing functions also accept an optional output range, so `easeInOutCubic(t, 80, 200)` returns an eased value',
    claim: 'every ease* function but the two bounce exceptions maps its eased value into the range it is given',
    check: () => {
      const easings = Object.entries(core).filter(
        (entry): entry is [string, TimingFunction] => /^ease[A-Z]/.test(entry[0]) && typeof entry[1] === 'function',
      );
      expect(easings.length).toBeGreaterThanOrEqual(30);
      const ranged = easings.filter(([name]) => !BOUNCE_RANGE_BUG.includes(name));
      for (const [name, easing] of ranged) {
        for (const t of [0, 0.2, 0.5, 0.7, 1]) {
          expect(easing(t, 80, 200), `${name}(${t}, 80, 200)`).toBeCloseTo(map(80, 200, easing(t)), 9);
        }
      }
      expect(easeInOutCubic(0.5, 80, 200)).toBeCloseTo(140, 6);
    },
  },
  {
    quote: 'get a range other than `0` to `1` wrong, so `easeInBounce(0, 80, 200)` returns',
    claim: 'easeInBounce and easeInOutBounce, and their factories, get a range wrong; easeInBounce(0, 80, 200) is -199',
    check: () => {
      expect(easeInBounce(0, 80, 200)).toBe(-199);
      for (const easing of [easeInBounce, easeInOutBounce, createEaseInBounce(), createEaseInOutBounce()]) {
        expect(easing(0.3, 80, 200)).not.toBeCloseTo(map(80, 200, easing(0.3)), 3);
      }
    },
  },
  {
    quote: 'Call them without a range and map the result: `map(80, 200, easeInBounce(t))`',
    claim: 'map(80, 200, easeInBounce(t)) runs from 80 to 200 with the bounce shape',
    check: () => {
      expect(map(80, 200, easeInBounce(0))).toBe(80);
      expect(map(80, 200, easeInBounce(1))).toBe(200);
      // The shape: easeInBounce mirrors easeOutBounce.
      expect(map(80, 200, easeInBounce(0.3))).toBeCloseTo(80 + 120 * (1 - easeOutBounce(0.7)), 9);
    },
  },
  {
    quote: 'It calls your function on every frame with linear progress from `0` to `1`.',
    claim: 'tween() reports linear progress from 0 to 1',
    check: () => {
      const progress: number[] = [];
      runThreads(function* () {
        yield* tween(1, (value) => progress.push(value));
      });
      expect(progress[0]).toBe(0);
      expect(progress.at(-1)).toBe(1);
      const quarter = progress[15];
      expect(quarter).toBeCloseTo(0.25, 2);
    },
  },
  {
    quote: 'The callback also receives the elapsed time in seconds as a second argument',
    claim: "tween()'s callback gets the elapsed seconds, and its third argument runs once at the end",
    check: () => {
      const times: number[] = [];
      let ends = 0;
      runThreads(function* () {
        yield* tween(
          2,
          (_, time) => times.push(time),
          () => ends++,
        );
      });
      expect(Math.max(...times)).toBeCloseTo(2, 6);
      expect(ends).toBe(1);
    },
  },
  {
    quote: 'A spring does not have a fixed duration.',
    claim: 'a spring runs until it settles on the target, whose duration depends on the spring',
    check: () => {
      let value = NaN;
      const plop = runThreads(function* () {
        yield* spring(PlopSpring, -400, 400, 1, (current) => (value = current));
      });
      expect(value).toBe(400);
      const soft = runThreads(function* () {
        yield* spring(makeSpring(0.2, 5, 0.68), -400, 400, 1, () => {});
      });
      expect(soft).not.toBe(plop);
    },
  },
  {
    quote: '`0.001` by default, so pass something like `1` when animating pixels',
    claim: 'the default settle tolerance is 0.001, so it takes longer than a tolerance of 1',
    check: () => {
      const frames = (tolerance?: number) =>
        runThreads(function* () {
          if (tolerance === undefined) yield* spring(PlopSpring, -400, 400, () => {});
          else yield* spring(PlopSpring, -400, 400, tolerance, () => {});
        });
      // The default settles exactly when 0.001 does, and later than 0.01 (a tenfold looser default) or 1.
      expect(frames()).toBe(frames(0.001));
      expect(frames(0.01)).toBeLessThan(frames(0.001));
      expect(frames(1)).toBeLessThan(frames());
    },
  },
  {
    quote: 'more damping wobbles less',
    claim: 'more damping overshoots the target less',
    check: () => {
      const overshoot = (damping: number) => {
        let highest = -Infinity;
        runThreads(function* () {
          yield* spring(makeSpring(0.2, 20, damping), 0, 100, 0.1, (value) => (highest = Math.max(highest, value)));
        });
        return highest - 100;
      };
      expect(overshoot(3)).toBeLessThan(overshoot(0.5));
    },
  },
  {
    quote: 'A purely horizontal move to the right produces invalid (`NaN`)',
    claim: 'Vector2.arcLerp to the right gives NaN; to the left and vertically it follows a straight line',
    check: () => {
      const origin = new Vector2(0, 0);
      const right = Vector2.arcLerp(origin, new Vector2(100, 0), 0.5);
      expect(Number.isNaN(right.x) || Number.isNaN(right.y)).toBe(true);
      const left = Vector2.arcLerp(origin, new Vector2(-100, 0), 0.5);
      expect(left.y).toBeCloseTo(0, 6);
      const down = Vector2.arcLerp(origin, new Vector2(0, 100), 0.5);
      expect(down.x).toBeCloseTo(0, 6);
    },
  },
  {
    quote: '`Vector2.createArcLerp(false, Math.abs(dx / dy))`',
    claim: 'with the ratio passed, an opposite-sign diagonal bends off the straight line and stays within its box',
    check: () => {
      const from = new Vector2(0, 0);
      const to = new Vector2(100, -100);
      const lerp = Vector2.createArcLerp(false, Math.abs((to.x - from.x) / (to.y - from.y)));
      for (const t of [0.25, 0.5, 0.75]) {
        const point = lerp(from, to, t);
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(100);
        expect(point.y).toBeLessThanOrEqual(0);
        expect(point.y).toBeGreaterThanOrEqual(-100);
        // Off the diagonal y = -x: a curve, not a straight line.
        expect(Math.abs(point.x + point.y)).toBeGreaterThan(1);
      }
      expect(lerp(from, to, 1).equals(to)).toBe(true);
    },
  },
  {
    quote: 'A step without a timing or interpolation function reuses the one from the previous step.',
    claim: "a chained step without a timing function uses the previous step's, not the default easeInOutCubic",
    check: () => {
      const value = createSignal(0);
      let quarterIntoSecond = NaN;
      runThreads(function* () {
        yield* all(
          value(100, 1, linear).to(0, 1),
          (function* () {
            yield* waitFor(1.25);
            quarterIntoSecond = value();
          })(),
        );
      });
      // linear: 75 a quarter of the way back, to within a frame (100 / 60); easeInOutCubic would give 93.75.
      expect(Math.abs(quarterIntoSecond - 75)).toBeLessThanOrEqual(100 / 60 + 1e-9);
    },
  },
  {
    quote: '[`Vector2`](/api/core/types/Vector2) values move in a straight line, strings change letter by letter',
    claim: 'by default a Vector2 signal tweens along the straight line between its ends, and a string letter by letter',
    check: () => {
      const position = Vector2.createSignal([0, 0]);
      const text = createSignal('');
      const points: Array<{x: number; y: number}> = [];
      const texts: string[] = [];
      runThreads(function* () {
        yield* all(
          position([300, 150], 1),
          text('Canvas', 1),
          loopFor(1, function* () {
            points.push({x: position().x, y: position().y});
            texts.push(text());
            yield;
          }),
        );
      });
      for (const {x, y} of points) expect(y).toBeCloseTo(x / 2, 6);
      expect(points.some(({x}) => x > 50 && x < 250)).toBe(true);
      for (const sample of texts) expect('Canvas'.startsWith(sample)).toBe(true);
      expect(new Set(texts.map((sample) => sample.length)).size).toBeGreaterThan(4);
    },
  },
]);
