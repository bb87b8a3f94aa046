import {type Circle, type Line, type Txt, type View2D} from '@canvas-commons/2d';
import {
  PlaybackManager,
  Player,
  ReadOnlyTimeEvents,
  beginSlide,
  createSignal,
  fadeTransition,
  linear,
  loop,
  spawn,
  waitFor,
  waitUntil,
  type PresenterInfo,
  type SimpleSignal,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {pageExample, runScene} from '../harness';
import {sampleGeometry} from '../stand-in-scenes';
import {presenting, type Talk} from '../presenter';

const PAGE = 'docs/getting-started/presentation.mdx';
const TALK = 'src/scenes/talk.tsx';

/** Steps until the presenter waits at a slide again (or `limit` frames); returns the frames it took. */
async function untilWaiting(talk: Talk, limit = 600): Promise<number> {
  for (let frame = 1; frame <= limit; frame++) {
    await talk.step();
    if (talk.info().isWaiting) return frame;
  }
  return Infinity;
}

/** The state of the page's example talk. */
function talkState(view: View2D) {
  const [title, left, right, link, answer] = view.children() as [Txt, Circle, Circle, Line, Txt];
  return {
    title: title.opacity(),
    left: left.size.x(),
    right: right.size.x(),
    link: link.end(),
    answer: answer.opacity(),
  };
}

/** The signal a run of a scene made; each run (the presenter computes the scene before presenting it) makes its own. */
interface Holder {
  value: SimpleSignal<number>;
}

function holder(): Holder {
  return {value: createSignal(NaN)};
}

/** A talk of one plain scene over one signal, 0 → 1, mark `one`, → 2, mark `two`, → 3, mark `three`. */
function threeMoves(current: Holder) {
  return function* (): ThreadGenerator {
    const value = createSignal(0);
    current.value = value;
    yield* value(1, 0.5, linear);
    yield* beginSlide('one');
    yield* value(2, 0.5, linear);
    yield* beginSlide('two');
    yield* value(3, 0.5, linear);
    yield* beginSlide('three');
  };
}

/** The length in frames of a scene that waits 1 s around `slides` beginSlide calls, outside presentation mode. */
async function framesWithSlides(slides: number): Promise<number> {
  const run = await runScene(function* () {
    yield* waitFor(0.5);
    for (let slide = 0; slide < slides; slide++) yield* beginSlide(`slide ${slide}`);
    yield* waitFor(0.5);
  });
  return run.frames;
}

/** Outside presentation mode the example plays straight through; the times at which each part has finished. */
async function exampleInPreview() {
  const {run, samples} = await sampleGeometry(pageExample(PAGE, TALK), (view) =>
    view.children().length === 5 ? talkState(view) : null,
  );
  const doneAt = (done: (state: ReturnType<typeof talkState>) => boolean) =>
    samples.find(({value}) => value !== null && done(value))?.time ?? Infinity;
  return {
    run,
    title: doneAt((state) => state.title === 1),
    circles: doneAt((state) => state.left === 200 && state.right === 200),
    link: doneAt((state) => state.link === 1),
    answer: doneAt((state) => state.answer === 1),
    end: samples.at(-1)!.value!,
  };
}

/** The example, presented: what it shows at each wait, and how many frames it took to get there. */
async function exampleInPresentation() {
  const stops: Array<{info: PresenterInfo; state: ReturnType<typeof talkState>; frames: number; held: boolean}> = [];
  await presenting(
    [pageExample(PAGE, TALK)],
    async (talk) => {
      let frames = await untilWaiting(talk);
      for (let stop = 0; stop < 3; stop++) {
        const state = talkState(talk.view());
        // Holding: 30 more frames without a resume change nothing.
        await talk.step(30);
        const held = JSON.stringify(talkState(talk.view())) === JSON.stringify(state) && talk.info().isWaiting;
        stops.push({info: talk.info(), state, frames, held});
        talk.presenter.resume();
        frames = await untilWaiting(talk, 200);
      }
    },
    {twoD: true},
  );
  return stops;
}

/** Where a presenter of the three-move talk stands after `move`: the slide, whether it waits, and the value. */
async function afterMove(move: (talk: Talk, current: Holder) => Promise<void>) {
  const current = holder();
  let result = {index: NaN as number | null, waiting: false, value: NaN, renders: 0};
  await presenting([threeMoves(current)], async (talk) => {
    await untilWaiting(talk);
    await move(talk, current);
    result = {
      index: talk.info().index,
      waiting: talk.info().isWaiting,
      value: current.value(),
      renders: talk.renders.length,
    };
  });
  return result;
}

const claims: Claim[] = [
  {
    quote:
      'Everything from one `beginSlide` to the next is one slide. The name identifies the slide: the editor lists slides by',
    claim: 'the presenter lists one slide per beginSlide, by name, in order, and can go to one by its id',
    check: async () => {
      const current = holder();
      await presenting([threeMoves(current)], async (talk) => {
        expect(talk.presenter.onSlidesChanged.current.map((slide) => slide.name)).toEqual(['one', 'two', 'three']);
        talk.presenter.requestSlide('scene0:three');
        await talk.step();
        expect(talk.info()).toMatchObject({index: 2, isWaiting: true});
        expect(current.value()).toBe(3);
      });
    },
  },
  {
    quote:
      '**In the preview and in renders**, it does nothing visible. The animation flows past the mark without stopping, so',
    claim: 'outside presentation mode the example plays to its end without waiting at its three marks',
    check: async () => {
      const preview = await exampleInPreview();
      expect(preview.end).toEqual({title: 1, left: 200, right: 200, link: 1, answer: 1});
      // 0.6 + 0.6 + 0.8 + 0.5 s of animation (150 frames, give or take the last) and three one-frame marks.
      expect(Math.abs(preview.run.frames - 153)).toBeLessThanOrEqual(1);
    },
  },
  {
    quote:
      '**In presentation mode**, the animation stops at the mark and holds that frame until you tell it to continue. It then',
    claim:
      'presented, the example waits at each mark, unchanged however many frames pass, and resumes to the next mark',
    check: async () => {
      const stops = await exampleInPresentation();
      expect(stops.map((stop) => [stop.info.index, stop.info.isWaiting, stop.held])).toEqual([
        [0, true, true],
        [1, true, true],
        [2, true, true],
      ]);
      // Between two marks it played frame by frame: 0.6 s of circles is some 36 frames.
      expect(stops[1].frames).toBeGreaterThan(30);
    },
  },
  {
    quote: 'Outside presentation mode, each `beginSlide` call takes exactly one frame.',
    claim: 'each beginSlide adds exactly one frame to a scene played outside presentation mode',
    check: async () => {
      const without = await framesWithSlides(0);
      expect(await framesWithSlides(1)).toBe(without + 1);
      expect(await framesWithSlides(5)).toBe(without + 5);
    },
  },
  {
    quote:
      'In the preview, this plays straight through: the title fades in, the two circles grow, the line draws itself between',
    claim: 'in the preview the example finishes the title, then the circles, then the line, then the answer',
    check: async () => {
      const {title, circles, link, answer} = await exampleInPreview();
      expect(title).toBeLessThan(circles);
      expect(circles).toBeLessThan(link);
      expect(link).toBeLessThan(answer);
      expect(answer).toBeLessThan(Infinity);
    },
  },
  {
    quote:
      'In presentation mode, the title fades in and the animation stops with the question on screen. When you continue, the',
    claim:
      'presented: stop 1 shows only the title, stop 2 the circles too, stop 3 the line and answer, and stays there',
    check: async () => {
      const stops = await exampleInPresentation();
      expect(stops.map((stop) => stop.state)).toEqual([
        {title: 1, left: 0, right: 0, link: 0, answer: 0},
        {title: 1, left: 200, right: 200, link: 0, answer: 0},
        {title: 1, left: 200, right: 200, link: 1, answer: 1},
      ]);
      expect(stops[2].held).toBe(true);
    },
  },
  {
    quote:
      "The editor's presentation mode runs the project with its own player, which is separate from the preview. It supports",
    claim: "a Presenter has its own playback and its own scenes, not the Player's",
    check: async () => {
      await presenting([threeMoves(holder())], async (talk) => {
        expect(talk.presenter.playback).toBeInstanceOf(PlaybackManager);
        expect(talk.presenter).not.toBeInstanceOf(Player);
        expect(talk.presenter.playback.currentScene.timeEvents).toBeInstanceOf(ReadOnlyTimeEvents);
      });
    },
  },
  {
    quote: '| Continue | Plays the animation from the current slide to the next `beginSlide`.',
    claim: 'resume plays frame by frame from the waiting slide to the next mark',
    check: async () => {
      const seen: number[] = [];
      const state = await afterMove(async (talk, current) => {
        talk.presenter.resume();
        for (let frame = 0; frame < 100 && !(frame > 0 && talk.info().isWaiting); frame++) {
          await talk.step();
          seen.push(current.value());
        }
      });
      expect(state).toMatchObject({index: 1, waiting: true, value: 2});
      // 0.5 s of tween seen in some 30 steps, with values in between.
      expect(seen.length).toBeGreaterThan(25);
      expect(seen.filter((value) => value > 1 && value < 2).length).toBeGreaterThan(20);
    },
  },
  {
    quote: '| Next slide | Jumps straight to the next slide, skipping its build-up animation. |',
    claim: 'next slide reaches the next mark in one step, with its build finished',
    check: async () => {
      const state = await afterMove(async (talk) => {
        talk.presenter.requestNextSlide();
        await talk.step();
      });
      expect(state).toMatchObject({index: 1, waiting: true, value: 2});
    },
  },
  {
    quote:
      '| Previous slide | Jumps back to the start of the current slide; when the presentation is already waiting there, to the',
    claim:
      'previous slide goes back to the current mark while playing past it, and to the mark before while waiting at it',
    check: async () => {
      const waiting = await afterMove(async (talk) => {
        talk.presenter.requestSlide('scene0:two');
        await talk.step();
        talk.presenter.requestPreviousSlide();
        await talk.step();
      });
      expect(waiting).toMatchObject({index: 0, waiting: true, value: 1});
      const playing = await afterMove(async (talk) => {
        talk.presenter.requestSlide('scene0:two');
        await talk.step();
        talk.presenter.resume();
        await talk.step(10);
        expect(talk.info().isWaiting).toBe(false);
        talk.presenter.requestPreviousSlide();
        await talk.step();
      });
      expect(playing).toMatchObject({index: 1, waiting: true, value: 2});
    },
  },
  {
    quote: '| First / last slide | Jumps to the first or the last slide. |',
    claim: 'first and last slide go to the first and the last mark',
    check: async () => {
      const last = await afterMove(async (talk) => {
        talk.presenter.requestLastSlide();
        await talk.step();
      });
      expect(last).toMatchObject({index: 2, waiting: true, value: 3});
      const first = await afterMove(async (talk) => {
        talk.presenter.requestLastSlide();
        await talk.step();
        talk.presenter.requestFirstSlide();
        await talk.step();
      });
      expect(first).toMatchObject({index: 0, waiting: true, value: 1});
    },
  },
  {
    quote: '| A slide by name | Jumps directly to that slide. |',
    claim: 'requestSlide with a slide id goes to that mark',
    check: async () => {
      const state = await afterMove(async (talk) => {
        talk.presenter.requestSlide('scene0:three');
        await talk.step();
      });
      expect(state).toMatchObject({index: 2, waiting: true, value: 3});
    },
  },
  {
    quote:
      'Jumps never show the frames in between: the player computes them in the background and displays the frame at which',
    claim: 'a jump of two slides, or back, draws one picture: the target one',
    check: async () => {
      let drawn: number[] = [];
      const current = holder();
      await presenting([threeMoves(current)], async (talk) => {
        await untilWaiting(talk);
        const before = talk.renders.length;
        talk.presenter.requestLastSlide();
        await talk.step();
        const forward = talk.renders.length - before;
        talk.presenter.requestFirstSlide();
        await talk.step();
        drawn = [forward, talk.renders.length - before - forward, current.value()];
      });
      expect(drawn).toEqual([1, 1, 1]);
    },
  },
  {
    quote:
      "The presentation uses the project's settings (resolution and [time events](/docs/time-events)), read the same way as",
    claim: "the presenter's scenes read the saved time events, read-only as in a render",
    check: async () => {
      let waitedUntil = NaN;
      await presenting(
        [
          function* () {
            yield* waitUntil('go');
            yield* beginSlide('after');
          },
        ],
        async (talk) => {
          await untilWaiting(talk);
          expect(talk.presenter.playback.currentScene.timeEvents).toBeInstanceOf(ReadOnlyTimeEvents);
          waitedUntil = talk.presenter.playback.frame;
        },
        {timeEvents: [{name: 'go', targetTime: 2}]},
      );
      // The scene waited 2 s (120 frames) for the saved event, then one frame at its mark.
      expect(waitedUntil).toBeGreaterThanOrEqual(120);
      expect(waitedUntil).toBeLessThanOrEqual(122);
    },
  },
  {
    quote:
      'Each scene has its own slides, and a presentation moves through them in scene order, so a talk can be spread over',
    claim: "the presenter lists the first scene's slides, then the second's, and continuing from one goes to the other",
    check: async () => {
      await presenting(
        [
          function* () {
            yield* beginSlide('intro');
            yield* waitFor(0.2);
            yield* beginSlide('end of one');
          },
          function* () {
            yield* beginSlide('intro');
            yield* waitFor(0.2);
          },
        ],
        async (talk) => {
          expect(talk.presenter.onSlidesChanged.current.map((slide) => slide.id)).toEqual([
            'scene0:intro',
            'scene0:end of one',
            'scene1:intro',
          ]);
          for (const index of [1, 2]) {
            talk.presenter.resume();
            await untilWaiting(talk);
            expect(talk.info().index).toBe(index);
          }
        },
      );
    },
  },
  {
    quote:
      'Using the same name twice in one scene logs a warning, and the two marks are then treated as the same slide, which',
    claim: 'a name used twice in a scene logs a warning, and the slide list has one entry for both marks',
    check: async () => {
      await presenting(
        [
          function* () {
            yield* beginSlide('step');
            yield* waitFor(0.2);
            yield* beginSlide('step');
          },
        ],
        async (talk) => {
          expect(talk.logs.filter((entry) => entry.level === 'warn').map((entry) => entry.message)).toContain(
            'A slide named "step" already exists.',
          );
          expect(talk.presenter.onSlidesChanged.current).toHaveLength(1);
        },
      );
    },
  },
  {
    quote: 'play when you continue from the last slide of a scene into the next scene, just as in',
    claim:
      "continuing from a scene's last slide plays the next scene's transition, with both scenes, before its first mark",
    check: async () => {
      const withPrevious: boolean[] = [];
      await presenting(
        [
          function* () {
            yield* waitFor(0.1);
            yield* beginSlide('end of one');
          },
          function* () {
            yield* fadeTransition(0.5);
            yield* beginSlide('second-chapter');
          },
        ],
        async (talk) => {
          await untilWaiting(talk);
          talk.presenter.resume();
          for (let frame = 0; frame < 100; frame++) {
            await talk.step();
            withPrevious.push(talk.presenter.playback.previousScene !== null);
            if (talk.info().isWaiting) break;
          }
          expect(talk.info().currentSlideId).toBe('scene1:second-chapter');
          // The mark waits on the scene alone, after the transition.
          expect(talk.presenter.playback.previousScene).toBeNull();
        },
      );
      // Some 30 frames of transition drawn over the previous scene.
      expect(withPrevious.filter(Boolean).length).toBeGreaterThan(25);
    },
  },
  {
    quote:
      '**Code before the first `beginSlide` plays automatically** when the presentation starts. If the first picture should',
    claim:
      'the animation before the first mark plays without a resume; a mark at the very start waits on the first frame',
    check: async () => {
      const auto = holder();
      await presenting([threeMoves(auto)], async (talk) => {
        await untilWaiting(talk);
        expect(talk.info().index).toBe(0);
        expect(auto.value()).toBe(1);
      });
      const blank = holder();
      await presenting(
        [
          function* () {
            blank.value = createSignal(0);
            yield* beginSlide('blank');
            yield* blank.value(1, 0.5);
          },
        ],
        async (talk) => {
          await talk.step(20);
          expect(talk.info()).toMatchObject({index: 0, isWaiting: true});
          expect(blank.value()).toBe(0);
        },
      );
    },
  },
  {
    quote: 'While the presentation waits at a slide, only the thread that called',
    claim: 'a task spawned before a mark keeps running while the presentation waits there',
    check: async () => {
      const pulse = createSignal(0);
      await presenting(
        [
          function* () {
            spawn(
              loop(function* () {
                pulse(pulse() + 1);
                yield;
              }),
            );
            yield* beginSlide('waiting');
            yield* waitFor(0.1);
          },
        ],
        async (talk) => {
          await untilWaiting(talk);
          const before = pulse();
          await talk.step(20);
          expect(talk.info().isWaiting).toBe(true);
          expect(pulse() - before).toBeGreaterThanOrEqual(19);
        },
      );
    },
  },
  {
    quote: 'Background tasks end together',
    claim: "a spawned endless loop stops when the scene's main generator ends",
    check: async () => {
      let ticks = 0;
      const run = await runScene(function* () {
        spawn(
          loop(function* () {
            ticks++;
            yield;
          }),
        );
        yield* waitFor(0.5);
      });
      expect(run.frames).toBeLessThanOrEqual(31);
      expect(ticks).toBeLessThanOrEqual(31);
    },
  },
  {
    quote: 'A presentation is the same project you render, so you can publish a video of',
    claim: 'the talk played outside presentation mode runs to its end without stopping at its slides',
    check: async () => {
      const preview = await exampleInPreview();
      expect(preview.end).toEqual({title: 1, left: 200, right: 200, link: 1, answer: 1});
      expect(Math.abs(preview.run.frames - 153)).toBeLessThanOrEqual(1);
    },
  },
];

/** The check of the claim on `quote`, for a further sentence that says the same thing. */
export default defineClaims(
  PAGE,
  [
    ...claims,
    {
      quote: 'marks the start of a slide:',
      claim: 'each beginSlide call makes a slide the presenter waits at',
      check: checkOf(
        claims,
        'Everything from one `beginSlide` to the next is one slide. The name identifies the slide: the editor lists slides by',
      ),
    },
    {
      quote: 'Slide names only need to be unique within a scene: two scenes may both have a slide called `intro`.',
      claim: 'two scenes may both have a slide named intro: they get distinct ids',
      check: checkOf(
        claims,
        'Each scene has its own slides, and a presentation moves through them in scene order, so a talk can be spread over',
      ),
    },
    {
      quote: 'To make a scene begin on a slide of its own, put a `beginSlide` right after the transition:',
      claim: 'a beginSlide right after the transition waits on the new scene alone, once the transition is over',
      check: checkOf(claims, 'play when you continue from the last slide of a scene into the next scene, just as in'),
    },
    {
      quote: 'Animations you started in the background with [`spawn`](/api/core/threading/spawn), for',
      claim: 'spawned animations carry on while the presentation waits',
      check: checkOf(claims, 'While the presentation waits at a slide, only the thread that called'),
    },
    {
      quote:
        "- `yield* beginSlide('name')` marks a slide; in presentation mode the animation stops there until you move on.",
      claim: 'presented, the animation waits at each mark until resumed',
      check: checkOf(
        claims,
        '**In presentation mode**, the animation stops at the mark and holds that frame until you tell it to continue. It then',
      ),
    },
    {
      quote: "- The editor's presentation mode plays the project as a deck; every step between two marks is animated.",
      claim: 'resuming plays the frames between two marks one by one',
      check: checkOf(claims, '| Continue | Plays the animation from the current slide to the next `beginSlide`.'),
    },
    {
      quote:
        '- Only the thread that called `beginSlide` waits: background tasks keep moving, and a rendered video does not stop.',
      claim: 'spawned tasks run on while waiting, and outside presentation mode the talk does not stop',
      check: async () => {
        await checkOf(claims, 'While the presentation waits at a slide, only the thread that called')();
        await checkOf(claims, 'A presentation is the same project you render, so you can publish a video of')();
      },
    },
    {
      quote:
        'In the preview it plays straight through; in presentation mode it stops at each slide until you continue.',
      claim: 'the solution plays through in the preview and waits at its three slides when presented',
      check: async () => {
        const scene = pageExample(PAGE, 'src/scenes/slides.tsx');
        const run = await runScene(scene);
        // Three 1 s moves (180 frames, give or take the last) and three one-frame marks.
        expect(Math.abs(run.frames - 183)).toBeLessThanOrEqual(1);
        await presenting(
          [scene],
          async (talk) => {
            await untilWaiting(talk);
            expect(talk.info()).toMatchObject({index: 0, count: 3});
          },
          {twoD: true},
        );
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'The [Presentation playground](/editor/presentation/) lets you try slides without a project.',
        reason: "about this site's playground page, not the library",
      },
      {
        quote: 'Time events cannot be dragged while presenting, so adjust them in the normal editor first.',
        reason:
          "about the editor's timeline while presenting; the read-only time events are checked on the sentence before",
      },
    ],
  },
);
