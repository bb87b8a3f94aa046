import {type Circle, type Line, type Txt, type View2D} from '@canvas-commons/2d';
import {Color, Player, type Presenter, PresenterState, beginSlide, createSignal, linear} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {pageExample, runScene} from '../harness';
import {presenting, type Talk} from '../presenter';
import {buildProject, plainScene} from '../project';
import {withPlayerStubs} from '../stand-ins/player';

const PAGE = 'docs/recipes/start-presentation-mode.mdx';
const TALK = 'src/scenes/talk.tsx';

/** Presents the page's talk (a 2d scene named `talk`) until `run` returns. */
function presentingTheTalk(run: (talk: Talk) => Promise<void>): Promise<void> {
  return presenting([pageExample(PAGE, TALK)], run, {twoD: true, names: ['talk']});
}

interface TalkState {
  title: number;
  from: number;
  to: number;
  arrow: number;
  caption: number;
}

function talkState(view: View2D): TalkState {
  const [title, from, to, arrow, caption] = view.children() as [Txt, Circle, Circle, Line, Txt];
  return {
    title: title.opacity(),
    from: from.scale.x(),
    to: to.scale.x(),
    arrow: arrow.end(),
    caption: caption.opacity(),
  };
}

/** The page's talk, presented: the states seen frame by frame while playing from a slide to the next. */
async function playToNextSlide(talk: Talk): Promise<TalkState[]> {
  const seen: TalkState[] = [];
  talk.presenter.resume();
  for (let frame = 0; frame < 400; frame++) {
    await talk.step();
    seen.push(talkState(talk.view()));
    if (talk.info().isWaiting && frame > 0) break;
  }
  return seen;
}

/** Space (resume) plays the frames between two marks one by one, then waits again. */
async function spacePlaysToTheNextMark(): Promise<void> {
  await presentingTheTalk(async (talk) => {
    expect(talk.info()).toMatchObject({index: 0, isWaiting: true});
    const frames = await playToNextSlide(talk);
    expect(talk.info()).toMatchObject({index: 1, isWaiting: true});
    // 0.6 s of pop and 0.8 s of arrow at 60 fps: some 84 frames, each computed in turn.
    expect(frames.length).toBeGreaterThan(80);
    expect(frames.some((state) => state.from > 0 && state.from < 1)).toBe(true);
    expect(frames.at(-1)).toMatchObject({from: 1, to: 1, arrow: 1, caption: 0});
    // Waiting, the picture stays as it is, however many frames go by.
    const waiting = talkState(talk.view());
    await talk.step(30);
    expect(talkState(talk.view())).toEqual(waiting);
    expect(talk.info()).toMatchObject({index: 1, isWaiting: true});
  });
}

/** → (next slide) reaches the next slide in one step of the loop, without the frames in between. */
async function arrowJumpsWithoutPlaying(): Promise<void> {
  await presentingTheTalk(async (talk) => {
    talk.presenter.requestNextSlide();
    await talk.step();
    expect(talk.info()).toMatchObject({index: 1, isWaiting: true});
    expect(talkState(talk.view())).toMatchObject({from: 1, to: 1, arrow: 1, caption: 0});
  });
}

