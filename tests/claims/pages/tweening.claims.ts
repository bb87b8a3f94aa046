import {Circle, Node, Rect, type View2D} from '@canvas-commons/2d';
import * as canvasCommons2d from '@canvas-commons/2d';
import * as core from '@canvas-commons/core';
import {
  BeatSpring,
  BounceSpring,
  Color,
  JumpSpring,
  PlopSpring,
  SmoothSpring,
  StrikeSpring,
  SwingSpring,
  Vector2,
  all,
  chain,
  clamp,
  clampRemap,
  cos,
  createEaseInBounce,
  createEaseInOutBounce,
  createEaseOutBack,
  createEaseOutElastic,
  createSignal,
  easeInBounce,
  easeInOutBounce,
  easeInOutCubic,
  easeOutBack,
  easeOutBounce,
  easeOutElastic,
  linear,
  loopFor,
  map,
  makeSpring,
  remap,
  sin,
  spring,
  textLerp,
  tween,
  useTime,
  waitFor,
  type InterpolationFunction,
  type SimpleSignal,
  type Spring,
  type ThreadGenerator,
  type TimingFunction,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {pageExample, runScene, runThreads, sampleScene} from '../harness';
import {runGeometry} from '../stand-in-scenes';
import knownIssues from './known-issues.claims';

const PAGE = 'docs/getting-started/tweening.mdx';

/** The easing functions that get an output range wrong in 0.3.1 (Known issues). */
const BOUNCE_RANGE_BUG = ['easeInBounce', 'easeInOutBounce'];

/** Every exported `ease*` function of core, by name. */
function easings(): Array<[string, TimingFunction]> {
  return Object.entries(core).filter(
    (entry): entry is [string, TimingFunction] => /^ease[A-Z]/.test(entry[0]) && typeof entry[1] === 'function',
  );
}

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

/** The values `read` returns on each frame while `task` plays (one sample per frame, with the time). */
function framesOf<T>(task: () => ThreadGenerator, read: () => T, seconds: number): Array<{time: number; value: T}> {
  const samples: Array<{time: number; value: T}> = [];
  runThreads(function* () {
    yield* all(
      task(),
      loopFor(seconds, function* () {
        samples.push({time: useTime(), value: read()});
        yield;
      }),
    );
  });
  return samples;
}

/** A spring from `from` to `to`: the values it reports with their times, and how long it runs in seconds. */
function springRun(preset: Spring, from: number, to: number, tolerance = 0.001) {
  const values: Array<{value: number; time: number}> = [];
  const frames = runThreads(function* () {
    yield* spring(preset, from, to, tolerance, (value, time) => values.push({value, time}));
  });
  return {values, seconds: frames / 60, highest: Math.max(...values.map(({value}) => value))};
}

/** The times at which the samples turn from rising to falling (local maxima). */
function peaks(values: Array<{value: number; time: number}>): number[] {
  const times: number[] = [];
  for (let i = 1; i + 1 < values.length; i++) {
    if (values[i].value > values[i - 1].value && values[i].value >= values[i + 1].value) times.push(values[i].time);
  }
  return times;
}

/** Runs `make` once and keeps its promise, so several claims can read the same scene run. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= make());
}

const circlesOf = (view: View2D) => view.findAll((node): node is Circle => node instanceof Circle);

/** The page's timing example: each frame's x of its five balls (linear, easeInOutCubic, easeInExpo, easeOutBack, easeOutBounce). */
const timingExample = once(async () => {
  const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/timing.tsx'), (view) =>
    circlesOf(view).map((ball) => ball.x()),
  );
  return samples.filter(({value}) => value.length === 5);
});

/** The page's tween() example: each frame's position, size and fill of its circle. */
const tweenExample = once(async () => {
  const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/tween.tsx'), (view) => {
    const circle = circlesOf(view)[0];
    if (!circle) return null;
    return {
      position: circle.position(),
      size: circle.width.context.getter() as number,
      fill: new Color(circle.fill() as Color),
    };
  });
  return samples.flatMap(({time, value}) => (value ? [{time, ...value}] : []));
});

/** The page's springs example: each frame's ball x, square x and square scale. */
const springsExample = once(async () => {
  const {samples, run} = await sampleScene(pageExample(PAGE, 'src/scenes/springs.tsx'), (view) => {
    const ball = circlesOf(view)[0];
    const box = view.findAll((node): node is Rect => node instanceof Rect)[0];
    if (!ball || !box) return null;
    return {ball: ball.x(), box: box.x(), scale: box.scale.x()};
  });
  return {run, samples: samples.flatMap(({time, value}) => (value ? [{time, ...value}] : []))};
});

/** The last sample time at which `value` was farther than `tolerance` from `target`. */
function lastAway<T extends {time: number}>(
  samples: T[],
  value: (sample: T) => number,
  target: number,
  tolerance: number,
) {
  return Math.max(...samples.filter((sample) => Math.abs(value(sample) - target) > tolerance).map(({time}) => time));
}

