import {type Rect, type Txt} from '@canvas-commons/2d';
import {
  type AudioManager,
  Color,
  Player,
  createSignal,
  useDuration,
  useTime,
  waitFor,
  waitUntil,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {pageExample, runScene, sampleScene} from '../harness';
import {buildProject, plainScene} from '../project';
import {withPlayerStubs} from '../stand-ins/player';

const PAGE = 'docs/recipes/sync-to-a-voice-over.mdx';
const EXPLAINER = 'src/scenes/explainer.tsx';

/** Event times as a dragged timeline saves them in the scene's .meta file. */
const DRAGGED = [
  {name: 'intro', targetTime: 1},
  {name: 'year-1', targetTime: 2.5},
  {name: 'year-2', targetTime: 4},
  {name: 'year-3', targetTime: 5.5},
  {name: 'conclusion', targetTime: 7},
];

interface ExplainerState {
  heading: number;
  heights: number[];
  baseline: Array<[number, number]>;
  fills: string[];
  /** The fills unrounded, to see the first frame of a colour change. */
  rawFills: string;
}

function explainerState(view: {children(): unknown[]}): ExplainerState {
  const [heading, ...bars] = view.children() as [Txt, ...Rect[]];
  return {
    heading: heading.opacity(),
    // The height each bar was given (its laid-out size needs the browser's layout engine).
    heights: bars.map((bar) => (bar as unknown as {desiredSize(): {y: number}}).desiredSize().y),
    baseline: bars.map((bar) => [bar.y(), bar.anchor.y()]),
    fills: bars.map((bar) => new Color(bar.fill() as Color).hex()),
    rawFills: JSON.stringify(bars.map((bar) => new Color(bar.fill() as Color).gl())),
  };
}

/** When each step of the example starts: the heading's fade, each bar's growth, the colour change. */
async function stepStarts(timeEvents?: typeof DRAGGED) {
  const {samples, run} = await sampleScene(pageExample(PAGE, EXPLAINER), explainerState, {timeEvents});
  const firstTime = (changed: (state: ExplainerState) => boolean) =>
    samples.find((sample) => changed(sample.value))?.time ?? NaN;
  return {
    samples,
    seconds: run.seconds,
    heading: firstTime((state) => state.heading > 0),
    bars: [0, 1, 2].map((index) => firstTime((state) => state.heights[index]! > 0)),
    green: firstTime((state) => state.rawFills !== samples[0]!.value.rawFills),
  };
}

/**
 * A step starting at `time` is first seen changed in the samples within two frames (1/30 s at 60 fps). A step off
 * by a whole other step would be 0.5 s or more away.
 */
function startsAt(start: number, time: number): void {
  expect(start).toBeGreaterThanOrEqual(time - 1e-9);
  expect(start).toBeLessThanOrEqual(time + 2 / 60 + 1e-9);
}

async function noDelayWithoutEvents(): Promise<void> {
  const steps = await stepStarts();
  startsAt(steps.heading, 0);
  startsAt(steps.bars[0]!, 0.6);
  startsAt(steps.bars[1]!, 1.3);
  startsAt(steps.bars[2]!, 2.0);
  startsAt(steps.green, 2.7);
}

async function stepsWaitForTheirEvents(): Promise<void> {
  const steps = await stepStarts(DRAGGED);
  startsAt(steps.heading, 1);
  startsAt(steps.bars[0]!, 2.5);
  startsAt(steps.bars[1]!, 4);
  startsAt(steps.bars[2]!, 5.5);
  startsAt(steps.green, 7);
  // Everything after the last event moves with it: 0.5 s of colour change and 1 s of waiting.
  expect(steps.seconds).toBeCloseTo(8.5, 1);
}

/** A project as the build makes it, with one plain scene running `body` and the given audio. */
function projectWith(body: () => ThreadGenerator, audio?: string) {
  return buildProject('voice-over', [plainScene('explainer', body)], audio ? {audio} : {});
}

export default defineClaims(
  PAGE,
  [
    {
      quote: 'New events have no delay, so at first every step comes straight after the previous one.',
      claim: 'without saved events, each step of the example starts as soon as the previous one ends',
      check: noDelayWithoutEvents,
    },
    {
      quote: 'shows up as a marker on the timeline.',
      claim:
        "the editor's player registers a time event for each waitUntil, in order, which is what the timeline shows",
      check: () =>
        withPlayerStubs(async () => {
          const player = new Player(
            projectWith(function* () {
              for (const name of ['intro', 'year-1', 'year-2', 'year-3', 'conclusion']) {
                yield* waitUntil(name);
                yield* waitFor(0.5);
              }
            }),
          );
          await player.playback.recalculate();
          const scene = player.playback.onScenesRecalculated.current[0]!;
          const events = scene.timeEvents.onChanged.current;
          expect(events.map((event) => event.name)).toEqual(['intro', 'year-1', 'year-2', 'year-3', 'conclusion']);
          expect(events.map((event) => event.initialTime)).toEqual([0, 0.5, 1, 1.5, 2]);
        }),
    },
    {
      quote: 'The scene now waits at that line until',
      claim: "with saved event times, each step starts at its event's time and the rest of the scene moves later",
      check: stepsWaitForTheirEvents,
    },
    {
      quote: 'a negative value, such as `-1.5`,',
      claim:
        "the General audio offset reaches the player's audio, and -1.5 plays the recording from 1.5 s at the scene's start",
      check: () =>
        withPlayerStubs(async () => {
          const project = projectWith(function* () {
            yield* waitFor(1);
          }, '/audio/voiceover.mp3');
          project.meta.shared.audioOffset.set(-1.5);
          const player = new Player(project, project.meta.getFullPreviewSettings());
          const audio = (player as unknown as {audio: AudioManager}).audio;
          expect(audio.getSource()).toBe('/audio/voiceover.mp3');
          expect(audio.toRelativeTime(0)).toBeCloseTo(1.5, 9);
          expect(audio.toRelativeTime(2)).toBeCloseTo(3.5, 9);
          audio.setTime(0);
          expect((audio as unknown as {audioElement: {currentTime: number}}).audioElement.currentTime).toBeCloseTo(
            1.5,
            9,
          );
        }),
    },
    {
      quote: "Event times are stored in each scene's `.meta` file, next to the scene; without",
      claim: "events are read from the scene's meta; without saved times, they have no delay",
      check: async () => {
        await stepsWaitForTheirEvents();
        await noDelayWithoutEvents();
      },
    },
    {
      quote: 'the heading fades in, three bars grow one after the other from a common',
      claim:
        "the page's example: the heading fades in, the three bars grow one at a time from the same baseline to 180, 320 and 460, then all turn green",
      check: async () => {
        const steps = await stepStarts();
        const {samples} = steps;
        expect(samples[0]!.value.heading).toBeLessThan(0.1);
        const after = (time: number) => samples.find((sample) => sample.time >= time)!.value;
        expect(after(0.65).heading).toBe(1);
        expect(after(0.65).heights).toEqual([expect.any(Number), 0, 0]);
        expect(after(1.35).heights).toEqual([180, expect.any(Number), 0]);
        expect(after(2.05).heights).toEqual([180, 320, expect.any(Number)]);
        expect(after(2.75).heights).toEqual([180, 320, 460]);
        expect(new Set(samples[0]!.value.baseline.map(String))).toEqual(new Set(['300,1']));
        expect(samples[0]!.value.fills).toEqual(['#5ab0f2', '#5ab0f2', '#5ab0f2']);
        expect(samples.at(-1)!.value.fills).toEqual(['#7bd88f', '#7bd88f', '#7bd88f']);
      },
    },
    {
      quote: 'Once you drag each event to its phrase, each step happens on its word.',
      claim: "with saved event times, each step starts at its event's time",
      check: stepsWaitForTheirEvents,
    },
    {
      quote:
        '**Change the code, keep the timing.** Events are stored by name, so edits to the animations keep the dragged times.',
      claim: 'an event saved at 3 s is reached at 3 s whether the code before it takes 0.5 s or 1.5 s',
      check: async () => {
        for (const before of [0.5, 1.5]) {
          let reached = NaN;
          await runScene(
            function* () {
              yield* waitFor(before);
              yield* waitUntil('intro');
              reached = useTime();
            },
            {timeEvents: [{name: 'intro', targetTime: 3}]},
          );
          expect(reached).toBeCloseTo(3, 6);
        }
      },
    },
    {
      quote: 'Renaming an event creates a new one, with no delay.',
      claim: 'a waitUntil whose name has no saved time returns at once, whatever other events are saved',
      check: async () => {
        let reached = NaN;
        await runScene(
          function* () {
            yield* waitFor(0.5);
            yield* waitUntil('opening');
            reached = useTime();
          },
          {timeEvents: [{name: 'intro', targetTime: 3}]},
        );
        expect(reached).toBeCloseTo(0.5, 6);
      },
    },
    {
      quote: 'To make an animation last exactly as long as a phrase, use',
      claim: "a tween lasting useDuration('name') ends exactly at the event's time",
      check: async () => {
        let ended = NaN;
        await runScene(
          function* () {
            const value = createSignal(0);
            yield* waitFor(0.5);
            yield* value(1, useDuration('phrase'));
            ended = useTime();
          },
          {timeEvents: [{name: 'phrase', targetTime: 2.25}]},
        );
        expect(ended).toBeCloseTo(2.25, 6);
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'The editor then plays it along with the',
        reason: "playing sound needs the editor and the browser's audio output",
      },
      {
        quote: 'Image sequences have no sound.',
        reason: 'about the exporters the editor offers (the FFmpeg one is a separate package), not the library',
      },
    ],
  },
);
