import {type View2D} from '@canvas-commons/2d';
import {
  BBox,
  Direction,
  Logger,
  Origin,
  PlaybackManager,
  PlaybackStatus,
  fadeTransition,
  finishScene,
  slideTransition,
  useScene,
  useTransition,
  waitFor,
  waitTransition,
  zoomInTransition,
  zoomOutTransition,
  type Scene,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {createScene2D, pageExample, runProject} from '../harness';
import {inspectTransforms} from '../stand-in-scenes';
import {inertDom} from '../stand-ins/elements';
import {withGlobals} from '../stand-ins/globals';

const PAGE = 'docs/getting-started/transitions.mdx';
const FPS = 60;

/** What a transition callback did to the context it was given, before one frame was drawn. */
interface Drawn {
  translate: [number, number];
  scale: [number, number];
  alpha: number | undefined;
  arcs: number[][];
}

/** A context stand-in that records the calls the transition callbacks make (translations and scales add up). */
function recordingContext(): {ctx: CanvasRenderingContext2D; drawn: Drawn} {
  const drawn: Drawn = {translate: [0, 0], scale: [1, 1], alpha: undefined, arcs: []};
  const ctx = {
    translate(x: number, y: number) {
      drawn.translate = [drawn.translate[0] + x * drawn.scale[0], drawn.translate[1] + y * drawn.scale[1]];
    },
    scale(x: number, y: number) {
      drawn.scale = [drawn.scale[0] * x, drawn.scale[1] * y];
    },
    set globalAlpha(value: number) {
      drawn.alpha = value;
    },
    beginPath() {},
    arc(...args: number[]) {
      drawn.arcs.push(args);
    },
    clip() {},
  };
  return {ctx: ctx as unknown as CanvasRenderingContext2D, drawn};
}

/** Fires a scene's "before render" event, as the stage does before drawing it, and returns what the callbacks did. */
function beforeRender(scene: Scene): Drawn {
  const {ctx, drawn} = recordingContext();
  (
    scene.lifecycleEvents as unknown as {beforeRender: {dispatch: (value: CanvasRenderingContext2D) => void}}
  ).beforeRender.dispatch(ctx);
  return drawn;
}

interface Frame {
  frame: number;
  current: string;
  previous: string | null;
  currentDrawn: Drawn;
  previousDrawn: Drawn | null;
  previousOnTop: unknown;
}

/**
 * Plays the scenes frame by frame as the player does (after measuring them), and records each frame: which scene is
 * current and which previous one is still drawn, and what the transition callbacks do to each one's context.
 */
async function play(bodies: Array<(view: View2D) => ThreadGenerator>): Promise<Frame[]> {
  return withGlobals(inertDom(), async () => {
    const logger = new Logger();
    const playback = new PlaybackManager();
    const status = new PlaybackStatus(playback);
    playback.fps = FPS;
    const scenes = bodies.map((body, index) => createScene2D(body, {name: `scene${index + 1}`, status, logger}));
    playback.setup(scenes);
    await playback.recalculate();
    await playback.reset();
    const frames: Frame[] = [];
    for (let guard = 0; guard < 60 * FPS; guard++) {
      // `next` is what the player calls once per frame; it is private in the type definitions.
      const finished = await (playback as unknown as {next: () => Promise<boolean>}).next();
      const current = playback.currentScene;
      const previous = playback.previousScene;
      frames.push({
        frame: playback.frame,
        current: current.name,
        previous: previous?.name ?? null,
        currentDrawn: beforeRender(current),
        previousDrawn: previous ? beforeRender(previous) : null,
        previousOnTop: current.previousOnTop,
      });
      if (finished) break;
    }
    return frames;
  });
}

/** The frames of a project whose first scene lasts 1 s and whose second one opens with `transition`. */
async function transitionFrames(transition: () => ThreadGenerator): Promise<Frame[]> {
  const frames = await play([
    function* () {
      yield* waitFor(1);
    },
    function* () {
      yield* transition();
      yield* waitFor(0.5);
    },
  ]);
  return frames.filter((frame) => frame.current === 'scene2' && frame.previous === 'scene1');
}

function expectPair(actual: [number, number], expected: [number, number], digits = 3): void {
  expect(actual[0]).toBeCloseTo(expected[0], digits);
  expect(actual[1]).toBeCloseTo(expected[1], digits);
}

/**
 * The length, in seconds, of the second scene's transition in, when it starts with `transition`: timed at `fps`, with
 * `around` seconds of scene before and after it.
 */
async function transitionSeconds(
  transition: () => ThreadGenerator,
  {fps = FPS, around = 1}: {fps?: number; around?: number} = {},
): Promise<number> {
  const run = await runProject(
    [
      function* () {
        yield* waitFor(around);
      },
      function* () {
        yield* transition();
        yield* waitFor(around);
      },
    ],
    {fps},
  );
  return run.scenes[1].transitionFrames / fps;
}

/**
 * A transition's length to the frame: a wait-based one ends in the frame its time is reached, so one frame either way
 * (1/60 s at the claims' frame rate).
 */
function expectWithinAFrame(seconds: number, expected: number, fps = FPS): void {
  expect(Math.abs(seconds - expected), `${seconds} s, expected ${expected} s within a frame`).toBeLessThanOrEqual(
    1 / fps + 1e-9,
  );
}

/**
 * A frame rate fine enough to time a default duration to 4 ms: a default of 0.61 s instead of 0.6 s, which passes at
 * 60 fps (both end in the same frame), fails.
 */
const FINE_FPS = 250;

/** That `transition` lasts 0.6 s when given no duration, timed at FINE_FPS (short scenes around it keep the run cheap). */
async function expectDefaultDuration(transition: () => ThreadGenerator): Promise<void> {
  expectWithinAFrame(await transitionSeconds(transition, {fps: FINE_FPS, around: 0.1}), 0.6, FINE_FPS);
}

/** Where the new scene starts and the old one ends up, for a slide from `from`. */
async function slideEnds(transition: () => ThreadGenerator): Promise<{start: [number, number]; end: [number, number]}> {
  const frames = await transitionFrames(transition);
  return {start: frames[0]!.currentDrawn.translate, end: frames.at(-1)!.previousDrawn!.translate};
}

const AREA = new BBox(960, 540, 480, 270);

const claims: Claim[] = [
  {
    quote: 'switch is a hard cut: the last frame of one scene is followed by the first frame of the next',
    claim: 'without a transition, the next scene starts in the frame the previous one ends, with no overlap',
    check: async () => {
      const run = await runProject(
        [
          function* () {
            yield* waitFor(1);
          },
          function* () {
            yield* waitFor(1);
          },
        ],
        {fps: FPS},
      );
      expect(run.scenes[1].firstFrame).toBe(run.scenes[0].lastFrame);
      expect(run.scenes[1].transitionFrames).toBe(0);
      const frames = await play([
        function* () {
          yield* waitFor(1);
        },
        function* () {
          yield* waitFor(1);
        },
      ]);
      expect(frames.filter((frame) => frame.previous !== null)).toHaveLength(0);
    },
  },
  {
    quote: 'For the length of the transition, Canvas Commons draws both scenes.',
    claim: 'the previous scene is kept for drawing exactly as long as the transition, then dropped',
    check: async () => {
      const frames = await play([
        function* () {
          yield* waitFor(1);
        },
        function* () {
          yield* fadeTransition(0.5);
          yield* waitFor(1);
        },
      ]);
      const both = frames.filter((frame) => frame.previous === 'scene1');
      expectWithinAFrame(both.length / FPS, 0.5);
      expect(frames.at(-1)!.previous).toBeNull();
    },
  },
  {
    quote: '**The transition must start before anything else takes time.**',
    claim: 'a transition started after a wait gives no overlap: the previous scene is gone (a plain cut)',
    check: async () => {
      const frames = await play([
        function* () {
          yield* waitFor(1);
        },
        function* () {
          yield* waitFor(0.3);
          yield* slideTransition(Direction.Left, 0.5);
          yield* waitFor(0.5);
        },
      ]);
      expect(frames.filter((frame) => frame.previous !== null)).toHaveLength(0);
      // The same transition at the start does overlap, so the check can tell the two apart.
      expect(await transitionSeconds(() => slideTransition(Direction.Left, 0.5))).toBeGreaterThan(0.4);
    },
  },
  {
    quote: 'seconds and defaults to `0.6`.',
    claim: 'every built-in transition lasts 0.6 s by default',
    check: async () => {
      for (const transition of [
        () => slideTransition(Direction.Left),
        () => fadeTransition(),
        () => zoomInTransition(AREA),
        () => zoomOutTransition(AREA),
        () => waitTransition(),
      ]) {
        await expectDefaultDuration(transition);
      }
    },
  },
  {
    quote: '| [`fadeTransition`](/api/core/transitions/fadeTransition)`(duration?)`',
    claim: 'fadeTransition lasts 0.6 s by default',
    check: async () => {
      await expectDefaultDuration(() => fadeTransition());
    },
  },
  {
    quote: '| [`zoomInTransition`](/api/core/transitions/zoomInTransition)`(area, duration?)`',
    claim: 'zoomInTransition lasts 0.6 s by default',
    check: async () => {
      await expectDefaultDuration(() => zoomInTransition(new BBox(0, 0, 960, 540)));
    },
  },
  {
    quote: '| [`waitTransition`](/api/core/transitions/waitTransition)`(duration?, previousOnTop?)`',
    claim: 'waitTransition lasts 0.6 s by default',
    check: async () => {
      await expectDefaultDuration(() => waitTransition());
    },
  },
  {
    quote: 'both moving together for 0.8 seconds',
    claim: 'slideTransition(direction, 0.8) lasts 0.8 s',
    check: async () => {
      expect(await transitionSeconds(() => slideTransition(Direction.Left, 0.8))).toBeCloseTo(0.8, 1);
    },
  },
  {
    quote: 'Then the purple second scene enters from the',
    claim: "with the page's two scenes, the second slides in from the left, pushes the first out right, in 0.8 s",
    check: async () => {
      const first = pageExample(PAGE, 'src/scenes/first.tsx');
      const second = pageExample(PAGE, 'src/scenes/second.tsx');
      const run = await runProject([first, second], {fps: FPS});
      expectWithinAFrame(run.scenes[1].transitionFrames / FPS, 0.8);
      expectWithinAFrame((run.scenes[1].lastFrame - run.scenes[1].firstFrame) / FPS, 1.8);
      const frames = (await play([first, second])).filter((frame) => frame.previous !== null);
      const middle = frames[Math.floor(frames.length / 2)]!;
      expect(frames[0]!.currentDrawn.translate[0]).toBeLessThan(-1800);
      expect(middle.currentDrawn.translate[0]).toBeLessThan(0);
      expect(middle.previousDrawn!.translate[0]).toBeGreaterThan(0);
      // Together: the two scenes stay a full width apart.
      expect(middle.previousDrawn!.translate[0] - middle.currentDrawn.translate[0]).toBeCloseTo(1920, 3);
    },
  },
  {
    quote: 'The new scene slides in from the given side and pushes the old one out the opposite side.',
    claim: 'slideTransition(Right): the new scene starts a width to the right, the old one ends a width to the left',
    check: async () => {
      const {start, end} = await slideEnds(() => slideTransition(Direction.Right, 0.5));
      expect(start[0]).toBeGreaterThan(1800);
      expect(start[1]).toBeCloseTo(0, 6);
      expectPair(end, [-1920, 0], 0);
    },
  },
  {
    quote: 'The new scene fades in on top of the old one.',
    claim: "fadeTransition raises the new scene's alpha and leaves the old scene under it",
    check: async () => {
      const frames = await transitionFrames(() => fadeTransition(0.5));
      expect(frames[0]!.currentDrawn.alpha!).toBeLessThan(0.1);
      expect(frames.at(-1)!.currentDrawn.alpha!).toBeGreaterThan(0.9);
      expect(frames.every((frame) => frame.previousOnTop === false)).toBe(true);
    },
  },
  {
    quote: 'The view zooms into an area of the old scene, and the new scene grows out of that area.',
    claim:
      'zoomInTransition: the new scene starts shrunk into the area, the old one ends blown up so the area fills the frame',
    check: async () => {
      const frames = await transitionFrames(() => zoomInTransition(AREA, 0.5));
      expectPair(frames[0]!.currentDrawn.translate, [960, 540], 0);
      expectPair(frames[0]!.currentDrawn.scale, [0.25, 0.25]);
      const last = frames.at(-1)!;
      expectPair(last.currentDrawn.scale, [1, 1], 1);
      expectPair(last.previousDrawn!.scale, [4, 4], 1);
      expectPair(last.previousDrawn!.translate, [-3840, -2160], -2);
    },
  },
  {
    quote: 'The reverse: the old scene shrinks into an area of the new scene.',
    claim: 'zoomOutTransition: the old scene ends shrunk into the area, the new one starts blown up',
    check: async () => {
      const frames = await transitionFrames(() => zoomOutTransition(AREA, 0.5));
      expectPair(frames[0]!.currentDrawn.scale, [4, 4], 1);
      const last = frames.at(-1)!;
      expectPair(last.previousDrawn!.translate, [960, 540], -1);
      expectPair(last.previousDrawn!.scale, [0.25, 0.25], 2);
      expectPair(last.currentDrawn.scale, [1, 1], 1);
    },
  },
  {
    quote: 'Nothing moves; both scenes stay on screen, one over the other',
    claim: 'waitTransition neither moves, scales nor fades either scene, and keeps both for its length',
    check: async () => {
      const frames = await transitionFrames(() => waitTransition(0.5));
      expectWithinAFrame(frames.length / FPS, 0.5);
      for (const frame of frames) {
        for (const drawn of [frame.currentDrawn, frame.previousDrawn!]) {
          expect(drawn).toEqual({translate: [0, 0], scale: [1, 1], alpha: undefined, arcs: []});
        }
      }
    },
  },
  {
    quote: 'The value names the side the',
    claim: 'Direction and Origin values name the side the new scene comes from, diagonals included',
    check: async () => {
      expectPair((await slideEnds(() => slideTransition(Direction.Left, 0.5))).start, [-1920, 0], -2);
      expectPair((await slideEnds(() => slideTransition(Direction.Bottom, 0.5))).start, [0, 1080], -2);
      const {start, end} = await slideEnds(() => slideTransition(Origin.BottomRight, 0.5));
      expectPair(start, [1920, 1080], -2);
      expectPair(end, [-1920, -1080], 0);
    },
  },
  {
    quote: 'TypeScript requires the argument; left out anyway (in plain JavaScript), the slide comes',
    claim:
      'slideTransition() with no argument (a type error, so cast here) starts the new scene a full height above the frame',
    check: async () => {
      const {start, end} = await slideEnds(() => (slideTransition as unknown as () => ThreadGenerator)());
      expect(start[0]).toBeCloseTo(0, 6);
      expect(start[1]).toBeLessThan(-1000);
      expectPair(end, [0, 1080], 0);
    },
  },
  {
    quote: '`fadeTransition` raises the opacity of the new scene from 0 to 1 while the old scene stays fully visible',
    claim: "fadeTransition takes the new scene's alpha from 0 to 1 and never touches the old scene's",
    check: async () => {
      const frames = await transitionFrames(() => fadeTransition(0.5));
      const alphas = frames.map((frame) => frame.currentDrawn.alpha!);
      expect(alphas[0]).toBeLessThan(0.1);
      expect(alphas.at(-1)).toBeCloseTo(1, 1);
      expect(alphas.every((alpha, index) => index === 0 || alpha >= alphas[index - 1]!)).toBe(true);
      expect(frames.every((frame) => frame.previousDrawn!.alpha === undefined)).toBe(true);
      expect(frames.every((frame) => frame.previousOnTop === false)).toBe(true);
    },
  },
  {
    quote: 'expressed in **canvas pixels, measured from the top-left corner**',
    claim:
      "a zoom area is read in canvas pixels from the top-left: BBox(960, 540, …) is the frame's bottom-right quarter",
    check: async () => {
      const frames = await transitionFrames(() => zoomInTransition(new BBox(960, 540, 960, 540), 0.5));
      expectPair(frames[0]!.currentDrawn.translate, [960, 540], 0);
      expectPair(frames[0]!.currentDrawn.scale, [0.5, 0.5]);
    },
  },
  {
    quote: 'The easiest way to get it right is to describe the rectangle in scene coordinates and convert it',
    claim: "the page's area, converted with view.localToWorld(), is the 480×270 canvas rectangle centred at (400, 0)",
    check: () =>
      inspectTransforms((view) => {
        const area = new BBox(160, -135, 480, 270).transform(view.localToWorld());
        expect([area.x, area.y, area.width, area.height]).toEqual([960 + 400 - 240, 540 - 135, 480, 270]);
      }),
  },
  {
    quote: '`view.localToWorld()` also takes care of the preview',
    claim: 'at a preview scale of 0.5, localToWorld halves the area, as getRealSize halves the canvas',
    check: () =>
      inspectTransforms(() => {
        const half = createScene2D(function* () {}, {resolutionScale: 0.5});
        const view = half.getView();
        const area = new BBox(160, -135, 480, 270).transform(view.localToWorld());
        expect([area.x, area.y, area.width, area.height]).toEqual([(1360 - 240) / 2, 405 / 2, 240, 135]);
        expect([half.getRealSize().x, half.getRealSize().y]).toEqual([960, 540]);
      }),
  },
  {
    quote: 'The zoom scales width and height',
    claim: 'a square zoom area scales the scene by different amounts across and down',
    check: async () => {
      const frames = await transitionFrames(() => zoomInTransition(new BBox(0, 0, 540, 540), 0.5));
      const [x, y] = frames[0]!.currentDrawn.scale;
      expect(x).toBeCloseTo(540 / 1920, 2);
      expect(y).toBeCloseTo(540 / 1080, 2);
    },
  },
  {
    quote: 'the area is where the **old** scene ends up inside the new',
    claim: "zoomOutTransition ends with the old scene's frame fitted into the area",
    check: async () => {
      const frames = await transitionFrames(() => zoomOutTransition(new BBox(960, 0, 960, 540), 0.5));
      const last = frames.at(-1)!.previousDrawn!;
      expectPair(last.translate, [960, 0], -1);
      expectPair(last.scale, [0.5, 0.5], 2);
    },
  },
  {
    quote: 'By default the old scene is drawn on top',
    claim: 'waitTransition draws the previous scene on top unless told otherwise',
    check: async () => {
      const onTop: unknown[] = [];
      await runProject([
        function* () {
          yield* waitFor(0.2);
        },
        function* () {
          const scene = useScene();
          const transition = waitTransition(0.2);
          transition.next();
          onTop.push(scene.previousOnTop);
          yield* transition;
        },
        function* () {
          const scene = useScene();
          const transition = waitTransition(0.2, false);
          transition.next();
          onTop.push(scene.previousOnTop);
          yield* transition;
        },
      ]);
      expect(onTop).toEqual([true, false]);
    },
  },
];

/** A first scene that hands over after 1 s with finishScene and would then go on for `after` seconds, recording its time. */
function handingOver(after: number, times: number[]): (view: View2D) => ThreadGenerator {
  return function* () {
    yield* waitFor(1);
    finishScene();
    for (let frame = 0; frame < after * FPS; frame++) {
      times.push(useScene().playback.time);
      yield;
    }
  };
}

claims.push(
  {
    quote: 'A project plays its scenes one after another, in the order of the',
    claim: 'the second scene of the array starts where the first one ends',
    check: checkOf(
      claims,
      'switch is a hard cut: the last frame of one scene is followed by the first frame of the next',
    ),
  },
  {
    quote: 'Pass `false` as the second argument to draw the new scene on top instead.',
    claim: 'waitTransition(duration, false) draws the new scene on top',
    check: checkOf(claims, 'By default the old scene is drawn on top'),
  },
  {
    quote: 'The next scene starts immediately, and the old scene keeps animating',
    claim: 'after finishScene the next scene starts at once, while the old scene goes on running under its transition',
    check: async () => {
      const times: number[] = [];
      const frames = await play([
        handingOver(3, times),
        function* () {
          yield* fadeTransition(1);
          yield* waitFor(0.5);
        },
      ]);
      const firstOfSecond = frames.findIndex((frame) => frame.current === 'scene2');
      // Within two frames of the 1 s mark (without finishScene it would be at 4 s).
      expect(Math.abs(firstOfSecond - FPS)).toBeLessThanOrEqual(2);
      // The old scene was still being run, and drawn, well after it handed over.
      expect(Math.max(...times)).toBeGreaterThan(1.9);
      expect(frames.filter((frame) => frame.previous === 'scene1').length).toBeGreaterThan(0.9 * FPS);
    },
  },
  {
    quote: 'The outgoing scene only runs until the transition of the next scene is over.',
    claim: "the outgoing scene stops being run when the next scene's transition ends, even with more to do",
    check: async () => {
      const times: number[] = [];
      await play([
        handingOver(3, times),
        function* () {
          yield* fadeTransition(1);
          yield* waitFor(2);
        },
      ]);
      const last = Math.max(...times);
      expect(last).toBeGreaterThan(1.9);
      expect(last).toBeLessThan(2.1);
    },
  },
  {
    quote: 'false, // draw the previous scene on top? (optional, defaults to false)',
    claim: 'useTransition puts the previous scene below unless its third argument is true',
    check: async () => {
      const onTop: unknown[] = [];
      for (const third of [undefined, true]) {
        await runProject([
          function* () {
            yield* waitFor(0.2);
          },
          function* () {
            const end = useTransition(() => {}, undefined, third);
            onTop.push(useScene().previousOnTop);
            yield* waitFor(0.2);
            end();
          },
        ]);
      }
      expect(onTop).toEqual([false, true]);
    },
  },
  {
    quote: 'It returns a function that you **must** call when the transition is over.',
    claim: 'a scene counts as transitioning in until the function useTransition returns is called',
    check: async () => {
      const run = await runProject(
        [
          function* () {
            yield* waitFor(0.5);
          },
          function* () {
            const end = useTransition(() => {});
            yield* waitFor(0.5);
            end();
            yield* waitFor(0.5);
          },
        ],
        {fps: FPS},
      );
      expect(run.scenes[1].transitionFrames / FPS).toBeCloseTo(0.5, 1);
    },
  },
  {
    quote: 'The new scene is clipped to a circle that grows from the centre until it',
    claim:
      "the page's circleReveal clips to a circle at the canvas centre growing from 0 to half the diagonal in 1.2 s",
    check: async () => {
      const reveal = pageExample(PAGE, 'src/scenes/reveal.tsx');
      const frames = (
        await play([
          function* () {
            yield* waitFor(1);
          },
          reveal,
        ])
      ).filter((frame) => frame.previous !== null);
      expectWithinAFrame(frames.length / FPS, 1.2);
      const radii = frames.map((frame) => frame.currentDrawn.arcs[0]![2]!);
      expect(radii[0]).toBeLessThan(50);
      expect(radii.at(-1)).toBeCloseTo(Math.hypot(1920, 1080) / 2, 0);
      expect(frames[5]!.currentDrawn.arcs[0]!.slice(0, 2)).toEqual([960, 540]);
    },
  },
);

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: 'Each scene is rendered into its own layer',
      reason: 'layering and compositing happen in the Stage on real canvases, which Node does not draw',
    },
    {
      quote: 'While the transition runs, the outgoing scene normally shows its final frame, frozen.',
      reason: 'what is shown on screen needs the Stage to draw frames; the harness has no canvas',
    },
    {
      quote: 'Scenes are transparent by default',
      reason: 'transparency of drawn pixels needs a canvas to render into',
    },
    {
      quote:
        'Whatever you do to the context there (translate, scale, set `globalAlpha`, clip) applies to the whole scene.',
      reason: 'the effect on drawn pixels needs a real 2D canvas',
    },
    {
      quote: 'A transition is yielded at the start of the next scene, while the previous scene',
      reason: 'recap of sentences claimed above; what is on screen needs a canvas',
    },
    {
      quote: 'A scene played on its own, as here, slides in over an empty frame',
      reason: 'what the empty frame looks like needs the Stage to draw it',
    },
  ],
});