const claims: Claim[] = [
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
  {
    quote: 'animates a value from where it is to where it should be over a fixed time',
    claim:
      'a signal tween goes from the current value to the target in exactly its duration, through values in between',
    check: () => {
      const value = createSignal(20);
      const samples = framesOf(
        () => value(80, 1),
        () => value(),
        1.5,
      );
      const during = samples.filter(({time}) => time > 0.05 && time < 0.95);
      expect(during.length).toBeGreaterThan(50);
      for (const {value: sample} of during) {
        expect(sample).toBeGreaterThan(20);
        expect(sample).toBeLessThan(80);
      }
      // Not there before the duration has passed, there from then on.
      expect(samples.filter(({time}) => time < 0.97).every(({value: sample}) => sample < 80)).toBe(true);
      expect(samples.filter(({time}) => time >= 1).every(({value: sample}) => sample === 80)).toBe(true);
    },
  },
  {
    quote: 'decides *how progress moves through time*',
    claim: 'changing the timing function changes when a tween reaches each point, not which points it passes',
    check: () => {
      const path = (timing: TimingFunction) => {
        const position = Vector2.createSignal([0, 0]);
        return framesOf(
          () => position([300, 150], 1, timing),
          () => position(),
          1,
        );
      };
      const eased = path(easeInOutCubic);
      const steady = path(linear);
      // Both on the straight line from (0, 0) to (300, 150)...
      for (const {value} of [...eased, ...steady]) expect(value.y).toBeCloseTo(value.x / 2, 6);
      // ...but at different places at the same moment.
      const quarter = (samples: typeof eased) => samples.find(({time}) => time >= 0.25)!.value.x;
      expect(quarter(steady) - quarter(eased)).toBeGreaterThan(40);
    },
  },
  {
    quote: 'decides *what lies between* the start and end values',
    claim:
      'changing the interpolation function changes the values in between: an arc instead of a line, another colour mix',
    check: () => {
      const half: TimingFunction = () => 0.5;
      const position = Vector2.createSignal([-300, 0]);
      const straight = framesOf(
        () => position([300, 0], 1, half),
        () => position(),
        0.5,
      ).at(-1)!.value;
      position([-300, 0]);
      const arc = framesOf(
        () => position([300, 0], 1, half, Vector2.polarLerp),
        () => position(),
        0.5,
      ).at(-1)!.value;
      expect(straight.y).toBeCloseTo(0, 6);
      expect(Math.abs(arc.y)).toBeCloseTo(300, 3);
      const fill = Color.createSignal('#e0524c');
      const lch = framesOf(
        () => fill('#3f82d6', 1, half),
        () => fill().hex(),
        0.5,
      ).at(-1)!.value;
      fill('#e0524c');
      const rgb = framesOf(
        () => fill('#3f82d6', 1, half, Color.createLerp('rgb')),
        () => fill().hex(),
        0.5,
      ).at(-1)!.value;
      expect(lch).not.toBe(rgb);
    },
  },
  {
    quote: 'call a [signal](/docs/signals) with a target value and a duration in seconds',
    claim: 'signal(value, duration) tweens to the value over that many seconds',
    check: () => {
      const value = createSignal(0);
      let time = NaN;
      runThreads(function* () {
        yield* value(100, 2);
        time = useTime();
      });
      expect(value()).toBe(100);
      expect(time).toBeCloseTo(2, 6);
    },
  },
  {
    quote: 'circle().position([300, 0], 1, easeInOutCubic, Vector2.polarLerp); // and interpolation',
    claim:
      'the fourth argument is the interpolation: with polarLerp the position turns around the origin, eased in time',
    check: () => {
      const position = Vector2.createSignal([-300, 0]);
      const samples = framesOf(
        () => position([300, 0], 1, easeInOutCubic, Vector2.polarLerp),
        () => position(),
        1.2,
      );
      for (const {value} of samples) expect(value.magnitude).toBeCloseTo(300, 3);
      // Each frame is the polarLerp of eased progress, the frame's or the one before's.
      for (const {time, value} of samples.filter((sample) => sample.time > 0 && sample.time < 1)) {
        const candidates = [time, time - 1 / 60].map((at) =>
          Vector2.polarLerp(new Vector2(-300, 0), new Vector2(300, 0), easeInOutCubic(Math.max(0, at))),
        );
        expect(Math.min(...candidates.map((point) => point.sub(value).magnitude))).toBeLessThan(1e-6);
      }
      expect(samples.at(-1)!.value.equals(new Vector2(300, 0))).toBe(true);
    },
  },
  {
    quote: 'The call returns a generator, and nothing moves until you play it with `yield*`',
    claim: 'a signal tween is a generator that changes nothing until played with yield* or given to all',
    check: () => {
      const value = createSignal(0);
      let afterWait = NaN;
      runThreads(function* () {
        const task = value(100, 0.5);
        expect(typeof task.next).toBe('function');
        yield* waitFor(1);
        afterWait = value();
        yield* all(task);
      });
      expect(afterWait).toBe(0);
      expect(value()).toBe(100);
    },
  },
  {
    quote: '| `.to(value, duration, timing?, interpolation?)` | a tween to another value |',
    claim: '.to() queues a tween to another value, with its own timing and interpolation functions',
    check: () => {
      const value = createSignal(0);
      const used: number[] = [];
      const traced: InterpolationFunction<number> = (from, to, progress) => {
        used.push(progress);
        return map(from, to, progress);
      };
      const samples = framesOf(
        () => value(100, 1).to(40, 1, linear, traced),
        () => value(),
        2.2,
      );
      // In the second step, linear progress reaches the interpolation unchanged.
      expect(used.length).toBeGreaterThan(50);
      const quarter = samples.find(({time}) => time >= 1.25)!.value;
      expect(Math.abs(quarter - 85)).toBeLessThanOrEqual(60 / 60 + 1e-9);
      expect(value()).toBe(40);
    },
  },
  {
    quote: '| `.do(callback)` | an instant callback |',
    claim: '.do() runs the callback when the chain reaches it, without taking time',
    check: () => {
      const value = createSignal(0);
      let seen = NaN;
      let calledAt = NaN;
      let end = NaN;
      runThreads(function* () {
        yield* value(10, 0.5)
          .do(() => {
            seen = value();
            calledAt = useTime();
          })
          .to(0, 0.5);
        end = useTime();
      });
      expect(seen).toBe(10);
      expect(calledAt).toBeCloseTo(0.5, 6);
      expect(end).toBeCloseTo(1, 6);
    },
  },
  {
    quote: '| `.run(generator)` | any generator, played to the end |',
    claim: '.run() plays another generator to its end before the next step',
    check: () => {
      const value = createSignal(0);
      const other = createSignal(0);
      let otherWhenNextStarts = NaN;
      let end = NaN;
      runThreads(function* () {
        yield* value(10, 0.5)
          .run(other(50, 1))
          .do(() => (otherWhenNextStarts = other()))
          .to(0, 0.5);
        end = useTime();
      });
      expect(otherWhenNextStarts).toBe(50);
      expect(end).toBeCloseTo(2, 6);
    },
  },
  {
    quote: '`all(a().x(100, 1).to(0, 1), b().x(-100, 2))` runs it alongside other animations',
    claim: 'a whole chain is one generator that all() plays in parallel with another tween',
    check: () => {
      const a = createSignal(0);
      const b = createSignal(0);
      let atOne = {a: NaN, b: NaN};
      let end = NaN;
      runThreads(function* () {
        yield* all(
          a(100, 1).to(0, 1),
          b(-100, 2),
          chain(waitFor(1), () => {
            atOne = {a: a(), b: b()};
          }),
        );
        end = useTime();
      });
      expect(atOne.a).toBeGreaterThan(95);
      expect(atOne.b).toBeLessThan(-40);
      expect(atOne.b).toBeGreaterThan(-60);
      expect(end).toBeCloseTo(2, 6);
      expect([a(), b()]).toEqual([0, -100]);
    },
  },
  {
    quote: 'There is no separate fade function: fading a node is a tween of its `opacity` signal',
    claim:
      'neither package exports a fade function; opacity defaults to 1, stays within 0 to 1, and tweens like any signal',
    check: async () => {
      const names = [...Object.keys(core), ...Object.keys(canvasCommons2d)];
      // Only the scene transition of that name, which the page points to for whole scenes.
      expect(names.filter((name) => /fade/i.test(name))).toEqual(['fadeTransition']);
      const seen: number[] = [];
      await runScene(function* (view) {
        const node = new Circle({size: 100});
        view.add(node);
        seen.push(node.opacity());
        node.opacity(2);
        seen.push(node.opacity());
        node.opacity(-1);
        seen.push(node.opacity());
        node.opacity(1);
        yield* node.opacity(0, 0.5);
        seen.push(node.opacity());
      });
      expect(seen).toEqual([1, 1, 0, 0]);
    },
  },
  {
    quote: "Opacity also applies to the node's children.",
    claim: "a node's opacity multiplies into its children's, and makes the node draw them through one cache",
    check: async () => {
      const result: number[] = [];
      let cached = false;
      await runScene(function* (view) {
        const child = new Circle({size: 50, opacity: 0.8});
        const parent = new Node({children: [child]});
        view.add(parent);
        result.push(child.absoluteOpacity());
        parent.opacity(0.5);
        result.push(child.absoluteOpacity());
        cached = (parent as unknown as {requiresCache(): boolean}).requiresCache();
        yield;
      });
      expect(result[0]).toBeCloseTo(0.8, 9);
      expect(result[1]).toBeCloseTo(0.4, 9);
      expect(cached).toBe(true);
    },
  },
  {
    quote: 'takes linear progress from `0` to `1` and',
    claim: 'a tween passes linear progress to the timing function, and every ease* maps 0 to 0 and 1 to 1',
    check: () => {
      const inputs: number[] = [];
      const value = createSignal(0);
      runThreads(function* () {
        yield* value(100, 1, (progress) => {
          inputs.push(progress);
          return progress;
        });
      });
      expect(inputs[0]).toBe(0);
      expect(inputs.at(-1)).toBe(1);
      for (let i = 1; i < inputs.length; i++) expect(inputs[i] - inputs[i - 1]).toBeCloseTo(1 / 60, 9);
      for (const [name, easing] of easings()) {
        expect(easing(0), name).toBeCloseTo(0, 9);
        expect(easing(1), name).toBeCloseTo(1, 9);
      }
    },
  },
  {
    quote: '`easeIn*` starts slowly, `easeOut*` ends slowly',
    claim:
      'for every curve, easeIn covers under half of what linear does in the first 10%, easeOut in the last, easeInOut in both',
    check: () => {
      const suffixes = ['Sine', 'Quad', 'Cubic', 'Quart', 'Quint', 'Expo', 'Circ', 'Back', 'Elastic', 'Bounce'];
      const ease = (name: string) => (core as unknown as Record<string, TimingFunction>)[name];
      for (const suffix of suffixes) {
        const [easeIn, easeOut, easeInOut] = ['easeIn', 'easeOut', 'easeInOut'].map((kind) => ease(kind + suffix));
        expect(Math.abs(easeIn(0.1)), `easeIn${suffix}`).toBeLessThan(0.05);
        expect(Math.abs(1 - easeOut(0.9)), `easeOut${suffix}`).toBeLessThan(0.05);
        expect(Math.abs(easeInOut(0.1)), `easeInOut${suffix}`).toBeLessThan(0.05);
        expect(Math.abs(1 - easeInOut(0.9)), `easeInOut${suffix}`).toBeLessThan(0.05);
      }
    },
  },
  {
    quote: '`Quint`: progressively sharper curves, and `Expo` and `Circ`: an exponential and a',
    claim:
      'Sine to Quint start ever more slowly; Expo doubles every tenth of progress and Circ follows a quarter circle',
    check: () => {
      const order = [core.easeInSine, core.easeInQuad, core.easeInCubic, core.easeInQuart, core.easeInQuint];
      for (let t = 0.05; t < 1; t += 0.05) {
        for (let i = 1; i < order.length; i++) expect(order[i](t)).toBeLessThan(order[i - 1](t));
      }
      for (let t = 0.1; t < 0.85; t += 0.1) expect(core.easeInExpo(t + 0.1) / core.easeInExpo(t)).toBeCloseTo(2, 6);
      for (let t = 0; t <= 1; t += 0.1) expect(t ** 2 + (1 - core.easeInCirc(t)) ** 2).toBeCloseTo(1, 9);
    },
  },
  {
    quote: '- `Back`: overshoots slightly',
    claim: 'easeOutBack goes about 10% past the end before settling on it',
    check: () => {
      let highest = -Infinity;
      for (let t = 0; t <= 1; t += 0.001) highest = Math.max(highest, easeOutBack(t));
      expect(highest).toBeGreaterThan(1.05);
      expect(highest).toBeLessThan(1.15);
      expect(easeOutBack(1)).toBeCloseTo(1, 9);
    },
  },
  {
    quote: '- `Elastic`: oscillates like a plucked string',
    claim: 'easeOutElastic swings above and below the end several times, less each time',
    check: () => {
      const swings: number[] = [];
      let previous = easeOutElastic(0.001) - 1;
      let extreme = 0;
      for (let t = 0.002; t < 1; t += 0.001) {
        const offset = easeOutElastic(t) - 1;
        if (Math.sign(offset) !== Math.sign(previous)) {
          swings.push(Math.abs(extreme));
          extreme = 0;
        }
        if (Math.abs(offset) > Math.abs(extreme)) extreme = offset;
        previous = offset;
      }
      expect(swings.length).toBeGreaterThanOrEqual(4);
      for (let i = 2; i < swings.length; i++) expect(swings[i]).toBeLessThan(swings[i - 1]);
    },
  },
  {
    quote: '- `Bounce`: bounces off the target',
    claim: 'easeOutBounce reaches the end, falls back and returns to it several times, never going more than 0.5% past',
    check: () => {
      let touches = 0;
      let away = true;
      let highest = -Infinity;
      for (let t = 0; t <= 1; t += 0.0005) {
        const value = easeOutBounce(t);
        highest = Math.max(highest, value);
        if (away && value > 0.995) touches++;
        away = value < 0.95 ? true : value > 0.995 ? false : away;
      }
      expect(touches).toBeGreaterThanOrEqual(3);
      expect(highest).toBeLessThan(1.005);
    },
  },
  {
    quote: 'which rescale the sine or',
    claim: 'linear returns its input; sin and cos rescale Math.sin and Math.cos from -1…1 to 0…1',
    check: () => {
      for (const t of [0, 0.3, 1]) expect(linear(t)).toBe(t);
      expect(sin(0)).toBe(0.5);
      expect(cos(0)).toBe(1);
      for (const t of [0.4, 1, 2.5]) {
        expect(sin(t)).toBeCloseTo((Math.sin(t) + 1) / 2, 12);
        expect(cos(t)).toBeCloseTo((Math.cos(t) + 1) / 2, 12);
      }
    },
  },
  {
    quote: '`Back`, `Elastic` and `Bounce` also come as factories for',
    claim:
      'each Back, Elastic and Bounce easing has a createEase* factory whose defaults give it, and whose parameter changes it',
    check: () => {
      for (const kind of ['In', 'Out', 'InOut']) {
        for (const curve of ['Back', 'Elastic', 'Bounce']) {
          const factory = (core as unknown as Record<string, () => TimingFunction>)[`createEase${kind}${curve}`];
          const preset = (core as unknown as Record<string, TimingFunction>)[`ease${kind}${curve}`];
          expect(typeof factory, `createEase${kind}${curve}`).toBe('function');
          for (const t of [0.2, 0.5, 0.8]) expect(factory()(t)).toBeCloseTo(preset(t), 12);
        }
      }
      const peak = (easing: TimingFunction) => Math.max(...Array.from({length: 1001}, (_, i) => easing(i / 1000)));
      expect(peak(createEaseOutBack(3))).toBeGreaterThan(peak(easeOutBack) + 0.05);
      expect(createEaseOutElastic(4)(0.3)).not.toBeCloseTo(easeOutElastic(0.3), 3);
    },
  },
  {
    quote: 'any `(value: number) => number` that maps `0` to `0` and `1` to',
    claim: "a function of one's own works as a timing function: the page's four-step function moves x in four jumps",
    check: () => {
      const steps: TimingFunction = (value) => Math.floor(value * 4) / 4;
      const x = createSignal(0);
      const samples = framesOf(
        () => x(300, 2, steps),
        () => x(),
        2.1,
      );
      expect(new Set(samples.map(({value}) => value))).toEqual(new Set([0, 75, 150, 225, 300]));
      expect(samples.find(({time}) => time >= 0.6)!.value).toBe(75);
      expect(x()).toBe(300);
    },
  },
  {
    quote: 'Five balls travel the same distance in the same time, each with a different timing function.',
    claim: "the example's five balls all go from -300 to 600 in the first two seconds",
    check: async () => {
      const samples = await timingExample();
      // The first sample is taken one frame in, at 1/120 of the two-second tweens.
      const timings = [linear, easeInOutCubic, core.easeInExpo, easeOutBack, easeOutBounce];
      samples[0].value.forEach((x, index) => expect(x).toBeCloseTo(-300 + 900 * timings[index](1 / 120), 6));
      const atTwo = samples.find(({time}) => time >= 2)!.value;
      expect(atTwo).toEqual([600, 600, 600, 600, 600]);
      const before = samples.filter(({time}) => time > 0.1 && time < 1.9);
      expect(before.every(({value}) => new Set(value).size > 1)).toBe(true);
    },
  },
  {
    quote: 'All five start and arrive together, but the journeys differ.',
    claim:
      'in the example, linear is steady, easeInOutCubic speeds up then slows, easeInExpo barely moves for a second, easeOutBack overshoots, easeOutBounce bounces',
    check: async () => {
      const samples = (await timingExample()).filter(({time}) => time <= 2);
      const at = (time: number) => samples.find((sample) => sample.time >= time - 1e-9)!.value;
      const speed = (ball: number, time: number) => Math.abs(at(time + 0.1)[ball] - at(time)[ball]);
      // linear: the same distance in every tenth of a second (15 px a frame × 6).
      for (const time of [0.2, 0.9, 1.6]) expect(speed(0, time)).toBeCloseTo(45, 6);
      // easeInOutCubic: slow, fast, slow.
      expect(speed(1, 0.1)).toBeLessThan(speed(1, 0.95) / 4);
      expect(speed(1, 1.8)).toBeLessThan(speed(1, 0.95) / 4);
      // easeInExpo: under 5% of the way after one second, then the rest.
      expect(at(1)[2] + 300).toBeLessThan(0.05 * 900);
      expect(at(2)[2] - at(1.8)[2]).toBeGreaterThan(0.4 * 900);
      // easeOutBack: past 600, then back on it.
      expect(Math.max(...samples.map(({value}) => value[3]))).toBeGreaterThan(630);
      // easeOutBounce: reaches 600, drops back, reaches it again, more than once.
      let returns = 0;
      let away = true;
      for (const {value} of samples) {
        if (away && value[4] > 597) returns++;
        away = value[4] < 590 ? true : value[4] > 597 ? false : away;
      }
      expect(returns).toBeGreaterThanOrEqual(3);
    },
  },
  {
    quote: 'Once the timing function has produced eased progress `t`, an interpolation function',
    claim: 'the interpolation function receives the timing function’s output as its progress',
    check: () => {
      const pairs: Array<[number, number]> = [];
      let lastEased = NaN;
      const timing: TimingFunction = (value) => (lastEased = easeInOutCubic(value));
      const interpolation: InterpolationFunction<number> = (from, to, progress) => {
        pairs.push([lastEased, progress]);
        return map(from, to, progress);
      };
      const value = createSignal(0);
      runThreads(function* () {
        yield* value(100, 1, timing, interpolation);
      });
      expect(pairs.length).toBeGreaterThan(50);
      for (const [eased, progress] of pairs) expect(progress).toBe(eased);
    },
  },
  {
    quote: 'numbers are interpolated linearly',
    claim: 'a number signal tween is map(from, to, eased progress)',
    check: () => {
      const at = (progress: number) => {
        const value = createSignal(20);
        return framesOf(
          () => value(120, 1, () => progress),
          () => value(),
          0.5,
        ).at(-1)!.value;
      };
      for (const progress of [0.1, 0.5, 0.9]) expect(at(progress)).toBeCloseTo(map(20, 120, progress), 9);
    },
  },
  {
    quote: '([`textLerp`](/api/core/tweening/textLerp)), and',
    claim:
      'a string signal tween is textLerp of the eased progress: letters of the new text replace the old one by one',
    check: () => {
      const at = (from: string, to: string, progress: number) => {
        const text = createSignal(from);
        return framesOf(
          () => text(to, 1, () => progress),
          () => text(),
          0.5,
        ).at(-1)!.value;
      };
      for (const [from, to] of [
        ['', 'Canvas'],
        ['Hello', 'World!!'],
        ['Hello world', 'Hi'],
      ]) {
        for (const progress of [0.25, 0.5, 0.75]) expect(at(from, to, progress)).toBe(textLerp(from, to, progress));
      }
      // Half way from Hello to World!!: Wor has replaced Hel, lo is left, and the text has grown by a letter.
      expect(at('Hello', 'World!!', 0.5)).toBe('Worlo!');
    },
  },
  {
    quote: 'values are mixed in the LCH colour',
    claim: "a node's fill and a Color signal tween mix in LCH by default, not in RGB",
    check: async () => {
      const half: TimingFunction = () => 0.5;
      const lch = Color.lerp('#e0524c', '#3f82d6', 0.5, 'lch').hex();
      expect(lch).not.toBe(Color.lerp('#e0524c', '#3f82d6', 0.5, 'rgb').hex());
      const signal = Color.createSignal('#e0524c');
      expect(
        framesOf(
          () => signal('#3f82d6', 1, half),
          () => signal().hex(),
          0.5,
        ).at(-1)!.value,
      ).toBe(lch);
      let fill = '';
      await runScene(function* (view) {
        const circle = new Circle({size: 100, fill: '#e0524c'});
        view.add(circle);
        yield* all(
          circle.fill('#3f82d6', 1, half),
          chain(waitFor(0.5), () => (fill = new Color(circle.fill() as Color).hex())),
        );
      });
      expect(fill).toBe(lch);
    },
  },
  {
    quote: 'pass an interpolation function as the fourth argument of a tween',
    claim: 'the fourth argument of a signal tween is its interpolation function',
    check: () =>
      checkOf(claims, 'circle().position([300, 0], 1, easeInOutCubic, Vector2.polarLerp); // and interpolation')(),
  },
  {
    quote:
      '`Vector2.polarLerp` rotates around the origin of the parent, interpolating the angle and the distance from it,',
    claim: 'polarLerp interpolates angle and distance around (0, 0), which for a position is the origin of the parent',
    check: async () => {
      const middle = Vector2.polarLerp(new Vector2(100, 0), new Vector2(0, 200), 0.5);
      expect(middle.magnitude).toBeCloseTo(150, 9);
      expect(middle.degrees).toBeCloseTo(45, 9);
      let offset = new Vector2(NaN, NaN);
      await runGeometry(function* (view) {
        const circle = new Circle({size: 10, x: -100});
        const parent = new Node({x: 500, y: 100, children: [circle]});
        view.add(parent);
        yield* all(
          circle.position([100, 0], 1, () => 0.5, Vector2.polarLerp),
          chain(waitFor(0.5), () => (offset = circle.absolutePosition().sub(parent.absolutePosition()))),
        );
      });
      // Half way round the parent's origin at (500, 100) from its left to its right: straight above it.
      expect(offset.x).toBeCloseTo(0, 6);
      expect(offset.y).toBeCloseTo(-100, 6);
    },
  },
  {
    quote: '`Vector2.createPolarLerp(counterclockwise, center)` picks the direction and the centre of rotation',
    claim: 'createPolarLerp(true) turns the other way, and its center moves the centre of rotation',
    check: () => {
      const from = new Vector2(-400, 0);
      const to = new Vector2(400, 0);
      expect(Vector2.polarLerp(from, to, 0.5).y).toBeCloseTo(-400, 9);
      expect(Vector2.createPolarLerp(true)(from, to, 0.5).y).toBeCloseTo(400, 9);
      const aroundCenter = Vector2.createPolarLerp(false, [100, 0])(new Vector2(0, 0), new Vector2(200, 0), 0.5);
      expect(aroundCenter.x).toBeCloseTo(100, 9);
      expect(aroundCenter.y).toBeCloseTo(-100, 9);
    },
  },
  {
    quote: '`Vector2.arcLerp` curves the path by moving the x and y coordinates at different rates',
    claim: 'arcLerp moves x and y at different rates, so the path leaves the straight line',
    check: () => {
      const to = new Vector2(100, 100);
      for (const t of [0.25, 0.5, 0.75]) {
        const point = Vector2.arcLerp(Vector2.zero, to, t);
        expect(Math.abs(point.x - point.y)).toBeGreaterThan(20);
      }
      expect(Vector2.arcLerp(Vector2.zero, to, 1).equals(to)).toBe(true);
    },
  },
  {
    quote: '`Vector2.createArcLerp(reverse, ratio)` flips the bend or sets its shape',
    claim: 'createArcLerp(true) mirrors the bend (x and y swap roles), and a ratio changes its shape',
    check: () => {
      const to = new Vector2(100, 100);
      const normal = Vector2.arcLerp(Vector2.zero, to, 0.3);
      const flipped = Vector2.createArcLerp(true)(Vector2.zero, to, 0.3);
      expect(flipped.x).toBeCloseTo(normal.y, 9);
      expect(flipped.y).toBeCloseTo(normal.x, 9);
      const shaped = Vector2.createArcLerp(false, 2)(Vector2.zero, to, 0.3);
      expect(shaped.sub(normal).magnitude).toBeGreaterThan(5);
    },
  },
  {
    quote: "`Color.createLerp(space)` mixes colours in another space, such as `'rgb'`, `'hsl'` or `'oklab'`",
    claim: "Color.createLerp('rgb') averages the channels, and each space gives its own mix",
    check: () => {
      // #e0524c = (224, 82, 76), #3f82d6 = (63, 130, 214): the RGB average is (143.5, 106, 145).
      const rgb = Color.createLerp('rgb')(new Color('#e0524c'), new Color('#3f82d6'), 0.5).rgb();
      [143.5, 106, 145].forEach((channel, index) => expect(Math.abs(rgb[index] - channel)).toBeLessThanOrEqual(0.5));
      const mixes = (['rgb', 'hsl', 'oklab', 'lch'] as const).map((space) =>
        Color.createLerp(space)(new Color('#e0524c'), new Color('#3f82d6'), 0.5).hex(),
      );
      expect(new Set(mixes).size).toBe(4);
    },
  },
  {
    quote: 'only produces a clean arc when the x and y distances have the',
    claim:
      'with its default ratio arcLerp matches the passed-ratio arc on same-sign diagonals, and jumps or leaves the box on the others',
    check: () => {
      const fixed = (from: Vector2, to: Vector2, t: number) =>
        Vector2.arcLerp(from, to, t, false, Math.abs((to.x - from.x) / (to.y - from.y)));
      const analyse = (to: Vector2, lerp: (from: Vector2, to: Vector2, t: number) => Vector2) => {
        let outside = false;
        let biggestStep = 0;
        let previous = Vector2.zero;
        for (let i = 1; i <= 60; i++) {
          const point = lerp(Vector2.zero, to, i / 60);
          const inX = point.x >= Math.min(0, to.x) - 1e-9 && point.x <= Math.max(0, to.x) + 1e-9;
          const inY = point.y >= Math.min(0, to.y) - 1e-9 && point.y <= Math.max(0, to.y) + 1e-9;
          outside ||= !inX || !inY;
          biggestStep = Math.max(biggestStep, point.sub(previous).magnitude);
          previous = point;
        }
        return {outside, biggestStep};
      };
      for (const [x, y] of [
        [100, 100],
        [200, 100],
        [-100, -100],
        [-300, -100],
      ]) {
        const to = new Vector2(x, y);
        for (const t of [0.2, 0.5, 0.8]) {
          expect(Vector2.arcLerp(Vector2.zero, to, t).sub(fixed(Vector2.zero, to, t)).magnitude).toBeLessThan(1e-9);
        }
        expect(analyse(to, Vector2.arcLerp).outside).toBe(false);
      }
      for (const [x, y] of [
        [100, -100],
        [200, -100],
        [100, -200],
        [-100, 100],
        [-200, 100],
        [-100, 300],
      ]) {
        const to = new Vector2(x, y);
        const byDefault = analyse(to, Vector2.arcLerp);
        const clean = analyse(to, fixed);
        expect(clean.outside).toBe(false);
        expect(byDefault.outside || byDefault.biggestStep > 1.5 * clean.biggestStep, `${x}, ${y}`).toBe(true);
      }
    },
  },
  {
    quote: 'On the other two diagonals it rushes ahead along the arc, and',
    claim: 'with opposite signs the default arc is past half its way at a quarter of its time',
    check: checkOf(
      knownIssues.claims,
      'an arc tween between points whose x and y distances have opposite signs rushes',
    ),
  },
  {
    quote: 'swings past the end when the x distance is more than about 1.75 times the y distance',
    claim: 'opposite signs with |dx| > 1.75 |dy| swing past the end y and come back',
    check: checkOf(knownIssues.claims, 'a move straight to the right gives `NaN` positions.'),
  },
  {
    quote: 'Use `polarLerp` when you',
    claim: 'polarLerp curves a horizontal or vertical move, where arcLerp gives NaN or a straight line',
    check: () => {
      for (const to of [new Vector2(100, 0), new Vector2(-100, 0), new Vector2(0, 100)]) {
        const middle = Vector2.polarLerp(new Vector2(to.x === 0 ? 0 : -to.x, to.x === 0 ? -100 : 0), to, 0.5);
        expect(Number.isFinite(middle.x) && Number.isFinite(middle.y)).toBe(true);
        // Off the straight line between the two ends, which passes through (0, 0).
        expect(middle.magnitude).toBeCloseTo(100, 9);
      }
    },
  },
  {
    quote: 'The same functions can be called directly.',
    claim: 'called directly, polarLerp gives the points a tween with it passes through',
    check: () =>
      checkOf(claims, 'circle().position([300, 0], 1, easeInOutCubic, Vector2.polarLerp); // and interpolation')(),
  },
  {
    quote: '`map(from, to, t)` interpolates numbers;',
    claim:
      'map interpolates; remap and clampRemap convert between ranges (clampRemap clamped); clamp keeps a value in a range',
    check: () => {
      expect(map(80, 200, 0.25)).toBe(110);
      expect(remap(0, 10, 100, 200, 5)).toBe(150);
      expect(remap(0, 10, 100, 200, 20)).toBe(300);
      expect(clampRemap(0, 10, 100, 200, 20)).toBe(200);
      expect(clampRemap(0, 10, 200, 100, -5)).toBe(200);
      expect([clamp(0, 1, 2), clamp(0, 1, -1), clamp(0, 1, 0.3)]).toEqual([1, 0, 0.3]);
    },
  },
  {
    quote: '`Vector2.lerp(a, b, t)` and',
    claim: 'Vector2.lerp interpolates each coordinate; Color.lerp mixes two colours, given as strings too',
    check: () => {
      const point = Vector2.lerp(new Vector2(0, 0), new Vector2(100, 50), 0.3);
      expect([point.x, point.y]).toEqual([30, 15]);
      expect(Color.lerp('#e0524c', '#3f82d6', 0).hex()).toBe('#e0524c');
      expect(Color.lerp('#e0524c', '#3f82d6', 1).hex()).toBe('#3f82d6');
      const middle = Color.lerp('#e0524c', '#3f82d6', 0.5).hex();
      expect(middle).not.toBe('#e0524c');
      expect(middle).not.toBe('#3f82d6');
    },
  },
  {
    quote: 'Easing and interpolation are up to you',
    claim: 'tween() applies no easing of its own: the progress it passes is linear',
    check: () => checkOf(claims, 'It calls your function on every frame with linear progress from `0` to `1`.')(),
  },
  {
    quote: 'The red circle travels from left to right along a half circle over the centre of the frame',
    claim: "the tween() example's circle keeps 400 px from the centre, above it, moving left to right",
    check: async () => {
      const samples = (await tweenExample()).filter(({time}) => time <= 2.5);
      expect(samples.length).toBeGreaterThan(140);
      for (const {position} of samples) {
        expect(position.magnitude).toBeCloseTo(400, 3);
        expect(position.y).toBeLessThanOrEqual(1e-6);
      }
      for (let i = 1; i < samples.length; i++)
        expect(samples[i].position.x).toBeGreaterThanOrEqual(samples[i - 1].position.x);
      expect(samples[0].position.x).toBeCloseTo(-400, 6);
      expect(samples.at(-1)!.position.x).toBeCloseTo(400, 6);
      expect(Math.min(...samples.map(({position}) => position.y))).toBeLessThan(-399);
    },
  },
  {
    quote: 'It swells to three times its size at the top of the arc and shrinks back, while gradually turning',
    claim: 'the circle grows from 80 to 240 at the top of the arc, back to 80, while its fill goes from red to blue',
    check: async () => {
      const samples = (await tweenExample()).filter(({time}) => time <= 2.5);
      const largest = samples.reduce((best, sample) => (sample.size > best.size ? sample : best));
      expect(largest.size).toBeCloseTo(240, 0);
      expect(Math.abs(largest.position.x)).toBeLessThan(15);
      expect(samples[0].size).toBeCloseTo(80, 6);
      expect(samples.at(-1)!.size).toBeCloseTo(80, 2);
      expect(samples[0].fill.hex()).toBe('#e0524c');
      expect(samples.at(-1)!.fill.hex()).toBe('#3f82d6');
    },
  },
  {
    quote: 'All three properties are driven by the same',
    claim: 'on every frame, position, size and fill are the values of one and the same eased t',
    check: async () => {
      const samples = (await tweenExample()).filter(({time}) => time <= 2.5);
      for (const {position, size, fill} of samples) {
        // The t that polarLerp turned into this position: the angle from 180° to 360°.
        const degrees = (position.degrees + 360) % 360 || (position.x > 0 ? 360 : 180);
        const t = (degrees - 180) / 180;
        expect(size).toBeCloseTo(map(80, 240, Math.sin(t * Math.PI)), 3);
        expect(fill.hex()).toBe(Color.lerp('#e0524c', '#3f82d6', t).hex());
      }
    },
  },
  {
    quote: 'Note the size: `Math.sin(t * Math.PI)` goes from 0 up to 1 and back',
    claim: 'a signal tween always ends on its target, so even a timing function that returns to 0 cannot bring it back',
    check: () => {
      expect(Math.sin(0.5 * Math.PI)).toBe(1);
      expect(Math.sin(Math.PI)).toBeCloseTo(0, 12);
      const size = createSignal(80);
      const samples = framesOf(
        () => size(240, 1, (value) => Math.sin(value * Math.PI)),
        () => size(),
        1.2,
      );
      expect(samples.find(({time}) => time >= 0.5)!.value).toBeCloseTo(240, 0);
      expect(size()).toBe(240);
    },
  },
  {
    quote: 'simulates a mass on a spring pulled',
    claim: 'a spring oscillates with the damped period of its mass and stiffness, and ends on the target',
    check: () => {
      const {values} = springRun(PlopSpring, 0, 100, 0.001);
      // m = 0.2, k = 20, c = 0.68: ω = √(k/m − (c/2m)²).
      const period = (2 * Math.PI) / Math.sqrt(20 / 0.2 - (0.68 / 0.4) ** 2);
      const times = peaks(values);
      expect(times.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < 3; i++) expect(Math.abs(times[i] - times[i - 1] - period)).toBeLessThanOrEqual(1 / 60 + 1e-9);
      expect(values[0].value).toBe(0);
      let last = NaN;
      runThreads(function* () {
        yield* spring(PlopSpring, 0, 100, (value) => (last = value));
      });
      expect(Math.abs(last - 100)).toBeLessThan(0.01);
    },
  },
  {
    quote: 'a quick snap, a soft glide or a long wobble',
    claim:
      'StrikeSpring snaps into place in under half a second, a heavily damped spring never overshoots, BounceSpring wobbles for over 10 s',
    check: () => {
      expect(springRun(StrikeSpring, 0, 100, 1).seconds).toBeLessThan(0.5);
      const glide = springRun(makeSpring(0.2, 20, 6), 0, 100, 1);
      expect(glide.highest).toBeLessThanOrEqual(100);
      const wobble = springRun(BounceSpring, 0, 100, 1);
      expect(wobble.seconds).toBeGreaterThan(10);
      expect(peaks(wobble.values).length).toBeGreaterThan(10);
    },
  },
  {
    quote: 'You get the current value in a callback, as with `tween`',
    claim: "the spring's callback receives each frame's value and the time since the spring started",
    check: () => {
      const {values} = springRun(PlopSpring, -400, 400, 1);
      expect(values[0]).toEqual({value: -400, time: 0});
      // The start is reported twice at 0 s, then once a frame.
      for (let i = 1; i < values.length; i++) expect(values[i].time).toBeCloseTo((i - 1) / 60, 9);
      expect(new Set(values.map(({value}) => value)).size).toBeGreaterThan(values.length / 2);
    },
  },
  {
    quote: 'The presets are [`BeatSpring`](/api/core/tweening/BeatSpring)',
    claim: 'the seven presets are exported springs (mass, stiffness, damping) that each run to their target',
    check: () => {
      const presets = [BeatSpring, PlopSpring, BounceSpring, SwingSpring, JumpSpring, StrikeSpring, SmoothSpring];
      for (const preset of presets) {
        expect(preset.mass).toBeGreaterThan(0);
        expect(preset.stiffness).toBeGreaterThan(0);
        expect(preset.damping).toBeGreaterThan(0);
        let last = NaN;
        runThreads(function* () {
          yield* spring(preset, 0, 100, 1, (value) => (last = value));
        });
        expect(Math.abs(last - 100)).toBeLessThan(1.5);
      }
      expect(new Set(presets.map(({mass, stiffness}) => `${mass}/${stiffness}`)).size).toBe(7);
    },
  },
  {
    quote: 'more stiffness is faster',
    claim: 'a stiffer spring reaches the target sooner',
    check: () => {
      const firstArrival = (stiffness: number) =>
        springRun(makeSpring(0.2, stiffness, 0.5), 0, 100, 1).values.find(({value}) => value >= 100)!.time;
      expect(firstArrival(40)).toBeLessThan(firstArrival(10) * 0.75);
    },
  },
  {
    quote: 'an initial velocity gives the motion a kick',
    claim: 'with an initial velocity the spring moves off faster at the start',
    check: () => {
      const afterFrames = (velocity?: number) =>
        springRun(makeSpring(0.2, 20, 0.68, velocity), 0, 100, 1).values[3].value;
      expect(afterFrames(200)).toBeGreaterThan(afterFrames() + 5);
      expect(afterFrames(0)).toBe(afterFrames());
    },
  },
  {
    quote:
      'When it runs, the orange ball glides right, comes back to the middle, pauses, and returns to where it started.',
    claim: 'the ball goes to 500 in 1 s, to 0 in 0.6 s, holds 0.3 s, and is back at -500 at 2.7 s',
    check: async () => {
      const {samples} = await springsExample();
      const at = (time: number) => samples.find((sample) => sample.time >= time - 1e-9)!.ball;
      expect(samples[0].ball).toBe(-500);
      expect(at(1)).toBeCloseTo(500, 0);
      expect(at(1.6)).toBeCloseTo(0, 0);
      expect(at(1.85)).toBeCloseTo(0, 0);
      expect(at(2.7)).toBeCloseTo(-500, 0);
      expect(at(2.2)).toBeGreaterThan(-490);
    },
  },
  {
    quote: 'Then springs fling both shapes towards `x = 300`.',
    claim: 'after the chain, both shapes move to x = 300 and stay there',
    check: async () => {
      const {samples} = await springsExample();
      const end = samples.filter(({time}) => time > 7);
      expect(end.length).toBeGreaterThan(10);
      for (const {ball, box} of end) {
        expect(ball).toBe(300);
        expect(box).toBe(300);
      }
    },
  },
  {
    quote: 'The ball (`PlopSpring`) shoots far past the target and oscillates',
    claim: 'the ball goes over 300 px past x = 300 and keeps moving for about four seconds',
    check: async () => {
      const {samples} = await springsExample();
      const springs = samples.filter(({time}) => time >= 2.7);
      expect(Math.max(...springs.map(({ball}) => ball))).toBeGreaterThan(600);
      const settled = lastAway(springs, ({ball}) => ball, 300, 1) - 2.7;
      expect(settled).toBeGreaterThan(3.5);
      expect(settled).toBeLessThan(4.5);
    },
  },
  {
    quote: 'The square (`SwingSpring`) overshoots only a little and settles in about two.',
    claim: 'the square goes less than 20% of its 800 px trip past 300 and settles in about two seconds',
    check: async () => {
      const {samples} = await springsExample();
      const springs = samples.filter(({time}) => time >= 2.7 && time < 7);
      const overshoot = Math.max(...springs.map(({box}) => box)) - 300;
      expect(overshoot).toBeGreaterThan(0);
      expect(overshoot).toBeLessThan(0.2 * 800);
      const settled = lastAway(springs, ({box}) => box, 300, 1) - 2.7;
      expect(settled).toBeGreaterThan(1.5);
      expect(settled).toBeLessThan(2.5);
    },
  },
  {
    quote: '`all` waits for the ball.',
    claim: 'the scale animation starts only once the ball has settled',
    check: async () => {
      const {samples} = await springsExample();
      const scaling = samples.find(({scale}) => scale !== 1)!.time;
      const ballSettled = lastAway(samples, ({ball}) => ball, 300, 0);
      expect(scaling).toBeGreaterThanOrEqual(ballSettled);
      expect(scaling - ballSettled).toBeLessThan(0.05);
    },
  },
  {
    quote: 'Finally the square snaps to 40% of its size and wobbles back to full size, briefly',
    claim: 'the scale jumps to 0.4, peaks at about 1.4, and ends at 1',
    check: async () => {
      const {samples, run} = await springsExample();
      const scaling = samples.filter(({time}) => time >= samples.find(({scale}) => scale !== 1)!.time);
      expect(scaling[0].scale).toBeCloseTo(0.4, 9);
      const peak = Math.max(...scaling.map(({scale}) => scale));
      expect(peak).toBeGreaterThan(1.35);
      expect(peak).toBeLessThan(1.45);
      expect(Math.abs(scaling.at(-1)!.scale - 1)).toBeLessThan(0.001);
      expect(run.seconds).toBeGreaterThan(scaling[0].time + 1);
    },
  },
  {
    quote:
      "A spring's duration depends on its settings and the distance travelled, so `all(spring(...), ...)` finishes when the",
    claim: 'a longer distance takes a spring longer, and all() of two springs lasts as long as the slower',
    check: () => {
      const near = springRun(PlopSpring, 0, 10, 1).seconds;
      const far = springRun(PlopSpring, 0, 1000, 1).seconds;
      expect(far).toBeGreaterThan(near + 1);
      const swing = springRun(SwingSpring, 0, 1000, 1).seconds;
      const both = runThreads(function* () {
        yield* all(
          spring(PlopSpring, 0, 1000, 1, () => {}),
          spring(SwingSpring, 0, 1000, 1, () => {}),
        );
      });
      expect(swing).toBeLessThan(far);
      expect(Math.abs(both / 60 - far)).toBeLessThanOrEqual(1 / 60);
    },
  },
  {
    quote:
      '`.back()` returns to the value `x` had when the chain was created, `-400`, so the chain does not repeat it.',
    claim: "the solution's circle reaches 400 at 1 s, holds until 1.25 s, and bounces back to -400 by 2.25 s",
    check: async () => {
      const {samples, run} = await sampleScene(pageExample(PAGE, 'src/scenes/bounce.tsx'), (view) =>
        circlesOf(view)[0]?.x(),
      );
      const at = (time: number) => samples.find((sample) => sample.time >= time - 1e-9)!.value!;
      expect(at(1)).toBeCloseTo(400, 0);
      expect(at(1.25)).toBeCloseTo(400, 0);
      // easeOutBounce on the way back: half way in time, it is already at easeOutBounce(0.5) of the way.
      const half = at(1.75);
      const candidates = [0.5, 0.5 - 1 / 60].map((progress) => map(400, -400, easeOutBounce(progress)));
      expect(Math.min(...candidates.map((candidate) => Math.abs(candidate - half)))).toBeLessThan(1e-6);
      expect(samples.at(-1)!.value).toBeCloseTo(-400, 6);
      expect(run.seconds).toBeCloseTo(2.25, 1);
    },
  },
  {
    quote: 'To have a node fade in when it first appears, create it with `opacity={0}` and tween it to `1`.',
    claim: 'a node created with opacity 0 starts invisible and a tween to 1 makes it fully visible',
    check: async () => {
      const seen: number[] = [];
      await runScene(function* (view) {
        const node = new Circle({size: 100, opacity: 0});
        view.add(node);
        seen.push(node.opacity());
        yield* node.opacity(1, 0.5);
        seen.push(node.opacity());
      });
      expect(seen).toEqual([0, 1]);
    },
  },
];

