import {Circle, type Layout, Node, type Txt} from '@canvas-commons/2d';
import {
  Color,
  type Vector2,
  all,
  createDeferredEffect,
  createEffect,
  createSignal,
  linear,
  spawn,
  usePlayback,
  useTime,
  type SimpleSignal,
  waitFor,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {pageExample, runScene, runThreads, sampleScene} from '../harness';
import {inspectGeometry, sampleGeometry} from '../stand-in-scenes';
import {paint} from '../stand-ins/canvas';

const PAGE = 'docs/getting-started/effects.mdx';

/** createEffect: runs once at once, then right after each change of what it read, with no wait for the frame. */
function immediateRuns(): void {
  const a = createSignal(1);
  const seen: number[] = [];
  createEffect(() => seen.push(a()));
  expect(seen).toEqual([1]);
  a(2);
  expect(seen).toEqual([1, 2]);
  a(3);
  a(4);
  expect(seen).toEqual([1, 2, 3, 4]);
}

/** Two signals set one after the other: createEffect runs twice, the first time with only the first one updated. */
function twoSetsTwoRuns(): void {
  const a = createSignal(0);
  const b = createSignal(0);
  const seen: number[][] = [];
  createEffect(() => seen.push([a(), b()]));
  a(1);
  b(1);
  expect(seen).toEqual([
    [0, 0],
    [1, 0],
    [1, 1],
  ]);
}

/** What a deferred effect saw, frame by frame, while two tasks tween two signals the same way over `seconds`. */
function deferredDuringTweens(seconds = 0.5) {
  const runs: Array<{frame: number; a: number; b: number}> = [];
  let createdRuns = NaN;
  const frames = runThreads(function* () {
    const a = createSignal(0);
    const b = createSignal(0);
    // The frame number is a plain property, so reading it adds no dependency.
    createDeferredEffect(() => runs.push({frame: usePlayback().frame, a: a(), b: b()}));
    createdRuns = runs.length;
    // Set in the creating frame, after creation: the first run must already see it.
    a(-1);
    b(-1);
    yield* all(
      a(100, seconds, linear),
      b(100, seconds, linear),
      // Frames at the end with nothing changing.
      waitFor(seconds + 0.2),
    );
  });
  return {runs, createdRuns, frames};
}

/** The pairs an immediate effect saw while two tasks tween two signals the same way for 0.5 s. */
function immediateDuringTweens() {
  const runs: Array<[number, number]> = [];
  runThreads(function* () {
    const a = createSignal(0);
    const b = createSignal(0);
    createEffect(() => runs.push([a(), b()]));
    runs.length = 0;
    yield* all(a(100, 0.5, linear), b(100, 0.5, linear));
  });
  return {runs};
}

/** The markers of a trail as in the page's example, dropped by either kind of effect while `move` moves the ball. */
async function trail(effect: typeof createEffect, move: (ball: Circle) => ThreadGenerator): Promise<Vector2[]> {
  let markers: Vector2[] = [];
  await runScene(function* (view) {
    const ball = new Circle({x: -600, size: 80});
    const dots = new Node({});
    view.add([dots, ball]);
    effect(() => {
      const position = ball.position();
      dots.add(new Circle({position, size: 20}));
    });
    yield* move(ball);
    yield;
    markers = dots.children().map((dot) => dot.position());
  });
  return markers;
}

/**
 * The markers of the immediate effect are those of the deferred one (one per frame, where the ball ended the frame)
 * with about one more between each two: the new x with the old y. (Where one move ends and the next starts in the
 * same frame, that frame gets one more.)
 */
async function twoMarkersPerFrame(move: (ball: Circle) => ThreadGenerator): Promise<void> {
  const immediate = (await trail(createEffect, move)).map((marker) => marker.toArray());
  const deferred = (await trail(createDeferredEffect, move)).map((marker) => marker.toArray());
  expect(deferred.length).toBeGreaterThan(100);
  expect(immediate.length).toBeGreaterThanOrEqual(2 * deferred.length - 1);
  expect(immediate.length).toBeLessThanOrEqual(2 * deferred.length + 2);
  // Every deferred marker is among the immediate ones, in the same order.
  let next = 0;
  for (const marker of immediate) if (next < deferred.length && marker.join() === deferred[next].join()) next++;
  expect(next).toBe(deferred.length);
  // Nearly every other immediate marker is half-updated: the x of the marker after it, the y of the one before it.
  const halfUpdated = immediate.filter(
    (marker, i) =>
      i > 0 &&
      i + 1 < immediate.length &&
      marker[0] === immediate[i + 1][0] &&
      marker[1] === immediate[i - 1][1] &&
      marker[1] !== immediate[i + 1][1],
  );
  expect(halfUpdated.length).toBeGreaterThanOrEqual(deferred.length - 5);
}

function* twoMoves(ball: Circle): ThreadGenerator {
  yield* ball.position([0, -250], 1);
  yield* ball.position([600, 0], 1);
}

/** The count example, frame by frame: the label's text and the dots in the row. */
async function countExample() {
  const {samples} = await sampleScene(pageExample(PAGE, 'effect-count.tsx'), (view) => {
    const row = view.childAs<Layout>(0)!;
    const label = view.childAs<Txt>(1)!;
    return {label: label.text(), dots: [...row.children()]};
  });
  return samples;
}

/** The trail example, frame by frame: the ball's position and the markers. */
async function trailExample() {
  const {run, samples} = await sampleGeometry(pageExample(PAGE, 'effect-trail.tsx'), (view) => {
    const trailNode = view.childAs<Node>(0)!;
    const ball = view.childAs<Circle>(1)!;
    return {ball: ball.position(), markers: trailNode.children().map((marker) => marker as Circle)};
  });
  return {run, samples};
}

const claims: Claim[] = [
  {
    quote: 'these cases: a function that runs again whenever the signals it reads change.',
    claim: 'an effect runs its function again whenever a signal it read changes',
    check: immediateRuns,
  },
  {
    quote: 'runs the callback **once immediately**, recording every signal it',
    claim: 'createEffect runs its callback at once, and subscribes to what it read',
    check: () => {
      const a = createSignal(0);
      const b = createSignal(0);
      let runs = 0;
      createEffect(() => {
        runs++;
        a();
      });
      expect(runs).toBe(1);
      b(1);
      expect(runs).toBe(1);
      a(1);
      expect(runs).toBe(2);
    },
  },
  {
    quote: 'Then it runs the callback again **immediately after** any of those signals changes.',
    claim: 'createEffect reruns synchronously inside the set call, before the next statement',
    check: immediateRuns,
  },
  {
    quote: 'Dependencies are collected',
    claim: 'an effect that switches which signal it reads follows the new one and drops the old one',
    check: () => {
      const useA = createSignal(true);
      const a = createSignal(0);
      const b = createSignal(0);
      let runs = 0;
      createEffect(() => {
        runs++;
        if (useA()) a();
        else b();
      });
      b(1);
      expect(runs).toBe(1);
      useA(false);
      expect(runs).toBe(2);
      a(1);
      expect(runs).toBe(2);
      b(2);
      expect(runs).toBe(3);
    },
  },
  {
    quote: 'Because it reacts synchronously, an effect runs once per change.',
    claim: 'each change of a dependency gives one run of createEffect',
    check: immediateRuns,
  },
  {
    quote: 'If the callback depends on two signals and you set',
    claim: 'setting two dependencies one after the other runs createEffect twice, first with only the first updated',
    check: twoSetsTwoRuns,
  },
  {
    quote:
      'second. During a tween this also means one run per frame for every signal being tweened, and a tween of a vector',
    claim: 'createEffect runs once per frame for one tweened signal, twice for two, and twice for a position tween',
    check: async () => {
      const count = (tween: (a: SimpleSignal<number>, b: SimpleSignal<number>) => ThreadGenerator) => {
        let runs = 0;
        let frames = 0;
        runThreads(function* () {
          const a = createSignal(0);
          const b = createSignal(0);
          createEffect(() => a() + b() + runs++);
          runs = 0;
          const start = useTime();
          yield* tween(a, b);
          frames = Math.round((useTime() - start) * 60);
        });
        return {runs, frames};
      };
      const one = count((a) => a(100, 0.5, linear));
      // A 0.5 s tween lasts 30 frames and sets its value on each, plus once more for its end value.
      expect(one.frames).toBe(30);
      expect(one.runs).toBeGreaterThanOrEqual(30);
      expect(one.runs).toBeLessThanOrEqual(31);
      const two = count((a, b) => all(a(100, 0.5, linear), b(100, 0.5, linear)));
      expect(two.runs).toBe(2 * one.runs);
      // A position tween moving both x and y.
      let positionRuns = 0;
      await runScene(function* (view) {
        const ball = new Circle({});
        view.add(ball);
        createEffect(() => ball.position() && positionRuns++);
        positionRuns = 0;
        yield* ball.position([300, 200], 0.5, linear);
      });
      expect(positionRuns).toBe(2 * one.runs);
    },
  },
  {
    quote: 'runs the callback **at the end of the frame**, once, after all animations of that frame have been applied.',
    claim: 'a deferred effect runs once per frame, after both tasks of that frame moved their signals',
    check: () => {
      const {runs} = deferredDuringTweens();
      const frames = runs.map((run) => run.frame);
      expect(new Set(frames).size).toBe(frames.length);
      for (const run of runs) expect(run.a).toBe(run.b);
      // The tweens, 30 frames each, moved both values on every one of their frames.
      expect(runs.filter((run) => run.a > 0 && run.a < 100).length).toBeGreaterThan(25);
    },
  },
  {
    quote: 'run also happens at the end of the current frame rather than immediately.',
    claim: 'a deferred effect does not run when created, but at the end of that frame, seeing values set later in it',
    check: () => {
      const {runs, createdRuns} = deferredDuringTweens();
      expect(createdRuns).toBe(0);
      expect(runs[0]).toEqual({frame: 0, a: -1, b: -1});
      expect(runs[1].frame).toBe(1);
    },
  },
  {
    quote:
      "into the thread that is running when you create it, so create deferred effects inside the scene's generator, not at",
    claim: 'createDeferredEffect fails outside a running thread, and stops when the task that created it ends',
    check: () => {
      expect(() => createDeferredEffect(() => {})).toThrow(/thread is not available/);
      const value = createSignal(0);
      let runs = 0;
      runThreads(function* () {
        spawn(function* () {
          createDeferredEffect(() => {
            runs++;
            value();
          });
          yield* waitFor(0.2);
        });
        yield* value(100, 1);
      });
      // About 0.2 s of frames, not the full second of the tween.
      expect(runs).toBeGreaterThan(5);
      expect(runs).toBeLessThan(20);
    },
  },
  {
    quote: '| First run | immediately | at the end of the current frame |',
    claim: 'createEffect runs on creation; createDeferredEffect only at the end of that frame',
    check: () => {
      let immediate = 0;
      createEffect(() => immediate++);
      expect(immediate).toBe(1);
      const {runs, createdRuns} = deferredDuringTweens();
      expect(createdRuns).toBe(0);
      expect(runs[0].frame).toBe(0);
    },
  },
  {
    quote: '| Later runs | right after each change | at the end of each frame in which something changed |',
    claim: 'a deferred effect runs in each frame with a change and in no frame without one',
    check: () => {
      const {runs, frames} = deferredDuringTweens(0.5);
      // One run in each of the frames 0 to 31 (the tweens set their values on 31 frames), each seeing new values…
      expect(runs.map((run) => run.frame)).toEqual(Array.from({length: 32}, (_, frame) => frame));
      for (let i = 1; i < runs.length; i++) expect(runs[i].a).not.toBe(runs[i - 1].a);
      expect(runs.at(-1)!.a).toBe(100);
      // …and none in the quiet frames after them.
      expect(frames).toBeGreaterThan(40);
      twoSetsTwoRuns();
    },
  },
  {
    quote: '| Sees a consistent frame | not necessarily | yes |',
    claim: 'createEffect sees pairs half updated while two tasks tween; the deferred effect only whole frames',
    check: () => {
      const {runs} = immediateDuringTweens();
      expect(runs.some(([a, b]) => a !== b)).toBe(true);
      for (const run of deferredDuringTweens().runs) expect(run.a).toBe(run.b);
    },
  },
  {
    quote: '| Needs a running scene thread | no | yes |',
    claim: 'createEffect works outside any thread; createDeferredEffect throws there',
    check: () => {
      immediateRuns();
      expect(() => createDeferredEffect(() => {})).toThrow(/thread is not available/);
    },
  },
  {
    quote:
      'Both functions return a function that **disposes** the effect: it unsubscribes from all dependencies, and the',
    claim: 'after calling the returned function, neither kind of effect runs again',
    check: () => {
      const a = createSignal(0);
      let immediate = 0;
      const stop = createEffect(() => immediate++ + a());
      stop();
      a(1);
      expect(immediate).toBe(1);
      let deferred = 0;
      let before = NaN;
      runThreads(function* () {
        const stopDeferred = createDeferredEffect(() => deferred++ + a());
        a(2);
        yield;
        a(3);
        yield;
        before = deferred;
        stopDeferred();
        a(4);
        yield;
        a(5);
        yield;
      });
      expect(before).toBe(2);
      expect(deferred).toBe(2);
    },
  },
  {
    quote: "The callback's return value is ignored. Unlike some UI libraries, there is no per-run cleanup function.",
    claim: 'a function returned by the callback is never called, neither before a rerun nor on dispose',
    check: () => {
      const a = createSignal(0);
      let runs = 0;
      let cleanups = 0;
      const stop = createEffect((() => {
        runs++;
        a();
        return () => cleanups++;
      }) as () => void);
      a(1);
      a(2);
      stop();
      expect(runs).toBe(3);
      expect(cleanups).toBe(0);
    },
  },
  {
    quote: 'An effect makes the number of dots in a row match it, adding or removing',
    claim: 'in the count example, the row always holds as many dots as the whole part of the count',
    check: async () => {
      const samples = await countExample();
      expect(samples.length).toBeGreaterThan(200);
      for (const {value} of samples) expect(`${value.dots.length} dots`).toBe(value.label);
    },
  },
  {
    quote: 'When it runs, dots appear one by one while the label counts from 0 to 8.',
    claim: 'the count example adds dots one at a time, up to 8, as the label counts',
    check: async () => {
      const samples = await countExample();
      const counts = samples.map(({value}) => value.dots.length);
      const peak = counts.indexOf(8);
      expect(counts[0]).toBe(0);
      expect(peak).toBeGreaterThan(0);
      for (let i = 1; i <= peak; i++) expect(counts[i] - counts[i - 1]).toBeGreaterThanOrEqual(0);
      for (let i = 1; i <= peak; i++) expect(counts[i] - counts[i - 1]).toBeLessThanOrEqual(1);
      expect(Math.max(...counts)).toBe(8);
    },
  },
  {
    quote: 'After a short pause the count drops to 3 and the extra dots disappear from the right.',
    claim: 'the count example ends with 3 dots, the first three added, the later ones removed last-first',
    check: async () => {
      const samples = await countExample();
      const atEight = samples.find(({value}) => value.dots.length === 8)!.value.dots;
      const end = samples.at(-1)!.value;
      expect(end.label).toBe('3 dots');
      expect(end.dots).toEqual(atEight.slice(0, 3));
      // While it shrinks, each frame's row is the start of the row before it.
      const counts = samples.map(({value}) => value.dots);
      for (let i = 1; i < counts.length; i++) {
        if (counts[i].length < counts[i - 1].length)
          expect(counts[i]).toEqual(counts[i - 1].slice(0, counts[i].length));
      }
    },
  },
  {
    quote:
      "A deferred effect reads the ball's position and, at the end of every frame in which the ball moved, drops a small",
    claim:
      "in the trail example each frame of the first two moves adds one marker at the ball's position of that frame",
    check: async () => {
      const {samples} = await trailExample();
      const moving = samples.filter(({time}) => time > 0.02 && time < 1.98);
      expect(moving.length).toBeGreaterThan(100);
      for (let i = 1; i < moving.length; i++) {
        const previous = moving[i - 1].value;
        const current = moving[i].value;
        // One new marker per frame, where the ball was at the end of that frame.
        expect(current.markers.length - previous.markers.length).toBe(1);
        expect(current.markers.at(-1)!.position().sub(current.ball).magnitude).toBeLessThan(1e-9);
        expect(current.markers.at(-1)!.size().x).toBe(20);
      }
    },
  },
  {
    quote: 'Halfway through, the effect is disposed and the ball carries on without leaving marks.',
    claim: 'after 2 s of the trail example the ball keeps moving and no marker is added',
    check: async () => {
      const {samples} = await trailExample();
      const later = samples.filter(({time}) => time > 2.05);
      expect(later.length).toBeGreaterThan(100);
      const count = later[0].value.markers.length;
      expect(count).toBeGreaterThan(100);
      for (const {value} of later) expect(value.markers).toHaveLength(count);
      expect(later.at(-1)!.value.ball.sub(later[0].value.ball).magnitude).toBeGreaterThan(500);
    },
  },
  {
    quote: 'When it runs, the orange ball travels up and over to the right, leaving a line of faint dots.',
    claim: 'the trail example ball goes up to (0, -250) and on to (600, 0), leaving 40%-opaque markers',
    check: async () => {
      const {samples} = await trailExample();
      const markers = samples.at(-1)!.value.markers;
      expect(Math.min(...markers.map((marker) => marker.position().y))).toBeCloseTo(-250, 6);
      expect(markers.at(-1)!.position().toArray()).toEqual([600, 0]);
      for (const marker of markers) expect(marker.opacity()).toBe(0.4);
    },
  },
  {
    quote: 'where the ball moves slowly (at the start and end of each tween) and sparse where it moves fast.',
    claim: 'markers are closer together at the start and end of each move than in its middle',
    check: async () => {
      const {samples} = await trailExample();
      const markers = samples.at(-1)!.value.markers.map((marker) => marker.position());
      const gaps = markers.slice(1).map((marker, i) => marker.sub(markers[i]).magnitude);
      // 60 markers per move: compare the first and last few gaps of the first move with those in its middle.
      const middle = Math.min(...gaps.slice(25, 35));
      expect(Math.max(...gaps.slice(1, 6))).toBeLessThan(middle / 5);
      expect(Math.max(...gaps.slice(54, 59))).toBeLessThan(middle / 5);
    },
  },
  {
    quote: 'right edge the trail stops growing, and the ball returns along the lower half with no marks behind it.',
    claim: 'the trail stops at (600, 0) while the ball comes back through (0, 250)',
    check: async () => {
      const {samples} = await trailExample();
      const end = samples.at(-1)!.value;
      expect(end.markers.every((marker) => marker.position().y <= 1e-9)).toBe(true);
      const lowest = Math.max(...samples.map(({value}) => value.ball.y));
      expect(lowest).toBeCloseTo(250, 6);
      expect(end.ball.toArray()).toEqual([-600, 0]);
    },
  },
  {
    quote: '`Node` is added before the ball, so the dots are drawn underneath it.',
    claim: 'the trail node comes first in the view, so its markers are painted before the ball',
    check: async () => {
      await inspectGeometry((view) => {
        // The example's structure, painted by the library: a node added first, then the ball.
        const root = new Node({});
        const trailNode = new Node({});
        const ball = new Circle({size: 80, fill: '#f39c3c'});
        root.add([trailNode, ball]);
        trailNode.add(new Circle({size: 20, fill: '#00ff00'}));
        view.add(root);
        const order = paint(root)
          .filter((shape) => shape.kind === 'fill')
          .map((shape) => shape.style);
        expect(order).toEqual([new Color('#00ff00').serialize(), new Color('#f39c3c').serialize()]);
      });
      // And the example adds its trail node first.
      const {samples} = await sampleGeometry(pageExample(PAGE, 'effect-trail.tsx'), (view) =>
        view.children().map((child) => child.constructor),
      );
      expect(samples[0].value).toEqual([Node, Circle]);
    },
  },
  {
    quote:
      'With `createEffect` instead, the trail would have twice as many markers. A `position` tween sets `x` and then `y`, so',
    claim:
      "with createEffect, the example's position tweens give two markers per frame, every other one with the new x and old y",
    check: () => twoMarkersPerFrame(twoMoves),
  },
  {
    quote:
      'the immediate version runs twice per frame and drops every other marker at a half-updated position, with the new `x`',
    claim: 'createEffect drops a second, half-updated marker on every frame of a position tween',
    check: () => twoMarkersPerFrame(twoMoves),
  },
  {
    quote: 'but the old `y`. The deferred effect runs once per frame, after both have been set.',
    claim: 'the deferred effect drops one marker per frame, where the ball ends the frame',
    check: async () => {
      const markers = await trail(createDeferredEffect, twoMoves);
      // The first run, then 60 frames per one-second move.
      expect(markers).toHaveLength(121);
      expect(markers[60].x).toBeCloseTo(0, 9);
      expect(markers[60].y).toBe(-250);
      expect(markers[120].toArray()).toEqual([600, 0]);
    },
  },
  {
    quote: 'Everything the callback reads is tracked,',
    claim: "signals read inside a function or a node's method that the callback calls are dependencies too",
    check: async () => {
      const hidden = createSignal(0);
      const helper = () => hidden() * 2;
      let runs = 0;
      createEffect(() => {
        runs++;
        helper();
      });
      hidden(1);
      expect(runs).toBe(2);
      // position.abs() reads the parent's position too: moving the parent reruns the effect.
      await inspectGeometry((view) => {
        const child = new Circle({x: 50});
        const parent = new Node({children: [child]});
        view.add(parent);
        let seen = 0;
        createEffect(() => {
          seen++;
          child.position.abs();
        });
        parent.x(200);
        expect(seen).toBe(2);
      });
    },
  },
  {
    quote: 'It does not cause an endless loop, because a change made',
    claim: 'an effect that sets a signal it reads runs once, and then misses later changes nobody read in between',
    check: () => {
      const value = createSignal(0);
      const seen: number[] = [];
      createEffect(() => {
        const current = value();
        seen.push(current);
        if (current < 100) value(current + 1);
      });
      expect(seen).toEqual([0]);
      value(50);
      value(60);
      expect(seen).toEqual([0]);
      // A read in between lets the next change through again.
      value();
      value(70);
      expect(seen).toEqual([0, 70]);
    },
  },
  {
    quote: '**Time does not pass inside an effect.** The callback is a normal function, not a generator, so it cannot',
    claim: 'creating a tween inside an effect makes the effect depend on the tweened signal',
    check: () => {
      const tweened = createSignal(0);
      const trigger = createSignal(0);
      let runs = 0;
      createEffect(() => {
        runs++;
        trigger();
        tweened(100, 1);
      });
      tweened(5);
      expect(runs).toBe(2);
      // Without the tween, the same change does not rerun it.
      let plain = 0;
      createEffect(() => {
        plain++;
        trigger();
      });
      tweened(6);
      expect(plain).toBe(1);
    },
  },
];

/** The check of the claim on `quote`, for a further sentence that says the same thing. */
export default defineClaims(
  PAGE,
  [
    ...claims,
    {
      quote:
        '- An effect runs once, then again whenever a signal it read changes; use it for actions such as adding nodes.',
      claim: 'an effect runs at once and again on each change; the count example adds dots with one',
      check: async () => {
        immediateRuns();
        await checkOf(claims, 'An effect makes the number of dots in a row match it, adding or removing')();
      },
    },
    {
      quote: '- `createDeferredEffect` waits until the end of the frame, so several changes cause one run.',
      claim: 'two signals changed in one frame give one run of a deferred effect',
      check: () => {
        const {runs} = deferredDuringTweens();
        const frames = runs.map((run) => run.frame);
        expect(new Set(frames).size).toBe(frames.length);
        expect(frames.length).toBe(32);
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'A [layout](/docs/layouts) keeps the row centred while it grows and shrinks.',
        reason: 'layout is computed by the browser (flexbox); Node has no layout engine',
      },
      {
        quote: 'The row stays centred, so earlier dots',
        reason: 'layout is computed by the browser (flexbox); Node has no layout engine',
      },
      {
        quote: 'Running it twice in a row changes',
        reason: "a property of the example's own callback (it compares, then fixes the difference), not of the library",
      },
      {
        quote: 'You do not have to dispose effects before the scene ends.',
        reason: "rests on the editor's reset of a scene (next sentence); the harness plays each scene once",
      },
      {
        quote: 'When the scene is reset (after an edit, or when you seek),',
        reason: 'about the editor resetting a scene after an edit or a seek; the harness plays each scene once',
      },
      {
        quote:
          '- Both return a function that disposes the effect; you need not call it before the scene ends, since a reset',
        reason: "the disposing is checked above; the reset part is about the editor's reset of a scene",
      },
    ],
  },
);
