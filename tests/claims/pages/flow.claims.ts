import {Circle as CircleNode, type Circle, type Rect} from '@canvas-commons/2d';
import * as core from '@canvas-commons/core';
import {
  Color,
  all,
  any,
  cancel,
  chain,
  createSignal,
  delay,
  easeInOutCubic,
  every,
  join,
  linear,
  loop,
  loopFor,
  sequence,
  spawn,
  isThreadGenerator,
  tween,
  usePlayback,
  useThread,
  type Thread,
  useTime,
  waitFor,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim, type Unclaimed} from '../claim';
import {pageExample, runScene, runThreads, sampleScene, runProject} from '../harness';
import {runSecondThenHalfSecond} from '../stand-in-scenes';

const PAGE = 'docs/getting-started/flow.mdx';

/** A linear 0 → `to` tween of a fresh signal over `seconds`, with the signal to read it. */
function moving(seconds: number, to = 300) {
  const value = createSignal(0);
  return {value, task: () => value(to, seconds, linear)};
}

/**
 * Frame counts: a wait ends in the frame in which its time is reached, and the code after it runs in that frame, so a
 * scene that ends with `waitFor(1)` at 60 fps lasts 59 or 60 frames. Times are exact; frame counts are within one.
 */
function withinOneFrame(frames: number, expected: number): boolean {
  return Math.abs(frames - expected) <= 1;
}

/** The scene time once `task`, played with `yield*` in the main thread, has ended. */
function timeAfter(task: () => ThreadGenerator): number {
  let time = NaN;
  runThreads(function* () {
    yield* task();
    time = useTime();
  });
  return time;
}

/** `all` of a 1 s and a 2 s tween: both have moved half a second in, and `all` ends at 2 s (Flow and Coming from other tools both say so). */
function allRunsTogetherUntilTheLastEnds(): void {
  const a = moving(1);
  const b = moving(2);
  let time = NaN;
  let aAtHalf = NaN;
  let bAtHalf = NaN;
  runThreads(function* () {
    yield* all(
      a.task(),
      b.task(),
      chain(waitFor(0.5), () => {
        aAtHalf = a.value();
        bAtHalf = b.value();
      }),
    );
    time = useTime();
  });
  expect(aAtHalf).toBeGreaterThan(0);
  expect(bAtHalf).toBeGreaterThan(0);
  expect(time).toBeCloseTo(2, 6);
}

interface ExampleFrame {
  time: number;
  rotation: number;
  ringScale: number;
  xs: number[];
  ys: number[];
  scales: number[];
}

let flowExampleRun: Promise<ExampleFrame[]> | undefined;

/** One run of the page's example, sampled on every frame: the ring's rotation and scale, each dot's x, y and scale. */
function flowExample(): Promise<ExampleFrame[]> {
  flowExampleRun ??= sampleScene(pageExample(PAGE, 'src/scenes/flow.tsx'), (view) => {
    const [ring, ...dots] = view.children() as [Rect, ...Circle[]];
    return {
      rotation: ring.rotation(),
      ringScale: ring.scale().x,
      xs: dots.map((dot) => dot.x()),
      ys: dots.map((dot) => dot.y()),
      scales: dots.map((dot) => dot.scale().x),
    };
  }).then(({samples}) => samples.map(({time, value}) => ({time, ...value})));
  return flowExampleRun;
}

/**
 * When the example's dots bounce together (every dot above its resting y of 80): after the three waves, in which one
 * dot moves at a time, and before the spinner is cancelled.
 */
function phases(frames: ExampleFrame[]) {
  const together = frames.filter((frame) => frame.ys.every((y) => y < 79));
  return {togetherFrom: together[0]!.time, togetherTo: together.at(-1)!.time};
}

/** Wraps `task` and counts the frames it yields, calling `step` after each resumption. */
function* counted(task: ThreadGenerator, count: {frames: number}, step: () => void = () => {}): ThreadGenerator {
  let result = task.next();
  step();
  while (!result.done) {
    count.frames++;
    yield result.value;
    result = task.next();
    step();
  }
}

