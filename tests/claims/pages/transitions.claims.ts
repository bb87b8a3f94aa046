import {
  BBox,
  Direction,
  fadeTransition,
  slideTransition,
  useScene,
  useTransition,
  waitFor,
  waitTransition,
  zoomInTransition,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {runProject} from '../harness';

const FPS = 60;

/** The length, in seconds, of the second scene's transition in, when it starts with `transition`. */
async function transitionSeconds(transition: () => ThreadGenerator): Promise<number> {
  const run = await runProject(
    [
      function* () {
        yield* waitFor(1);
      },
      function* () {
        yield* transition();
        yield* waitFor(1);
      },
    ],
    {fps: FPS},
  );
  return run.scenes[1].transitionFrames / FPS;
}

/**
 * A transition's length to the frame: a wait-based one ends in the frame its time is reached, so one frame either way
 * (1/60 s). Tight enough that a default of 0.63 s instead of 0.6 s fails.
 */
function expectWithinAFrame(seconds: number, expected: number): void {
  expect(Math.abs(seconds - expected), `${seconds} s, expected ${expected} s within a frame`).toBeLessThanOrEqual(
    1 / FPS + 1e-9,
  );
}

export default defineClaims('docs/getting-started/transitions.mdx', [
  {
    quote: 'seconds and defaults to `0.6`.',
    claim: 'slideTransition lasts 0.6 s by default',
    check: async () => {
      expectWithinAFrame(await transitionSeconds(() => slideTransition(Direction.Left)), 0.6);
    },
  },
  {
    quote: '| [`fadeTransition`](/api/core/transitions/fadeTransition)`(duration?)`',
    claim: 'fadeTransition lasts 0.6 s by default',
    check: async () => {
      expectWithinAFrame(await transitionSeconds(() => fadeTransition()), 0.6);
    },
  },
  {
    quote: '| [`zoomInTransition`](/api/core/transitions/zoomInTransition)`(area, duration?)`',
    claim: 'zoomInTransition lasts 0.6 s by default',
    check: async () => {
      expectWithinAFrame(await transitionSeconds(() => zoomInTransition(new BBox(0, 0, 960, 540))), 0.6);
    },
  },
  {
    quote: '| [`waitTransition`](/api/core/transitions/waitTransition)`(duration?, previousOnTop?)`',
    claim: 'waitTransition lasts 0.6 s by default',
    check: async () => {
      expectWithinAFrame(await transitionSeconds(() => waitTransition()), 0.6);
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
]);