export default defineClaims(
  PAGE,
  [
    ...claims,
    {
      quote: 'fills in the frames between the two',
      claim: 'the engine computes a value for every frame between the start and the end',
      check: checkOf(claims, 'animates a value from where it is to where it should be over a fixed time'),
    },
    {
      quote: '`.back()` reads its target when the chain is *created*, not when it starts to play.',
      claim: '.back() targets the value from when the chain was created',
      check: checkOf(
        claims,
        'If you build a chain, change the signal, and only then play the chain, `.back()` returns to the value from before',
      ),
    },
    {
      quote: 'Signal tweens default to',
      claim: 'signal tweens ease with easeInOutCubic unless told otherwise',
      check: checkOf(claims, 'yield* circle().x(300, 1);                            // easeInOutCubic, the default'),
    },
    {
      quote:
        '`node.x(300, 1)` tweens a property; `.to()`, `.wait()` and `.back()` continue the same tween in one expression.',
      claim: 'one chained expression tweens, continues, pauses and goes back',
      check: async () => {
        await checkOf(claims, 'Each step starts')();
        await checkOf(claims, '| `.wait(duration)` | a pause |')();
        await checkOf(
          claims,
          '| `.back(duration, timing?, interpolation?)` | a tween back to the value the signal had when the chain was created |',
        )();
      },
    },
    {
      quote:
        'The third argument is the timing function (how progress moves in time); the fourth is the interpolation function',
      claim: 'the third argument of a signal tween is its timing function and the fourth its interpolation function',
      check: async () => {
        await checkOf(claims, 'yield* circle().x(-300, 1, linear);')();
        await checkOf(
          claims,
          'circle().position([300, 0], 1, easeInOutCubic, Vector2.polarLerp); // and interpolation',
        )();
      },
    },
    {
      quote:
        '`tween(duration, t => …)` hands you the progress of each frame, and `spring()` moves a value with physics instead of',
      claim: 'tween() reports linear progress each frame; spring() runs a physical spring for as long as it takes',
      check: async () => {
        await checkOf(claims, 'It calls your function on every frame with linear progress from `0` to `1`.')();
        await checkOf(claims, 'simulates a mass on a spring pulled')();
        await checkOf(claims, 'A spring does not have a fixed duration.')();
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'Here is every one of them, drawn when the site was built',
        reason: "about this site's curve gallery, drawn by a React component at build time, not about the library",
      },
      {
        quote: 'Time runs left to right, and the dashed lines mark the values',
        reason: "describes how this site's gallery draws the curves (a browser component), not library behaviour",
      },
      {
        quote: 'The factories are drawn with their default parameters.',
        reason: "about the parameters this site's gallery component passes, not about the library",
      },
      {
        quote: 'The labels are anchored on their right edge',
        reason:
          "lining labels up by their right edge needs the text's measured width, which only a browser's layout gives",
      },
    ],
  },
);
