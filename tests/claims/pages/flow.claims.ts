import {type Circle, type Rect} from '@canvas-commons/2d';
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
  usePlayback,
  useTime,
  waitFor,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {pageExample, runScene, runThreads, sampleScene, runProject} from '../harness';

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

export default defineClaims(PAGE, [
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
      runThreads(function* () {
        yield* sequence(0.25, marked(), marked(), marked());
      });
      expect(starts.map((start) => Number(start.toFixed(6)))).toEqual([0, 0.25, 0.5]);
    },
  },
  {
    quote: '`sequence(1, a, b)` with two half-second tasks takes 2 seconds, not 1.5',
    claim: 'sequence(1, a, b) with two 0.5 s tasks returns at 2 s',
    check: () => {
      expect(timeAfter(() => sequence(1, waitFor(0.5), waitFor(0.5)))).toBeCloseTo(2, 6);
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
      runThreads(function* () {
        spawn(task);
        timeAfterSpawn = useTime();
        yield* waitFor(1.5);
      });
      expect(timeAfterSpawn).toBe(0);
      expect(value()).toBe(300);
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
      runThreads(function* () {
        const handle = spawn(task());
        yield* waitFor(1);
        cancel(handle);
        atCancel = value();
        yield* waitFor(1);
      });
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
      let status = {frame: NaN, fps: NaN, time: NaN};
      runThreads(function* () {
        yield* waitFor(1);
        const {frame, fps, time} = usePlayback();
        status = {frame, fps, time};
      });
      expect(withinOneFrame(status.frame, 60)).toBe(true);
      expect(status.fps).toBe(60);
      expect(status.time).toBeCloseTo(status.frame / 60, 9);
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
]);