const claims: Claim[] = [
  {
    quote: 'So one `yield` is one frame:',
    claim: 'one plain yield lasts one frame',
    check: () => {
      expect(
        runThreads(function* () {
          yield;
          yield;
        }),
      ).toBe(2);
    },
  },
  {
    quote: 'yield* circle().x(300, 1); // takes 1 second',
    claim: 'a tween with duration 1 lasts 1 second',
    check: () => {
      const {task} = moving(1);
      let time = NaN;
      const frames = runThreads(function* () {
        yield* task();
        time = useTime();
      });
      expect(time).toBeCloseTo(1, 6);
      expect(frames).toBe(60);
    },
  },
  {
    quote: 'yield* circle().y(200, 1); // starts after the first one ends',
    claim: 'two tweens played with yield* run one after the other',
    check: () => {
      const first = moving(1);
      const second = moving(1);
      let secondAtOne = NaN;
      runThreads(function* () {
        yield* first.task();
        secondAtOne = second.value();
        yield* second.task();
      });
      expect(secondAtOne).toBe(0);
      expect(second.value()).toBe(300);
    },
  },
  {
    quote: 'throws it away, so nothing moves',
    claim: 'a tween created without yield* does not change the value',
    check: () => {
      const {value} = moving(1);
      runThreads(function* () {
        value(300, 1);
        yield* waitFor(1.5);
      });
      expect(value()).toBe(0);
    },
  },
  {
    quote: '`yield task` starts it in the',
    claim: 'yield without the star starts the task in the background and carries on at once',
    check: () => {
      const {value, task} = moving(1);
      let timeAfterYield = NaN;
      runThreads(function* () {
        yield task();
        timeAfterYield = useTime();
        yield* waitFor(2);
      });
      expect(timeAfterYield).toBe(0);
      expect(value()).toBe(300);
    },
  },
  {
    quote: '| [`all(...tasks)`](/api/core/flow/all) | at the same time | the last one ends |',
    claim: 'all runs its tasks together and ends when the last one ends',
    check: allRunsTogetherUntilTheLastEnds,
  },
  {
    quote: '| [`any(...tasks)`](/api/core/flow/any) | at the same time | the first one ends',
    claim: 'any returns when the first of its tasks ends',
    check: () => {
      const {task} = moving(2);
      expect(timeAfter(() => any(task(), waitFor(1)))).toBeCloseTo(1, 6);
    },
  },
  {
    quote: 'the rest are **not** stopped',
    claim: 'under yield* in the main generator, the tasks any leaves running carry on to their end',
    check: () => {
      const {value, task} = moving(2);
      let atReturn = NaN;
      runThreads(function* () {
        yield* any(task(), waitFor(1));
        atReturn = value();
        yield* waitFor(1.5);
      });
      expect(atReturn).toBeGreaterThan(100);
      expect(atReturn).toBeLessThan(200);
      expect(value()).toBe(300);
    },
  },
  {
    quote: 'Only when `any` runs in a thread of its own',
    claim: 'when any runs as a task of all, the other tasks stop when any ends',
    check: () => {
      const {value, task} = moving(2);
      let atOne = NaN;
      runThreads(function* () {
        yield* all(
          any(task(), waitFor(1)),
          chain(waitFor(1.1), () => {
            atOne = value();
          }),
          waitFor(1.5),
        );
      });
      expect(value()).toBe(atOne);
      expect(value()).toBeLessThan(300);
    },
  },
  {
    quote: 'To stop the rest on purpose, start the tasks yourself and cancel',
    claim: 'yield each task, join(false, …) then cancel(…) stops the tasks still running',
    check: () => {
      const {value, task} = moving(2);
      let atCancel = NaN;
      runThreads(function* () {
        const move = task();
        const timer = waitFor(1);
        yield move;
        yield timer;
        yield* join(false, move, timer);
        cancel(move, timer);
        atCancel = value();
        yield* waitFor(1.5);
      });
      expect(atCancel).toBeLessThan(300);
      expect(value()).toBe(atCancel);
    },
  },
  {
    quote: '| [`chain(...tasks)`](/api/core/flow/chain) | one after another | the last one ends |',
    claim: 'chain runs its tasks one after another',
    check: () => {
      expect(timeAfter(() => chain(waitFor(1), waitFor(0.5)))).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: "`chain(a, () => label().text('Done'), b)`",
    claim: 'chain calls a plain function at its place in the chain',
    check: () => {
      let calledAt = NaN;
      runThreads(function* () {
        yield* chain(
          waitFor(1),
          () => {
            calledAt = useTime();
          },
          waitFor(1),
        );
      });
      expect(calledAt).toBeCloseTo(1, 6);
      let delayedAt = NaN;
      runThreads(function* () {
        yield* delay(0.75, () => {
          delayedAt = useTime();
        });
      });
      expect(delayedAt).toBeCloseTo(0.75, 6);
    },
  },
  {
    quote: 'each starts `delay` seconds after the previous one starts',
    claim: 'sequence starts each task delay seconds after the previous one',
    check: () => {
      const starts: number[] = [];
      function* marked(): ThreadGenerator {
        starts.push(useTime());
        yield* waitFor(1);
      }
      let end = NaN;
      runThreads(function* () {
        yield* sequence(0.25, marked(), marked(), marked());
        end = useTime();
      });
      expect(starts.map((start) => Number(start.toFixed(6)))).toEqual([0, 0.25, 0.5]);
      // The last task ends at 1.5 s, later than 0.25 s after it started.
      expect(end).toBeCloseTo(1.5, 6);
      // A short last task: sequence still waits `delay` after its start (0.5 + 1), not its end (0.6).
      expect(timeAfter(() => sequence(1, waitFor(0.1), waitFor(0.1)))).toBeCloseTo(2, 6);
    },
  },
  {
    quote: '`sequence(1, a, b)` with two half-second tasks takes 2 seconds, not 1.5',
    claim: 'sequence(1, a, b) with two 0.5 s tasks returns at 2 s',
    check: () => {
      let lastEnded = NaN;
      const last = chain(waitFor(0.5), () => {
        lastEnded = useTime();
      });
      expect(timeAfter(() => sequence(1, waitFor(0.5), last))).toBeCloseTo(2, 6);
      expect(lastEnded).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: '| [`delay(seconds, task)`](/api/core/flow/delay) | after waiting | the task ends |',
    claim: 'delay waits, then runs the task, and ends with it',
    check: () => {
      const {value, task} = moving(1);
      let atQuarter = NaN;
      let time = NaN;
      runThreads(function* () {
        yield* all(
          delay(0.5, task()),
          chain(waitFor(0.25), () => {
            atQuarter = value();
          }),
        );
        time = useTime();
      });
      expect(atQuarter).toBe(0);
      expect(time).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: '| [`waitFor(seconds)`](/api/core/flow/waitFor) | nothing | the time has passed |',
    claim: 'waitFor(seconds) ends after that many seconds',
    check: () => {
      let time = NaN;
      const frames = runThreads(function* () {
        yield* waitFor(0.75);
        time = useTime();
      });
      expect(time).toBeCloseTo(0.75, 6);
      expect(withinOneFrame(frames, 45)).toBe(true);
    },
  },
  {
    quote: 'The factory receives the',
    claim: 'loop(n, factory) runs n iterations one after another and passes the index',
    check: () => {
      const seen: Array<[number, number]> = [];
      let time = NaN;
      runThreads(function* () {
        yield* loop(3, (i) =>
          chain(() => {
            seen.push([i, Number(useTime().toFixed(6))]);
          }, waitFor(0.5)),
        );
        time = useTime();
      });
      expect(seen).toEqual([
        [0, 0],
        [1, 0.5],
        [2, 1],
      ]);
      expect(time).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: 'the time is up (the running iteration is allowed to finish)',
    claim: 'loopFor repeats until the time is up and lets the running iteration finish',
    check: () => {
      let iterations = 0;
      const frames = runThreads(function* () {
        yield* loopFor(1, () => {
          iterations++;
          return waitFor(0.3);
        });
      });
      // Iterations start at 0, 0.3, 0.6 and 0.9 s; the fourth runs on to 1.2 s.
      expect(iterations).toBe(4);
      expect(withinOneFrame(frames, 72)).toBe(true);
    },
  },
  {
    quote: 'the engine reports an error if you try',
    claim: 'an endless loop played with yield* in the main generator logs an error and does not run',
    check: async () => {
      let iterations = 0;
      const run = await runScene(function* () {
        yield* loop(() => {
          iterations++;
        });
        yield* waitFor(0.5);
      });
      expect(iterations).toBe(0);
      expect(run.logs.map((log) => log.message)).toContain('Tried to execute an infinite loop in the main thread.');
    },
  },
  {
    quote: 'Run an endless loop in the background instead.',
    claim: 'an endless loop runs when spawned, and ends with the scene',
    check: async () => {
      let iterations = 0;
      const run = await runScene(function* () {
        spawn(
          loop(() => {
            iterations++;
            return waitFor(0.1);
          }),
        );
        yield* waitFor(1);
      });
      expect(iterations).toBeGreaterThanOrEqual(9);
      expect(withinOneFrame(run.frames, 60)).toBe(true);
      expect(run.logs).toEqual([]);
    },
  },
  {
    quote: 'starts a generator (or a generator function) in the background and',
    claim: 'spawn returns at once and the task runs in the background',
    check: () => {
      const {value, task} = moving(1);
      let timeAfterSpawn = NaN;
      let handles: unknown[] = [];
      const given = waitFor(3);
      let cancelledAt = NaN;
      runThreads(function* () {
        const fromFunction = spawn(task);
        const fromGenerator = spawn(given);
        timeAfterSpawn = useTime();
        handles = [fromFunction, fromGenerator];
        yield* waitFor(1.5);
        // The handle is the task itself: cancel finds it, and join then returns at once.
        cancel(fromGenerator);
        yield* join(fromGenerator);
        cancelledAt = useTime();
      });
      expect(timeAfterSpawn).toBe(0);
      expect(value()).toBe(300);
      expect(handles[1]).toBe(given);
      expect(isThreadGenerator(handles[0])).toBe(true);
      expect(cancelledAt).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: 'A task started with `yield` becomes a child of the thread that yielded it and is stopped when',
    claim: 'a task yielded inside a helper stops when that helper ends',
    check: () => {
      const {value, task} = moving(2);
      runThreads(function* () {
        yield* all(
          (function* () {
            yield task();
            yield* waitFor(0.5);
          })(),
        );
        yield* waitFor(2);
      });
      expect(value()).toBeGreaterThan(0);
      expect(value()).toBeLessThan(300);
    },
  },
  {
    quote: '`spawn` always attaches the task to the main thread, so it keeps running until you cancel it',
    claim: 'a task spawned inside a helper outlives the helper',
    check: () => {
      const {value, task} = moving(2);
      runThreads(function* () {
        yield* all(
          (function* () {
            spawn(task());
            yield* waitFor(0.5);
          })(),
        );
        yield* waitFor(2);
      });
      expect(value()).toBe(300);
    },
  },
  {
    quote: 'stops tasks immediately. It is a plain function',
    claim: 'cancel stops a spawned task at once',
    check: () => {
      const {value, task} = moving(2);
      let atCancel = NaN;
      let returned: unknown = 'not called';
      runThreads(function* () {
        const handle = spawn(task());
        yield* waitFor(1);
        returned = cancel(handle);
        atCancel = value();
        yield* waitFor(1);
      });
      // A plain function: it returns nothing to play with yield*.
      expect(returned).toBeUndefined();
      expect(atCancel).toBeGreaterThan(0);
      expect(value()).toBe(atCancel);
    },
  },
  {
    quote: 'waits until tasks finish: `yield* join(task)`',
    claim: 'join waits for a spawned task to finish',
    check: () => {
      const {value, task} = moving(2);
      let time = NaN;
      runThreads(function* () {
        const handle = spawn(task());
        yield* waitFor(0.5);
        yield* join(handle);
        time = useTime();
      });
      expect(value()).toBe(300);
      expect(time).toBeCloseTo(2, 1);
    },
  },
  {
    quote: '`join(false, a, b)`',
    claim: 'join(false, a, b) waits for the first one only',
    check: () => {
      let time = NaN;
      runThreads(function* () {
        const a = spawn(waitFor(1));
        const b = spawn(waitFor(3));
        yield;
        yield* join(false, a, b);
        time = useTime();
      });
      expect(time).toBeGreaterThan(0.95);
      expect(time).toBeLessThan(1.1);
    },
  },
  {
    quote: 'In the same frame as `spawn`, `cancel` finds',
    claim: 'cancel in the same frame as spawn does nothing: the task runs to its end',
    check: () => {
      const {value, task} = moving(1);
      runThreads(function* () {
        const handle = spawn(task());
        cancel(handle);
        yield* waitFor(2);
      });
      // 300 is where the task ends; a cancel that worked would leave it at 0.
      expect(value()).toBe(300);
    },
  },
  {
    quote: 'nothing and does nothing, `join(task)` returns at once, and `join(false, a, b)` never returns.',
    claim: 'join in the same frame as spawn returns at once, and join(false, …) never returns',
    check: () => {
      let joinedAt = NaN;
      runThreads(function* () {
        const handle = spawn(waitFor(1));
        yield* join(handle);
        joinedAt = useTime();
        yield* waitFor(1.5);
      });
      expect(joinedAt).toBe(0);
      expect(() =>
        runThreads(
          function* () {
            const a = spawn(waitFor(1));
            const b = spawn(waitFor(2));
            yield* join(false, a, b);
          },
          {maxSeconds: 5},
        ),
      ).toThrow('still running after 5 s');
    },
  },
  {
    quote: 'Let a frame pass first,',
    claim: 'after a bare yield, cancel stops a task spawned in the previous frame',
    check: () => {
      const {value, task} = moving(1);
      let atCancel = NaN;
      runThreads(function* () {
        const handle = spawn(task());
        yield;
        cancel(handle);
        atCancel = value();
        yield* waitFor(2);
      });
      expect(atCancel).toBeLessThan(300);
      expect(value()).toBe(atCancel);
    },
  },
  {
    quote: "When the scene's generator returns, every background task still running is stopped with it.",
    claim: 'the scene ends when its generator returns, whatever runs in the background',
    check: () => {
      const frames = runThreads(function* () {
        spawn(loop(() => waitFor(0.2)));
        spawn(waitFor(10));
        yield* waitFor(1);
      });
      expect(withinOneFrame(frames, 60)).toBe(true);
    },
  },
  {
    quote: 'Time in a scene is measured precisely, not rounded to whole frames.',
    claim: 'short waits do not drift: 10 × 0.15 s at 10 fps end at 1.5 s',
    check: () => {
      let time = NaN;
      const frames = runThreads(
        function* () {
          for (let i = 0; i < 10; i++) yield* waitFor(0.15);
          time = useTime();
        },
        {fps: 10},
      );
      expect(time).toBeCloseTo(1.5, 6);
      expect(withinOneFrame(frames, 15)).toBe(true);
    },
  },
  {
    quote: 'the second one gets an empty task and the',
    claim: 'running one generator as a task twice logs that it is already being executed',
    check: async () => {
      let time = NaN;
      const run = await runScene(function* () {
        const task = waitFor(1);
        yield* all(task, task);
        time = useTime();
      });
      expect(time).toBeCloseTo(1, 6);
      expect(run.logs.some((log) => /is already being executed by another thread/.test(log.message))).toBe(true);
    },
  },
  {
    quote: 'Two `yield*` of one generator',
    claim: 'a second yield* of the same generator plays nothing and logs nothing',
    check: async () => {
      let afterFirst = NaN;
      let afterSecond = NaN;
      const run = await runScene(function* () {
        const task = waitFor(1);
        yield* task;
        afterFirst = useTime();
        yield* task;
        afterSecond = useTime();
      });
      expect(afterSecond).toBe(afterFirst);
      expect(run.logs).toEqual([]);
    },
  },
  {
    quote: 'each overshooting slightly (about 1.1 s in total)',
    claim: 'the staggered entrance of five 0.5 s pops 0.15 s apart takes 1.1 s',
    check: () => {
      expect(timeAfter(() => sequence(0.15, ...[0, 1, 2, 3, 4].map(() => waitFor(0.5))))).toBeCloseTo(1.1, 6);
    },
  },
  {
    quote: 'which stops the shrink 1.5 seconds into its 2 seconds',
    claim: "in the example, any returns after 1 s, the shrink goes on, and the scene's end stops it at 1.5 s",
    check: () => {
      const scale = createSignal(1);
      const stroke = createSignal(0);
      let anyReturned = NaN;
      let scaleAtReturn = NaN;
      runThreads(function* () {
        const pulse = spawn(waitFor(1));
        yield* any(scale(0.5, 2), delay(0.6, stroke(1, 0.4)));
        anyReturned = useTime();
        scaleAtReturn = scale();
        yield* join(pulse);
        yield* waitFor(0.5);
      });
      expect(anyReturned).toBeCloseTo(1, 6);
      expect(scale()).toBeLessThan(scaleAtReturn);
      // Where a 2 s shrink from 1 to 0.5 stands 1.5 s in (within a frame at 60 fps).
      const expected = (seconds: number) => 1 - 0.5 * easeInOutCubic(seconds / 2);
      expect(scale()).toBeLessThanOrEqual(expected(1.5 - 1 / 60) + 1e-9);
      expect(scale()).toBeGreaterThanOrEqual(expected(1.5 + 1 / 60) - 1e-9);
    },
  },
  {
    quote: '1. The five dots appear from left to right, each overshooting slightly (about 1.1 s in total).',
    claim: "the page's example: the ring starts spinning once the dots are in, about 1.1 s after the start",
    check: async () => {
      const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/flow.tsx'), (view) => ({
        rotation: (view.children()[0] as Rect).rotation(),
        lastDot: (view.children()[5] as Circle).scale().x,
      }));
      const spinning = samples.find((sample) => sample.value.rotation !== 0);
      expect(spinning?.time).toBeGreaterThan(1.05);
      expect(spinning?.time).toBeLessThan(1.2);
      const overshoot = Math.max(...samples.filter((sample) => sample.time < 1.2).map((s) => s.value.lastDot));
      expect(overshoot).toBeGreaterThan(1);
      // Left to right: the dots start to grow in the order of their x, 0.15 s apart.
      const example = await flowExample();
      const starts = [0, 1, 2, 3, 4].map((i) => example.find((sample) => sample.scales[i]! > 0)!.time);
      expect(example[0]!.xs).toEqual([...example[0]!.xs].sort((a, b) => a - b));
      for (let i = 1; i < 5; i++) expect(starts[i]! - starts[i - 1]!).toBeCloseTo(0.15, 1);
    },
  },
  {
    quote: 'colour change finishes, after 1 second, but it does not stop the shrinking',
    claim: "the page's example: the dots keep shrinking after the colour change ends, until the scene ends 0.5 s later",
    check: async () => {
      const target = new Color('#f2c94c').hex();
      const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/flow.tsx'), (view) => ({
        stroke: new Color((view.children()[0] as Rect).stroke() as Color).hex(),
        dot: (view.children()[1] as Circle).scale().x,
      }));
      const coloured = samples.findIndex((sample) => sample.value.stroke === target);
      expect(coloured).toBeGreaterThan(0);
      const last = samples.at(-1)!;
      expect(last.value.dot).toBeLessThan(samples[coloured].value.dot);
      expect(last.value.dot).toBeGreaterThan(0.5);
      expect(last.value.dot).toBeLessThan(0.6);
      expect(last.time - samples[coloured].time).toBeCloseTo(0.5, 1);
    },
  },
  {
    quote: 'once as soon as the timer starts, with the tick number `0`, then again each time `interval` seconds',
    claim: 'every calls its callback at once with tick 0, then every interval seconds with 1, 2, …',
    check: () => {
      const calls: Array<{tick: number; time: number}> = [];
      runThreads(function* () {
        yield every(2, (tick) => calls.push({tick, time: useTime()})).runner;
        yield* waitFor(5);
      });
      expect(calls.map((call) => call.tick)).toEqual([0, 1, 2]);
      expect(calls[0].time).toBeCloseTo(0, 6);
      expect(calls[1].time).toBeCloseTo(2, 6);
      expect(calls[2].time).toBeCloseTo(4, 6);
    },
  },
  {
    quote: 'The interval is counted in whole frames, rounded up: at 24 fps, `every(0.1, …)` ticks every',
    claim: 'every(0.1) at 24 fps ticks every three frames, 0.125 s apart',
    check: () => {
      const times: number[] = [];
      runThreads(
        function* () {
          yield every(0.1, () => times.push(useTime())).runner;
          yield* waitFor(0.5);
        },
        {fps: 24},
      );
      expect(times.slice(0, 4).map((time) => Math.round(time * 24))).toEqual([0, 3, 6, 9]);
      expect(times[1]).toBeCloseTo(0.125, 9);
    },
  },
  {
    quote: '`yield* timer.sync()` waits for the',
    claim: 'timer.sync() waits until the next tick',
    check: () => {
      let synced = NaN;
      runThreads(function* () {
        const timer = every(2, () => {});
        yield timer.runner;
        yield* waitFor(3);
        yield* timer.sync();
        synced = useTime();
      });
      expect(synced).toBeCloseTo(4, 1);
    },
  },
  {
    quote: 'The timer stops with the scene, like any background task.',
    claim: 'an every timer started with yield ends with the scene',
    check: () => {
      const ticks: number[] = [];
      const frames = runThreads(function* () {
        yield every(1, (tick) => ticks.push(tick)).runner;
        yield* waitFor(2.5);
      });
      expect(withinOneFrame(frames, 150)).toBe(true);
      expect(ticks).toEqual([0, 1, 2]);
    },
  },
  {
    quote: 'start it as a background `loop` whose function',
    claim: 'a background loop whose function returns nothing runs it once per frame until the scene ends',
    check: () => {
      let runs = 0;
      const frames = runThreads(function* () {
        yield loop(() => {
          runs++;
        });
        yield* waitFor(1);
      });
      expect(withinOneFrame(runs, frames)).toBe(true);
      expect(withinOneFrame(runs, 60)).toBe(true);
    },
  },
  {
    quote: 'that is the time since the scene started',
    claim: "useTime() in the scene's main thread is the seconds since the scene started",
    check: () => {
      expect(timeAfter(() => waitFor(2))).toBeCloseTo(2, 6);
    },
  },
  {
    quote: 'a task started with `yield` counts from the same start',
    claim: 'useTime() in a task started with yield also counts from the start of the scene',
    check: () => {
      let time = NaN;
      runThreads(function* () {
        yield* waitFor(1);
        yield (function* () {
          yield* waitFor(0.5);
          time = useTime();
        })();
        yield* waitFor(1);
      });
      expect(time).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: '`frame` is the number of the frame being computed',
    claim: "usePlayback() gives the frame being computed, the frame rate, and the frame's time in seconds",
    check: () => {
      for (const rate of [30, 60]) {
        let status = {frame: NaN, fps: NaN, time: NaN};
        let writable = true;
        runThreads(
          function* () {
            yield* waitFor(1);
            const playback = usePlayback();
            const {frame, fps, time} = playback;
            status = {frame, fps, time};
            // Read-only: the status has getters and no setters.
            writable = (['frame', 'fps', 'time'] as const).some(
              (key) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(playback), key)?.set !== undefined,
            );
          },
          {fps: rate},
        );
        expect(withinOneFrame(status.frame, rate)).toBe(true);
        expect(status.fps).toBe(rate);
        expect(status.time).toBeCloseTo(status.frame / rate, 9);
        expect(writable).toBe(false);
      }
    },
  },
  {
    quote: 'counted from the start of the project, not of the scene',
    claim: "in a project's second scene, usePlayback().frame goes on from the first scene's frames",
    check: async () => {
      const starts: number[] = [];
      await runProject([
        function* () {
          starts.push(usePlayback().frame);
          yield* waitFor(1);
        },
        function* () {
          starts.push(usePlayback().frame);
          yield* waitFor(1);
        },
      ]);
      expect(starts[0]).toBe(0);
      // 0 if the frame were counted from the start of each scene.
      expect(withinOneFrame(starts[1]!, 60)).toBe(true);
    },
  },
  {
    quote: '// 120 degrees a second, at any frame rate.',
    claim: 'a per-frame loop that works from useTime() gives the same value at any frame rate',
    check: () => {
      for (const fps of [30, 60]) {
        const angle = createSignal(0);
        runThreads(
          function* () {
            yield loop(() => {
              angle(useTime() * 120);
            });
            yield* waitFor(1);
          },
          {fps},
        );
        expect(Math.abs(angle() - 120)).toBeLessThanOrEqual(120 / fps);
      }
    },
  },
  {
    quote: '`timer.setInterval(seconds)` changes the pace',
    claim: 'timer.setInterval changes the time between ticks from then on',
    check: () => {
      const times: number[] = [];
      runThreads(function* () {
        const timer = every(2, () => times.push(useTime()));
        yield timer.runner;
        yield* waitFor(2.5);
        timer.setInterval(0.5);
        yield* waitFor(2);
      });
      expect(times[0]).toBeCloseTo(0, 6);
      expect(times[1]).toBeCloseTo(2, 6);
      const after = times.slice(2);
      expect(after.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < after.length; i++) expect(after[i]! - after[i - 1]!).toBeCloseTo(0.5, 6);
    },
  },
  {
    quote: 'it resumes your generator, which runs until the next `yield`',
    claim: 'the generator is resumed once per frame and runs up to its next yield',
    check: () => {
      const resumedIn: number[] = [];
      const frames = runThreads(function* () {
        resumedIn.push(usePlayback().frame);
        yield;
        resumedIn.push(usePlayback().frame);
        yield;
        resumedIn.push(usePlayback().frame);
      });
      expect(resumedIn).toEqual([0, 1, 2]);
      expect(frames).toBe(2);
    },
  },
  {
    quote: '// Everything above happens before the first frame is drawn.',
    claim: 'in a scene, the code before the first yield runs in the first frame (frame 0) and the next part in frame 1',
    check: async () => {
      const ran: Array<{frame: number; x: number; children: number}> = [];
      await runScene(function* (view) {
        const circle = new CircleNode({size: 100});
        view.add(circle);
        ran.push({frame: usePlayback().frame, x: circle.x(), children: view.children().length});
        yield;
        circle.x(10);
        ran.push({frame: usePlayback().frame, x: circle.x(), children: view.children().length});
        yield;
      });
      expect(ran).toEqual([
        {frame: 0, x: 0, children: 1},
        {frame: 1, x: 10, children: 1},
      ]);
    },
  },
  {
    quote: 'yield; // frame 1 ends here',
    claim: 'the first yield ends frame 1 (frame 0 counted from zero), the second one frame 2',
    check: () => checkOf(claims, '// Everything above happens before the first frame is drawn.')(),
  },
  {
    quote: 'The scene lasts exactly as long as the generator runs.',
    claim: "a scene's length is its generator's run: 1 s of waiting makes a 1 s scene, then the next scene starts",
    check: async () => {
      const run = await runSecondThenHalfSecond();
      expect(withinOneFrame(run.scenes[0]!.lastFrame, 60)).toBe(true);
      expect(run.scenes[1]!.firstFrame).toBe(run.scenes[0]!.lastFrame);
      expect(withinOneFrame(run.scenes[1]!.lastFrame - run.scenes[1]!.firstFrame, 30)).toBe(true);
    },
  },
  {
    quote: 'When it returns, the scene is over and the next one starts.',
    claim: 'when a scene generator returns, the next scene starts at that frame',
    check: () => checkOf(claims, 'The scene lasts exactly as long as the generator runs.')(),
  },
  {
    quote: 'so animations are themselves generators that yield as many frames',
    claim: 'a tween is a generator that yields once per frame of its duration: 30 times at 30 fps, 60 at 60 fps',
    check: () => {
      for (const fps of [30, 60]) {
        const {task} = moving(1);
        const generator = task();
        expect(isThreadGenerator(generator)).toBe(true);
        const count = {frames: 0};
        runThreads(() => counted(generator, count), {fps});
        expect(withinOneFrame(count.frames, fps)).toBe(true);
      }
    },
  },
  {
    quote: 'returns a generator that moves the circle a little on every frame',
    claim: "a node's x tween moves it a little on every frame for one second, ending at the target",
    check: async () => {
      const xs: number[] = [];
      let time = NaN;
      await runScene(function* (view) {
        const circle = new CircleNode({size: 100});
        view.add(circle);
        const count = {frames: 0};
        yield* counted(circle.x(300, 1), count, () => xs.push(circle.x()));
        time = useTime();
      });
      expect(time).toBeCloseTo(1, 6);
      expect(withinOneFrame(xs.length, 60)).toBe(true);
      expect(xs.at(-1)).toBe(300);
      for (let i = 1; i < xs.length; i++) {
        expect(xs[i]!).toBeGreaterThan(xs[i - 1]!);
        // A little: no frame moves it more than a tenth of the way.
        expect(xs[i]! - xs[i - 1]!).toBeLessThan(30);
      }
    },
  },
  {
    quote: '`yield*` hands control to the inner generator until it is',
    claim: 'after yield* of a 1 s tween, the next line runs at 1 s with the tween finished',
    check: () => {
      const {value, task} = moving(1);
      const seen: Array<[number, number]> = [];
      runThreads(function* () {
        yield* task();
        seen.push([useTime(), value()]);
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]![0]).toBeCloseTo(1, 6);
      expect(seen[0]![1]).toBe(300);
    },
  },
  {
    quote: 'Creating an animation and playing it are separate steps.',
    claim: 'a tween created early does nothing until it is played, and then plays in full',
    check: () => {
      const {value, task} = moving(1);
      let beforePlay = NaN;
      let end = NaN;
      runThreads(function* () {
        const animation = task();
        yield* waitFor(0.5);
        beforePlay = value();
        yield* animation;
        end = useTime();
      });
      expect(beforePlay).toBe(0);
      expect(value()).toBe(300);
      expect(end).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: 'below can take animations as arguments: they',
    claim: 'a tween handed to a flow function starts only when the helper runs it, from the value at that time',
    check: () => {
      const {value, task} = moving(1);
      let atOneAndAHalf = NaN;
      runThreads(function* () {
        yield* all(
          delay(1, task()),
          chain(waitFor(0.5), () => value(100)),
          chain(waitFor(1.5), () => {
            atOneAndAHalf = value();
          }),
        );
      });
      // Started at 1 s from 100, halfway to 300 at 1.5 s is 200; started at creation from 0, it would be 150.
      expect(Math.abs(atOneAndAHalf - 200)).toBeLessThan(8);
    },
  },
  {
    quote: '`yield* task` waits for `task` to finish.',
    claim: 'yield* on a task waits until it has finished',
    check: () => {
      const {value, task} = moving(1.25);
      let time = NaN;
      let atReturn = NaN;
      runThreads(function* () {
        yield* task();
        time = useTime();
        atReturn = value();
      });
      expect(time).toBeCloseTo(1.25, 6);
      expect(atReturn).toBe(300);
    },
  },
  {
    quote: 'All the helpers below live in `@canvas-commons/core` and return a generator',
    claim:
      'all, any, chain, sequence, delay, waitFor, loop and loopFor are exported by core, return generators and nest',
    check: () => {
      const helpers = {all, any, chain, sequence, delay, waitFor, loop, loopFor};
      for (const [name, helper] of Object.entries(helpers)) {
        expect(core[name as keyof typeof core]).toBe(helper);
      }
      const made = [
        all(waitFor(1)),
        any(waitFor(1)),
        chain(waitFor(1)),
        sequence(0.1, waitFor(1)),
        delay(1, waitFor(1)),
        waitFor(1),
        loop(2, () => waitFor(1)),
        loopFor(1, () => waitFor(1)),
      ];
      for (const generator of made) expect(isThreadGenerator(generator)).toBe(true);
      // Nested: chain(0.5, delay 0.5 + 0.5) and loop(2 × 0.3) together, then sequence → 1.5 s + 0.2 s.
      expect(
        timeAfter(() =>
          chain(
            all(
              chain(waitFor(0.5), delay(0.5, waitFor(0.5))),
              loop(2, () => waitFor(0.3)),
            ),
            sequence(0.1, any(waitFor(0.2), waitFor(5))),
          ),
        ),
      ).toBeCloseTo(1.7, 6);
    },
  },
  {
    quote: '| [`loop(n, factory)`](/api/core/flow/loop) | `n` times, one after another | the last iteration ends |',
    claim: 'loop(n, factory) runs n iterations one after another and ends with the last one',
    check: () => checkOf(claims, 'The factory receives the')(),
  },
  {
    quote: '`chain(a, b)` does the same thing as `yield* a; yield* b;`.',
    claim: 'chain(a, b) moves the values frame by frame exactly as yield* a; yield* b; does',
    check: () => {
      const trace = (body: (a: ThreadGenerator, b: ThreadGenerator) => ThreadGenerator) => {
        const a = createSignal(0);
        const b = createSignal(0);
        const frames: Array<[number, number]> = [];
        runThreads(function* () {
          yield loop(() => {
            frames.push([a(), b()]);
          });
          yield* body(a(100, 0.5), b(50, 0.7, linear));
          yield;
        });
        return frames;
      };
      const chained = trace((a, b) => chain(a, b));
      const starred = trace(function* (a, b) {
        yield* a;
        yield* b;
      });
      expect(chained.length).toBeGreaterThan(60);
      expect(chained).toEqual(starred);
    },
  },
  {
    quote: 'It exists so you can put a sequence *inside* another',
    claim: 'all(chain(a, b), c) runs a then b while c runs alongside a',
    check: () => {
      const a = moving(1);
      const b = moving(1);
      const c = moving(1);
      let atHalf: number[] = [];
      let time = NaN;
      runThreads(function* () {
        yield* all(
          chain(a.task(), b.task()),
          c.task(),
          chain(waitFor(0.5), () => {
            atHalf = [a.value(), b.value(), c.value()];
          }),
        );
        time = useTime();
      });
      expect(atHalf[0]).toBeGreaterThan(0);
      expect(atHalf[0]).toBeLessThan(300);
      expect(atHalf[1]).toBe(0);
      expect(atHalf[2]).toBeGreaterThan(0);
      expect(atHalf[2]).toBeLessThan(300);
      expect(time).toBeCloseTo(2, 6);
    },
  },
  {
    quote: '`delay` serves the same purpose for a wait.',
    claim: 'delay puts a wait before a task inside another helper such as all',
    check: () =>
      checkOf(claims, '| [`delay(seconds, task)`](/api/core/flow/delay) | after waiting | the task ends |')(),
  },
  {
    quote: '`sequence` is the staggered version of `all`.',
    claim: 'sequence with no delay behaves like all; with a delay, the same tasks start staggered',
    check: () => {
      const startsOf = (helper: (tasks: ThreadGenerator[]) => ThreadGenerator) => {
        const starts: number[] = [];
        function* marked(seconds: number): ThreadGenerator {
          starts.push(Number(useTime().toFixed(6)));
          yield* waitFor(seconds);
        }
        const end = timeAfter(() => helper([marked(1), marked(2), marked(0.5)]));
        return {starts, end: Number(end.toFixed(6))};
      };
      expect(startsOf((tasks) => sequence(0, ...tasks))).toEqual(startsOf((tasks) => all(...tasks)));
      expect(startsOf((tasks) => all(...tasks))).toEqual({starts: [0, 0, 0], end: 2});
      expect(startsOf((tasks) => sequence(0.3, ...tasks))).toEqual({starts: [0, 0.3, 0.6], end: 2.3});
    },
  },
  {
    quote: 'The tasks overlap when `delay` is shorter than each task.',
    claim:
      'with a delay shorter than the tasks, two tasks of sequence are moving at the same time; with a longer one, not',
    check: () => {
      const overlapping = (seconds: number) => {
        const a = moving(1, 300);
        const b = moving(1, 300);
        let both = false;
        runThreads(function* () {
          yield* all(
            sequence(seconds, a.task(), b.task()),
            loopFor(2.5, function* () {
              const moving = (v: number) => v > 0 && v < 300;
              if (moving(a.value()) && moving(b.value())) both = true;
              yield;
            }),
          );
        });
        return both;
      };
      expect(overlapping(0.25)).toBe(true);
      expect(overlapping(1.1)).toBe(false);
    },
  },
  {
    quote: '`loop` and `loopFor` take a **factory** instead of a generator',
    claim: 'loop and loopFor call their factory once per iteration and get a new generator each time',
    check: () => {
      const made: ThreadGenerator[] = [];
      const factory = () => {
        const generator = waitFor(0.25);
        made.push(generator);
        return generator;
      };
      runThreads(function* () {
        yield* loop(3, factory);
      });
      expect(made).toHaveLength(3);
      runThreads(function* () {
        yield* loopFor(1, factory);
      });
      expect(made).toHaveLength(7);
      expect(new Set(made).size).toBe(7);
    },
  },
  {
    quote: 'A generator can only run once, so the loop needs a fresh one every time.',
    claim: 'a loop whose factory returns the same generator each time plays it only once',
    check: () => {
      const once = waitFor(0.5);
      let calls = 0;
      expect(
        timeAfter(() =>
          loop(3, () => {
            calls++;
            return once;
          }),
        ),
      ).toBeCloseTo(0.5, 6);
      expect(calls).toBe(3);
      const fresh = timeAfter(() => loop(3, () => waitFor(0.5)));
      expect(fresh).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: 'Called with only a factory, `loop(factory)` repeats forever.',
    claim: 'loop(factory) keeps repeating for as long as the scene runs',
    check: () => {
      let iterations = 0;
      runThreads(function* () {
        spawn(
          loop(() => {
            iterations++;
            return waitFor(0.1);
          }),
        );
        yield* waitFor(30);
      });
      expect(iterations).toBeGreaterThanOrEqual(299);
    },
  },
  {
    quote: "the scene's generator is the main thread, and each task given to",
    claim:
      'the scene runs in the main (root) thread, and each task given to all, any or sequence runs in a thread of its own',
    check: () => {
      let main: Thread | undefined;
      let mainParent: Thread | null | undefined;
      const taskThreads: Thread[] = [];
      const parents: Array<Thread | null> = [];
      function* record(): ThreadGenerator {
        taskThreads.push(useThread());
        parents.push(useThread().parent);
        yield* waitFor(0.1);
      }
      runThreads(function* () {
        main = useThread();
        mainParent = main.parent;
        yield* all(record(), record());
        yield* any(record(), record());
        yield* sequence(0.05, record(), record());
      });
      expect(mainParent).toBeNull();
      expect(taskThreads).toHaveLength(6);
      expect(new Set([main, ...taskThreads]).size).toBe(7);
      for (const parent of parents) expect(parent).toBe(main);
    },
  },
  {
    quote: '`cancel` and `join` look for the task among the children of the thread that calls them.',
    claim:
      'from a nested helper, cancel does not find a spawned task and join returns at once; from the scene, both work',
    check: () => {
      const {value, task} = moving(2);
      let joinedNested = NaN;
      let afterNested = NaN;
      runThreads(function* () {
        const handle = spawn(task());
        yield;
        yield* all(
          (function* () {
            cancel(handle);
            yield* join(handle);
            joinedNested = useTime();
          })(),
        );
        yield* waitFor(0.5);
        afterNested = value();
        cancel(handle);
        yield* waitFor(2);
      });
      // The nested join did not wait for the 2 s task.
      expect(joinedNested).toBeLessThan(0.1);
      // The nested cancel did nothing: the task moved on; the scene's cancel stopped it short of 300.
      expect(afterNested).toBeGreaterThan(0);
      expect(value()).toBe(afterNested);
      expect(value()).toBeLessThan(300);
    },
  },
  {
    quote: "`spawn`, call them from the scene's generator itself, not from inside a nested helper",
    claim: "spawned tasks are cancelled and joined from the scene's generator, not from a nested helper",
    check: () =>
      checkOf(claims, '`cancel` and `join` look for the task among the children of the thread that calls them.')(),
  },
  {
    quote: 'A spawned task becomes one of those children only on the next frame.',
    claim: "a spawned task is not among the main thread's children in the frame of spawn, and is in the next",
    check: () => {
      const found: boolean[] = [];
      runThreads(function* () {
        const handle = spawn(waitFor(1));
        const isChild = () => useThread().children.some((child) => child.runner === handle);
        found.push(isChild());
        yield;
        found.push(isChild());
        yield* waitFor(1.5);
      });
      expect(found).toEqual([false, true]);
    },
  },
  {
    quote: 'An endless `loop` is',
    claim: 'an endless loop in the background ends with the scene',
    check: () => checkOf(claims, 'Run an endless loop in the background instead.')(),
  },
  {
    quote: 'calls a plain function on a timer',
    claim: 'every(interval, callback) calls a plain function at a regular pace',
    check: () => {
      const times: number[] = [];
      runThreads(function* () {
        yield every(0.5, () => {
          times.push(Number(useTime().toFixed(6)));
        }).runner;
        yield* waitFor(2.2);
      });
      expect(times).toEqual([0, 0.5, 1, 1.5, 2]);
    },
  },
  {
    quote: 'returns a timer whose `runner` is the background task',
    claim: 'the callback of every runs only once its runner is started, with yield or spawn',
    check: () => {
      const counts = {none: 0, yielded: 0, spawned: 0};
      runThreads(function* () {
        every(1, () => counts.none++);
        yield every(1, () => counts.yielded++).runner;
        spawn(every(1, () => counts.spawned++).runner);
        yield* waitFor(2.5);
      });
      expect(counts).toEqual({none: 0, yielded: 3, spawned: 3});
    },
  },
  {
    quote: 'The callback is a function, not a generator: it cannot animate with `yield*`.',
    claim: 'a generator function given to every as its callback animates nothing',
    check: () => {
      // A generator function as the callback: its body never runs.
      const first = moving(0.5);
      let bodyRan = false;
      // A callback that returns an animation: every calls it and drops the generator.
      const second = moving(0.5);
      let calls = 0;
      runThreads(function* () {
        yield every(1, function* () {
          bodyRan = true;
          yield* first.task();
        }).runner;
        yield every(1, () => {
          calls++;
          return second.task();
        }).runner;
        yield* waitFor(2.5);
      });
      expect(bodyRan).toBe(false);
      expect(first.value()).toBe(0);
      expect(calls).toBe(3);
      expect(second.value()).toBe(0);
    },
  },
  {
    quote: 'Use it to change a value, or to start a',
    claim: 'the callback of every can set a value and can start a background task with spawn',
    check: () => {
      const count = createSignal(0);
      const {value, task} = moving(0.5);
      runThreads(function* () {
        yield every(1, (tick) => {
          count(tick);
          if (tick === 1) spawn(task());
        }).runner;
        yield* waitFor(2.5);
      });
      expect(count()).toBe(2);
      expect(value()).toBe(300);
    },
  },
  {
    quote: '2. The dashed square starts rotating and keeps rotating while everything else happens.',
    claim:
      "the page's example: the square turns on every frame from the end of the entrance until the dots stop bouncing",
    check: async () => {
      const frames = await flowExample();
      const {togetherTo} = phases(frames);
      const spinning = frames.filter((frame) => frame.time > 1.2 && frame.time < togetherTo - 0.05);
      expect(spinning.length).toBeGreaterThan(300);
      for (let i = 1; i < spinning.length; i++) expect(spinning[i]!.rotation).not.toBe(spinning[i - 1]!.rotation);
    },
  },
  {
    quote: '3. A bounce travels across the row three times, then all dots bounce together for about two seconds.',
    claim:
      "the page's example: three waves from the left dot to the right one, then all five bounce together for about 2 s",
    check: async () => {
      const frames = await flowExample();
      const {togetherFrom, togetherTo} = phases(frames);
      // Together: about 2 s (loopFor(2) of 0.4 s bounces).
      expect(togetherTo - togetherFrom).toBeGreaterThan(1.8);
      expect(togetherTo - togetherFrom).toBeLessThan(2.1);
      // Before that: each dot leaves its place three times, the left one first in each wave.
      const before = frames.filter((frame) => frame.time > 1.1 && frame.time < togetherFrom - 0.05);
      const departures = [0, 1, 2, 3, 4].map((i) =>
        before
          .filter((frame, index) => index > 0 && frame.ys[i]! < 80 && before[index - 1]!.ys[i] === 80)
          .map((f) => f.time),
      );
      for (const times of departures) expect(times).toHaveLength(3);
      for (let wave = 0; wave < 3; wave++) {
        for (let i = 1; i < 5; i++) expect(departures[i]![wave]!).toBeGreaterThan(departures[i - 1]![wave]!);
      }
    },
  },
  {
    quote: '4. The square stops, turns back to upright, and pulses while the dots start shrinking.',
    claim:
      "the page's example: after the bounces the square stops turning, returns to 0°, and grows while the dots shrink",
    check: async () => {
      const frames = await flowExample();
      const {togetherTo} = phases(frames);
      const after = frames.filter((frame) => frame.time > togetherTo + 0.1);
      // Upright within 0.4 s of the cancel, and then it stays upright.
      const upright = after.filter((frame) => frame.time > togetherTo + 0.45);
      expect(upright.length).toBeGreaterThan(30);
      for (const frame of upright) expect(frame.rotation).toBe(0);
      // Pulses (scale above 1.25) while the dots' scale goes down.
      const pulsing = upright.filter((frame) => frame.ringScale > 1.25);
      expect(pulsing.length).toBeGreaterThan(0);
      const first = upright[0]!;
      const peak = pulsing[0]!;
      expect(peak.scales[0]!).toBeLessThan(first.scales[0]!);
    },
  },
  {
    quote: 'Five dots pop in one after another, a ring starts spinning in the',
    claim: "the page's example, in short: staggered entrance, spinning ring, bounces, then the ring stops",
    check: async () => {
      await checkOf(
        claims,
        '1. The five dots appear from left to right, each overshooting slightly (about 1.1 s in total).',
      )();
      await checkOf(claims, '2. The dashed square starts rotating and keeps rotating while everything else happens.')();
      await checkOf(claims, '4. The square stops, turns back to upright, and pulses while the dots start shrinking.')();
    },
  },
  {
    quote: 'If a tween ends halfway through a frame, the',
    claim: 'at 10 fps, a tween that starts after a 0.15 s wait starts at 0.15 s, not at the next frame (0.2 s)',
    check: () => {
      const progress: Array<{fixed: number; value: number}> = [];
      let startedAt = NaN;
      runThreads(
        function* () {
          yield* waitFor(0.15);
          startedAt = useTime();
          yield* tween(1, (value) => progress.push({fixed: useThread().fixed, value}));
        },
        {fps: 10},
      );
      expect(startedAt).toBeCloseTo(0.15, 9);
      const atOne = progress.find((sample) => Math.abs(sample.fixed - 1) < 1e-9);
      // 0.85 of the way at 1 s; a start rounded to 0.2 s would give 0.8.
      expect(atOne?.value).toBeCloseTo(0.85, 6);
    },
  },
  {
    quote: 'Long chains of short animations therefore do not drift out of sync',
    claim: 'at 10 fps, ten 0.15 s waits in a row end in the same frame as one 1.5 s wait beside them',
    check: () => {
      const ends: Array<{time: number; frame: number}> = [];
      const mark = () => ends.push({time: useTime(), frame: usePlayback().frame});
      runThreads(
        function* () {
          yield* all(chain(...Array.from({length: 10}, () => waitFor(0.15)), mark), chain(waitFor(1.5), mark));
        },
        {fps: 10},
      );
      expect(ends).toHaveLength(2);
      expect(ends[0]!.frame).toBe(ends[1]!.frame);
      expect(ends[0]!.time).toBeCloseTo(1.5, 9);
      expect(ends[1]!.time).toBeCloseTo(1.5, 9);
    },
  },
  {
    quote: '`any` starts each task as a child of the thread it runs in',
    claim:
      'under yield* in the main thread, the tasks of any are children of the main thread, and stay so after it returns',
    check: () => {
      const move = waitFor(2);
      let stillChild = false;
      let time = NaN;
      runThreads(function* () {
        yield* any(move, waitFor(1));
        time = useTime();
        stillChild = useThread().children.some((child) => child.runner === move && !child.canceled);
        yield* waitFor(1.5);
      });
      expect(time).toBeCloseTo(1, 6);
      expect(stillChild).toBe(true);
    },
  },
  {
    quote: 'cancels nothing. Played with `yield*` in the scene',
    claim: 'after yield* any in the main thread, the task still running goes on until it finishes or the scene ends',
    check: () => {
      const run = (afterAny: number) => {
        const {value, task} = moving(2);
        let atReturn = NaN;
        runThreads(function* () {
          yield* any(task(), waitFor(1));
          atReturn = value();
          yield* waitFor(afterAny);
        });
        return {atReturn, end: value()};
      };
      const long = run(1.5);
      expect(long.atReturn).toBeGreaterThan(0);
      expect(long.atReturn).toBeLessThan(300);
      expect(long.end).toBe(300);
      // The scene ends at 1.5 s: the task stops there, partway.
      const short = run(0.5);
      expect(short.end).toBeGreaterThan(short.atReturn);
      expect(short.end).toBeLessThan(300);
    },
  },
  {
    quote: '// Here, at 1 s, the circle is still moving; it reaches 300 at 2 s, unless the scene ends first.',
    claim: 'yield* any(x(300, 2), waitFor(1)): at 1 s the circle moves on and reaches 300 at 2 s',
    check: () => {
      const {value, task} = moving(2);
      let reachedAt = NaN;
      let atOne = NaN;
      runThreads(function* () {
        yield* any(task(), waitFor(1));
        atOne = value();
        yield* loopFor(1.5, function* () {
          if (value() === 300 && Number.isNaN(reachedAt)) reachedAt = useTime();
          yield;
        });
      });
      expect(atOne).toBeGreaterThan(0);
      expect(atOne).toBeLessThan(300);
      // Seen from another thread, within two frames of 2 s.
      expect(Math.abs(reachedAt - 2)).toBeLessThanOrEqual(2 / 60 + 1e-9);
    },
  },
  {
    quote: 'A generator runs once. Playing the same generator object a second time does not replay the animation.',
    claim: 'a tween played a second time with yield* does not move the value again',
    check: () => {
      const {value, task} = moving(1);
      let afterSecond = NaN;
      let secondTook = NaN;
      runThreads(function* () {
        const animation = task();
        yield* animation;
        value(0);
        const before = useTime();
        yield* animation;
        secondTook = useTime() - before;
        afterSecond = value();
      });
      expect(afterSecond).toBe(0);
      expect(secondTook).toBe(0);
    },
  },
  {
    quote: 'Create a new generator each time, which is what the factory',
    claim: 'the factory of loop and loopFor makes a new generator for each iteration',
    check: () => checkOf(claims, '`loop` and `loopFor` take a **factory** instead of a generator')(),
  },
  {
    quote: '// useTime() is 2 in the preview and in a render; frame and fps are not.',
    claim: 'after waitFor(2), useTime() is 2 at 30 and at 60 fps, while frame and fps differ',
    check: () => {
      const seen: Array<{time: number; frame: number; fps: number}> = [];
      for (const fps of [30, 60]) {
        runThreads(
          function* () {
            yield* waitFor(2);
            const {frame, fps} = usePlayback();
            seen.push({time: useTime(), frame, fps});
          },
          {fps},
        );
      }
      expect(seen[0]!.time).toBeCloseTo(2, 9);
      expect(seen[1]!.time).toBeCloseTo(2, 9);
      expect(seen[0]!.fps).not.toBe(seen[1]!.fps);
      expect(seen[0]!.frame).not.toBe(seen[1]!.frame);
    },
  },
  {
    quote: 'Such a loop does its work once per frame',
    claim: 'a background loop whose function returns nothing runs once per frame until the scene ends',
    check: () => checkOf(claims, 'start it as a background `loop` whose function')(),
  },
  {
    quote: 'Work from the time, not from a count of frames, because the preview and the render have',
    claim: 'work done from useTime() gives the same result at 30 and 60 fps',
    check: () => checkOf(claims, '// 120 degrees a second, at any frame rate.')(),
  },
  {
    quote: 'Any generator function can be used like a built-in helper.',
    claim:
      "the page's blink helper, a plain generator function, runs inside all like a built-in: 3 and 2 blinks, 0.9 s",
    check: () => {
      const samples = {a: [] as number[], b: [] as number[]};
      const a = createSignal(1);
      const b = createSignal(1);
      function* blink(opacity: typeof a, times: number): ThreadGenerator {
        for (let i = 0; i < times; i++) {
          yield* opacity(0, 0.15);
          yield* opacity(1, 0.15);
        }
      }
      let time = NaN;
      runThreads(function* () {
        yield* all(
          blink(a, 3),
          blink(b, 2),
          loopFor(1, function* () {
            samples.a.push(a());
            samples.b.push(b());
            yield;
          }),
        );
        time = useTime();
      });
      // loopFor(1) is the longest task; the blinks end at 0.9 s and 0.6 s.
      expect(time).toBeCloseTo(1, 6);
      expect(timeAfter(() => all(blink(a, 3), blink(b, 2)))).toBeCloseTo(0.9, 6);
      // Each blink is a dip to (about) 0 and back.
      const dips = (values: number[]) =>
        values.filter((v, i) => i > 0 && v < 0.2 && v < values[i - 1]! && v <= (values[i + 1] ?? Infinity)).length;
      expect(dips(samples.a)).toBe(3);
      expect(dips(samples.b)).toBe(2);
      expect(samples.a.at(-1)).toBe(1);
    },
  },
  {
    quote:
      'Make three circles pop in one after another, each starting 0.2 s after the previous one, then make all three shrink',
    claim: "the page's solution: three pops 0.2 s apart, then all three shrink to nothing together",
    check: async () => {
      const {samples} = await sampleScene(pageExample(PAGE, 'src/scenes/pop.tsx'), (view) =>
        (view.children() as Circle[]).map((circle) => circle.scale().x),
      );
      const starts = [0, 1, 2].map((i) => samples.find((sample) => sample.value[i]! > 0)!.time);
      expect(starts[1]! - starts[0]!).toBeCloseTo(0.2, 1);
      expect(starts[2]! - starts[1]!).toBeCloseTo(0.2, 1);
      const shrinking = samples.filter((sample) => sample.time > 0.92);
      expect(shrinking.length).toBeGreaterThan(10);
      for (const sample of shrinking) {
        expect(sample.value[1]).toBeCloseTo(sample.value[0]!, 9);
        expect(sample.value[2]).toBeCloseTo(sample.value[0]!, 9);
      }
      // Back to nothing: the last sampled frame is within a frame of the end of the 0.4 s shrink.
      for (const scale of samples.at(-1)!.value) expect(scale).toBeLessThan(0.01);
    },
  },
  {
    quote: 'every `yield*` hands time to an animation and resumes when it has finished',
    claim: 'recap: yield* waits for the animation and resumes after it',
    check: () => checkOf(claims, '`yield*` hands control to the inner generator until it is')(),
  },
  {
    quote:
      '- `all` runs tasks together, `chain` one after the other, `sequence` staggers their starts, and `loop` repeats one.',
    claim: 'recap: all, chain, sequence and loop as the table says',
    check: () => {
      checkOf(claims, '| [`all(...tasks)`](/api/core/flow/all) | at the same time | the last one ends |')();
      checkOf(claims, '| [`chain(...tasks)`](/api/core/flow/chain) | one after another | the last one ends |')();
      checkOf(claims, 'each starts `delay` seconds after the previous one starts')();
      checkOf(claims, 'The factory receives the')();
    },
  },
  {
    quote: '- `spawn` starts a task without waiting for it; `join` waits for it later and `cancel` stops it.',
    claim: 'recap: spawn, join and cancel',
    check: () => {
      checkOf(claims, 'starts a generator (or a generator function) in the background and')();
      checkOf(claims, 'waits until tasks finish: `yield* join(task)`')();
      checkOf(claims, 'stops tasks immediately. It is a plain function')();
    },
  },
];

const unclaimed: Unclaimed[] = [
  {
    quote: 'The function you pass to [`makeScene2D`](/api/2d/scenes/makeScene2D) is a',
    reason: 'says which kind of function makeScene2D takes, a signature TypeScript checks, not a run-time behaviour',
  },
  {
    quote: 'Both compile, so check for the star',
    reason: 'about what the TypeScript compiler accepts; the claims run code that is already compiled',
  },
  {
    quote: 'A scene has no `draw()` or `Update()` of its own for your logic',
    reason: 'about how each frame is drawn to a canvas from the signals, which the headless harness does not draw',
  },
  {
    quote: 'To pause until a moment you choose in the editor instead of a hard-coded duration, use',
    reason: "about choosing a time event's moment in the editor's timeline: needs the editor UI",
  },
];

export default defineClaims(PAGE, claims, {unclaimed});
