import {Circle, Rect, Txt, is, type View2D} from '@canvas-commons/2d';
import {
  EditableTimeEvents,
  all,
  createSignal,
  linear,
  loopUntil,
  useDuration,
  useScene,
  useTime,
  waitFor,
  waitUntil,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {pageExample, runScene, sampleScene} from '../harness';

const PAGE = 'docs/getting-started/time-events.mdx';

/**
 * Runs `use` with the editor's own time events (EditableTimeEvents) of a running scene whose `.meta` file holds
 * `stored`, and returns what it gives back with the scene's logs. The harness itself renders (read-only events).
 */
async function inEditor<T>(
  stored: Array<{name: string; targetTime: number}>,
  use: (events: EditableTimeEvents) => T,
): Promise<{value: T; errors: string[]; saved: unknown}> {
  let value: T | undefined;
  let saved: unknown;
  const run = await runScene(
    function* () {
      const scene = useScene();
      value = use(new EditableTimeEvents(scene));
      saved = scene.meta.timeEvents.get();
      yield;
    },
    {timeEvents: stored},
  );
  const errors = run.logs.filter((log) => log.level === 'error').map((log) => log.message);
  return {value: value as T, errors, saved};
}

/** Samples of `read` over a page example run with the given stored events. */
async function sampleExample<T>(
  title: string,
  read: (view: View2D) => T,
  timeEvents: Array<{name: string; targetTime: number}> = [],
) {
  return sampleScene(pageExample(PAGE, title), read, {timeEvents});
}

/**
 * The width a node was given (a number, or the tween's current value), read without the browser layout that
 * `width()` would ask for.
 */
function declaredWidth(node: Rect | Circle): number {
  return (node.width as unknown as {context: {getter: () => number}}).context.getter();
}

/** The first sample time at which `test` holds. */
function firstTime<T>(samples: Array<{time: number; value: T}>, test: (value: T) => boolean): number {
  return samples.find(({value}) => test(value))?.time ?? NaN;
}

const claims: Claim[] = [
  {
    quote: 'A brand-new event has no delay: the first time the code runs, `waitUntil` returns immediately',
    claim: 'waitUntil on an event the meta file does not know returns at once',
    check: async () => {
      let time = NaN;
      await runScene(function* () {
        yield* waitFor(0.5);
        yield* waitUntil('title');
        time = useTime();
      });
      expect(time).toBeCloseTo(0.5, 6);
    },
  },
  {
    quote: 'When you drag the marker to the right, the scene waits at that line until the marker',
    claim: "waitUntil waits until the event's saved time",
    check: async () => {
      let time = NaN;
      const run = await runScene(
        function* () {
          yield* waitFor(0.5);
          yield* waitUntil('title');
          time = useTime();
          yield* waitFor(1);
        },
        {timeEvents: [{name: 'title', targetTime: 2}]},
      );
      expect(time).toBeCloseTo(2, 6);
      expect(run.seconds).toBeCloseTo(3, 1);
    },
  },
  {
    quote: 'it asks [`useDuration`](/api/core/utils/useDuration) how long the',
    claim: "useDuration gives the time from the current moment to the event's saved time",
    check: async () => {
      let duration = NaN;
      await runScene(
        function* () {
          yield* waitFor(0.5);
          duration = useDuration('title');
          yield* waitFor(duration);
        },
        {timeEvents: [{name: 'title', targetTime: 2}]},
      );
      expect(duration).toBeCloseTo(1.5, 6);
    },
  },
  {
    quote: 'When you open this scene for the first time, the three steps play back to back',
    claim: 'with no stored events, the example lasts exactly its three animations: 0.6 + 0.8 + 0.4 s',
    check: async () => {
      const run = await runScene(pageExample(PAGE, 'src/scenes/events.tsx'));
      expect(Math.abs(run.frames - 1.8 * 60)).toBeLessThanOrEqual(1);
    },
  },
  {
    quote: 'Drag `circle` two',
    claim: 'moving circle 2 s later: title still fades in at 0–0.6 s, the circle grows 2 s later, the caption follows',
    check: async () => {
      const read = (view: View2D) => ({
        title: view.findFirst(is(Txt))!.opacity(),
        circle: declaredWidth(view.findFirst(is(Circle))!),
        caption: view.findLast(is(Txt))!.opacity(),
      });
      const {samples} = await sampleExample('src/scenes/events.tsx', read, [
        {name: 'title', targetTime: 0},
        {name: 'circle', targetTime: 2.6},
        {name: 'caption', targetTime: 3.4},
      ]);
      const {samples: fresh} = await sampleExample('src/scenes/events.tsx', read);
      expect(firstTime(samples, ({title}) => title === 1)).toBeCloseTo(0.6, 1);
      expect(firstTime(samples, ({circle}) => circle > 0) - firstTime(fresh, ({circle}) => circle > 0)).toBeCloseTo(
        2,
        1,
      );
      expect(firstTime(samples, ({caption}) => caption > 0) - firstTime(fresh, ({caption}) => caption > 0)).toBeCloseTo(
        2,
        1,
      );
    },
  },
  {
    quote: 'In the editor a wait is never negative, so an event can never end',
    claim: 'in the editor, an event stored before the point the scene reaches gets a wait of 0, not a negative one',
    check: async () => {
      const {value} = await inEditor([{name: 'cue', targetTime: 1}], (events) => events.register('cue', 1.5));
      expect(value).toBe(0);
    },
  },
  {
    quote: 'What the editor stores is the event',
    claim: 'the editor keeps the stored target time and changes the wait to match when the code before it changes',
    check: async () => {
      for (const [reached, wait] of [
        [0.2, 0.8],
        [0.7, 0.3],
        [0.5, 0.5],
      ]) {
        const {value} = await inEditor([{name: 'cue', targetTime: 1}], (events) => events.register('cue', reached!));
        expect(value).toBeCloseTo(wait!, 9);
      }
    },
  },
  {
    quote: '- If the earlier animations get shorter, the wait grows, and the event stays at the same moment.',
    claim: 'reached earlier (0.2 s instead of 0.5 s), an event stored at 1 s waits longer (0.8 s)',
    check: async () => {
      const {value} = await inEditor([{name: 'cue', targetTime: 1}], (events) => events.register('cue', 0.2));
      expect(value).toBeCloseTo(0.8, 9);
    },
  },
  {
    quote: '- If the earlier animations get longer, the wait shrinks, and the event still stays at the same moment.',
    claim: 'reached later (0.7 s), an event stored at 1 s waits less (0.3 s)',
    check: async () => {
      const {value} = await inEditor([{name: 'cue', targetTime: 1}], (events) => events.register('cue', 0.7));
      expect(value).toBeCloseTo(0.3, 9);
    },
  },
  {
    quote: '- If the earlier animations get so long that the scene reaches the line after the stored moment',
    claim: 'in the editor the wait drops to 0; in a render the scene clock goes back to the stored moment',
    check: async () => {
      const {value} = await inEditor([{name: 'cue', targetTime: 1}], (events) => events.register('cue', 1.5));
      expect(value).toBe(0);
      let after = NaN;
      await runScene(
        function* () {
          yield* waitFor(1.5);
          yield* waitUntil('cue');
          after = useTime();
        },
        {timeEvents: [{name: 'cue', targetTime: 1}]},
      );
      expect(after).toBeCloseTo(1, 6);
    },
  },
  {
    quote: 'If you rename an event in the code, the editor treats it as a new event with no delay',
    claim: 'a renamed event waits 0 and, once the events are saved, only the new name is stored',
    check: async () => {
      const {value, saved} = await inEditor([{name: 'old', targetTime: 2}], (events) => {
        const wait = events.register('new', 0.5);
        // What the scene calls once it has been measured; private in the type definitions.
        (events as unknown as {handleRecalculated: () => void}).handleRecalculated();
        return wait;
      });
      expect(value).toBe(0);
      expect(saved).toEqual([{name: 'new', targetTime: 0.5}]);
    },
  },
  {
    quote: 'In the editor, using the same name twice in one scene logs an error saying',
    claim:
      'in the editor a second use of a name logs "already been used" and waits 0; a render logs nothing and repeats the first wait',
    check: async () => {
      const {value, errors} = await inEditor([{name: 'cue', targetTime: 2}], (events) => [
        events.register('cue', 0.5),
        events.register('cue', 0.5),
      ]);
      expect(value).toEqual([1.5, 0]);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('has already been used');
      const waits: number[] = [];
      const run = await runScene(
        function* () {
          waits.push(useDuration('cue'));
          yield* waitFor(0.5);
          // Worked out again from here it would be 1.5 s; the render gives the first use's 2 s once more.
          waits.push(useDuration('cue'));
          yield;
        },
        {timeEvents: [{name: 'cue', targetTime: 2}]},
      );
      expect(waits).toEqual([2, 2]);
      expect(run.logs.filter((log) => log.level === 'error')).toHaveLength(0);
    },
  },
  {
    quote: 'These two lines behave the same:',
    claim: 'waitUntil(name, task) waits, then plays the task, as the two separate lines do',
    check: async () => {
      const ends: number[][] = [];
      for (const combined of [true, false]) {
        const value = createSignal(0);
        let startedAt = NaN;
        let end = NaN;
        await runScene(
          function* () {
            const task = value(1, 0.6, linear);
            if (combined) yield* waitUntil('title', task);
            else {
              yield* waitUntil('title');
              yield* task;
            }
            end = useTime();
          },
          {timeEvents: [{name: 'title', targetTime: 1}]},
        );
        startedAt = value();
        ends.push([end, startedAt]);
      }
      expect(ends).toEqual([
        [expect.closeTo(1.6, 6), 1],
        [expect.closeTo(1.6, 6), 1],
      ]);
    },
  },
  {
    quote: 'Each event is registered at the time its own thread reaches it',
    claim: 'an event inside all() is measured from where its thread reaches it, while the other task runs on',
    check: async () => {
      let pulse = NaN;
      let end = NaN;
      await runScene(
        function* () {
          yield* waitFor(1);
          yield* all(
            waitFor(2),
            (function* (): ThreadGenerator {
              yield* waitFor(0.25);
              pulse = useDuration('pulse');
            })(),
          );
          end = useTime();
        },
        {timeEvents: [{name: 'pulse', targetTime: 1.75}]},
      );
      expect(pulse).toBeCloseTo(0.5, 6);
      expect(end).toBeCloseTo(3, 6);
    },
  },
  {
    quote: 'registers an event at the current moment and returns its length in seconds, without waiting',
    claim: 'useDuration returns the time from now to the stored moment, and the scene time does not move',
    check: async () => {
      let before = NaN;
      let after = NaN;
      let duration = NaN;
      await runScene(
        function* () {
          yield* waitFor(0.5);
          before = useTime();
          duration = useDuration('fill');
          after = useTime();
          yield;
        },
        {timeEvents: [{name: 'fill', targetTime: 2}]},
      );
      expect(duration).toBeCloseTo(1.5, 6);
      expect(after).toBe(before);
    },
  },
  {
    quote: 'so dragging the marker makes the bar grow slower or faster while its start stays put',
    claim: "in the example, the bar starts at the 'start' event and reaches 1200 at the 'fill' marker",
    check: async () => {
      const width = (view: View2D) => declaredWidth(view.findFirst(is(Rect))!);
      for (const fill of [2, 3.5]) {
        const {samples} = await sampleExample('src/scenes/duration.tsx', width, [
          {name: 'start', targetTime: 1},
          {name: 'fill', targetTime: fill},
        ]);
        expect(firstTime(samples, (value) => value > 0)).toBeCloseTo(1, 1);
        expect(firstTime(samples, (value) => value === 1200)).toBeCloseTo(fill, 1);
      }
    },
  },
  {
    quote: 'Because a new event lasts zero seconds, the bar above jumps to its full width at first.',
    claim: 'with no stored events, the bar is at its full 1200 px from the first frame; with a fill length it is not',
    check: async () => {
      const width = (view: View2D) => declaredWidth(view.findFirst(is(Rect))!);
      const {samples} = await sampleExample('src/scenes/duration.tsx', width);
      expect(samples[0]!.value).toBe(1200);
      const {samples: stretched} = await sampleExample('src/scenes/duration.tsx', width, [
        {name: 'fill', targetTime: 1},
      ]);
      expect(stretched[0]!.value).toBeLessThan(10);
    },
  },
  {
    quote: 'It repeats an animation until the event',
    claim: "loopUntil starts iterations until the event's moment and lets the one in progress finish",
    check: async () => {
      let iterations = 0;
      const run = await runScene(
        function* () {
          yield* loopUntil('stop-blinking', function* () {
            iterations++;
            yield* waitFor(0.6);
          });
        },
        {timeEvents: [{name: 'stop-blinking', targetTime: 1}]},
      );
      expect(iterations).toBe(2);
      expect(Math.abs(run.frames - 72)).toBeLessThanOrEqual(1);
    },
  },
  {
    quote: 'Until you drag them, both events have no length, so the move is instant',
    claim: 'in the solution, with no stored events the circle is at x 300 as soon as the 0.5 s fade ends',
    check: async () => {
      const solution = pageExample(PAGE, 'src/scenes/cue.tsx');
      const ends: Array<{time: number; x: number}> = [];
      for (const timeEvents of [[], [{name: 'move', targetTime: 1.5}]]) {
        await runScene(
          function* (view) {
            yield* solution(view);
            ends.push({time: useTime(), x: view.findFirst(is(Circle))!.x()});
          },
          {timeEvents},
        );
      }
      expect(ends[0]!.time).toBeCloseTo(0.5, 6);
      expect(ends[0]!.x).toBe(300);
      // Stretching 'move' to end at 1.5 s makes the move last a second.
      expect(ends[1]!.time).toBeCloseTo(1.5, 6);
      expect(ends[1]!.x).toBe(300);
    },
  },
];

claims.push({
  quote: 'Like `waitUntil`, it is built on `useDuration`, so its marker follows the same rules.',
  claim: 'loopUntil asks the same stored events: a fresh event gives no loop at all',
  check: async () => {
    let iterations = 0;
    await runScene(function* () {
      yield* loopUntil('fresh', function* () {
        iterations++;
        yield* waitFor(0.3);
      });
      yield;
    });
    expect(iterations).toBe(0);
    await checkOf(claims, 'It repeats an animation until the event')();
  },
});

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: 'The event still appears on the timeline, as a marker at the point where the scene reached that line.',
      reason: "the timeline's markers are drawn by the editor UI",
    },
    {
      quote: 'The editor saves each event',
      reason: 'writing the .meta file is done by the Vite plugin and the editor',
    },
    {
      quote: 'When you render or present the project, the events are read from that file and can no longer be',
      reason: 'needs the Renderer and Presenter loading a project from disk through the Vite plugin',
    },
    {
      quote: 'Each marker sits where its event ends',
      reason: "where the marker is drawn is the editor timeline's UI",
    },
    {
      quote: 'Different scenes have separate events',
      reason: 'the editor creates one time-events object per scene; the harness cannot load a project in the editor',
    },
    {
      quote: '**Names are what the timeline shows.**',
      reason: "the timeline's labels are editor UI",
    },
    {
      quote: 'The `fill` event appears on the timeline like any other.',
      reason: "the timeline's markers are drawn by the editor UI",
    },
    {
      quote: 'Changing the event in the editor reloads the',
      reason: "the editor's hot reload after a drag needs the editor",
    },
    {
      quote: "`waitUntil('name')` waits until a named moment; dragging the event in the editor moves it",
      reason: 'recap of sentences claimed above; dragging needs the editor',
    },
    {
      quote: "`useDuration('name')` gives the length of an event's pause as a number",
      reason: 'recap of the useDuration sentences claimed above',
    },
  ],
});