export default defineClaims(
  PAGE,
  [
    {
      quote: "**Mark the slides.** Put `yield* beginSlide('name')` wherever the animation should stop and wait.",
      claim:
        'the presenter waits at each beginSlide, plays what lies between two marks when resumed, and a scene without a first mark plays its first animation at once',
      check: async () => {
        await spacePlaysToTheNextMark();
        const value = createSignal(0);
        await presenting(
          [
            function* () {
              yield* value(1, 1, linear);
              yield* beginSlide('after');
            },
          ],
          async (talk) => {
            await talk.step(20);
            expect(value()).toBeGreaterThan(0);
            expect(talk.info().isWaiting).toBe(false);
          },
          {names: ['talk']},
        );
      },
    },
    {
      quote: '| <kbd>Space</kbd> | Play from the current slide to the next mark. |',
      claim: "the presenter's resume (Space in the editor) plays frame by frame up to the next mark",
      check: spacePlaysToTheNextMark,
    },
    {
      quote: '| <kbd>→</kbd> | Jump to the next slide without playing the animation in between. |',
      claim: "the presenter's next slide (→ in the editor) is reached at once, without playing the frames between",
      check: arrowJumpsWithoutPlaying,
    },
    {
      quote: '| <kbd>←</kbd> | Jump back a slide. |',
      claim: "the presenter's previous slide (← in the editor) goes back one slide, to its starting picture",
      check: () =>
        presentingTheTalk(async (talk) => {
          talk.presenter.requestLastSlide();
          await talk.step();
          expect(talk.info().index).toBe(2);
          talk.presenter.requestPreviousSlide();
          await talk.step();
          expect(talk.info()).toMatchObject({index: 1, isWaiting: true});
          expect(talkState(talk.view())).toMatchObject({arrow: 1, caption: 0});
        }),
    },
    {
      quote: '| <kbd>Shift</kbd> + <kbd>←</kbd> / <kbd>→</kbd> | First / last slide. |',
      claim: "the presenter's first and last slide (Shift + arrows in the editor) go to slides 1 and 3",
      check: () =>
        presentingTheTalk(async (talk) => {
          talk.presenter.requestLastSlide();
          await talk.step();
          expect(talk.info()).toMatchObject({index: 2, count: 3});
          expect(talkState(talk.view()).caption).toBe(1);
          talk.presenter.requestFirstSlide();
          await talk.step();
          expect(talk.info()).toMatchObject({index: 0, count: 3});
          expect(talkState(talk.view())).toMatchObject({from: 0, arrow: 0, caption: 0});
        }),
    },
    {
      quote: 'The counter in the controls shows the current slide and the total, such as `[2/4]`, and the slide list',
      claim: "the presenter reports the current slide's index and the count, and jumps to a slide chosen by its id",
      check: () =>
        presentingTheTalk(async (talk) => {
          expect(talk.info()).toMatchObject({index: 0, count: 3, currentSlideId: 'talk:question'});
          talk.presenter.requestSlide('talk:answer');
          await talk.step();
          expect(talk.info()).toMatchObject({index: 2, count: 3, currentSlideId: 'talk:answer'});
          expect(talk.presenter.onSlidesChanged.current.map((slide) => slide.name)).toEqual([
            'question',
            'diagram',
            'answer',
          ]);
        }),
    },
    {
      quote: '**Stop presenting** with the close button',
      claim: "the presenter's abort (the close button) ends the presentation",
      check: async () => {
        let presenter: Presenter | null = null;
        await presentingTheTalk(async (talk) => {
          presenter = talk.presenter;
          expect(talk.presenter.onStateChanged.current).toBe(PresenterState.Working);
        });
        expect(presenter!.onStateChanged.current).toBe(PresenterState.Initial);
      },
    },
    {
      quote: 'The question appears at once and the presentation waits.',
      claim: 'presented, the talk opens on the question, waiting, with the circles, arrow and caption not shown yet',
      check: () =>
        presentingTheTalk(async (talk) => {
          expect(talk.info()).toMatchObject({index: 0, isWaiting: true, currentSlideId: 'talk:question'});
          expect(talkState(talk.view())).toEqual({title: 1, from: 0, to: 0, arrow: 0, caption: 0});
        }),
    },
    {
      quote: 'Space builds the diagram: two circles pop in and an arrow',
      claim:
        'resumed, the orange and blue circles pop in together, then the arrow draws from left to right, then it waits',
      check: async () => {
        await presentingTheTalk(async (talk) => {
          const [, from, to, arrow] = talk.view().children() as [Txt, Circle, Circle, Line];
          expect(new Color(from.fill() as Color).hex()).toBe('#f2aa4c');
          expect(new Color(to.fill() as Color).hex()).toBe('#4cb5f5');
          expect(from.x()).toBeLessThan(to.x());
          const [start, end] = arrow.points() as Array<[number, number]>;
          expect(start![0]).toBeLessThan(end![0]);
          expect(arrow.endArrow()).toBe(true);
          const frames = await playToNextSlide(talk);
          expect(frames.every((state) => state.from === state.to)).toBe(true);
          const drawing = frames.findIndex((state) => state.arrow > 0);
          expect(frames[drawing - 1]!.from).toBeGreaterThan(0.99);
          expect(talk.info()).toMatchObject({index: 1, isWaiting: true});
        });
      },
    },
    {
      quote: 'The next Space fades in the caption.',
      claim: 'resumed again, the caption fades in over several frames and the talk waits at its last slide',
      check: () =>
        presentingTheTalk(async (talk) => {
          await playToNextSlide(talk);
          const frames = await playToNextSlide(talk);
          expect(frames.some((state) => state.caption > 0 && state.caption < 1)).toBe(true);
          expect(frames.at(-1)!.caption).toBe(1);
          expect(talk.info()).toMatchObject({index: 2, isWaiting: true});
        }),
    },
    {
      quote: 'above, and in renders, the marks do not stop anything, so the three steps play straight through.',
      claim: 'played as the renderer and the previews play it, the talk runs straight through in about 2 s',
      check: async () => {
        const run = await runScene(pageExample(PAGE, TALK));
        expect(run.seconds).toBeGreaterThan(1.95);
        expect(run.seconds).toBeLessThan(2.1);
      },
    },
    {
      quote:
        '**Names must be unique within a scene.** A second `beginSlide` with the same name logs "A slide named "…" already',
      claim: 'a repeated slide name logs a warning, and the presenter counts one slide fewer than there are marks',
      check: async () => {
        const run = await runScene(function* () {
          yield* beginSlide('step');
          yield* beginSlide('step');
          yield* beginSlide('end');
        });
        expect(run.logs.map((log) => log.message)).toContain('A slide named "step" already exists.');
        await presenting(
          [
            function* () {
              yield* beginSlide('step');
              yield* beginSlide('step');
              yield* beginSlide('end');
            },
          ],
          async (talk) => {
            expect(talk.info().count).toBe(2);
          },
          {names: ['talk']},
        );
      },
    },
    {
      quote: "**Jumps skip animations.** <kbd>→</kbd> shows the next slide's starting picture without playing the",
      claim: 'the next slide is reached at once, showing the state the animation left it in',
      check: arrowJumpsWithoutPlaying,
    },
    {
      quote: '**Presenting needs the editor.** It runs in the browser tab of `npm start`; an [embedded',
      claim: 'a Player (what the embedded player runs) plays through the marks without stopping',
      check: async () => {
        await withPlayerStubs(async () => {
          const value = createSignal(0);
          const project = buildProject('talk', [
            plainScene('talk', function* () {
              yield* beginSlide('first');
              yield* value(1, 1);
              yield* beginSlide('second');
            }),
          ]);
          const player = new Player(project);
          await player.playback.recalculate();
          await player.playback.seek(0);
          for (let frame = 0; frame < 90 && !player.playback.finished; frame++) await player.playback.progress();
          expect(value()).toBe(1);
          expect(player.playback.finished).toBe(true);
        });
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: "**Open presentation mode.** In the editor's *Video Settings* tab",
        reason: "the editor's Video Settings tab and its Render/Present button are editor UI",
      },
      {
        quote: '**Go full screen** with <kbd>F</kbd> or the full-screen button.',
        reason: "full screen is the editor's and the browser's, not the library's",
      },
    ],
  },
);
