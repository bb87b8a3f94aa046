import {Circle, Node, Scene2D, makeScene2D, type View2D} from '@canvas-commons/2d';
import {Color, Vector2, all, createSignal, linear, sequence, useTime, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims, type Claim} from '../claim';
import {evaluateExample, inspectScene, pageExample, runScene, runThreads, sampleScene} from '../harness';

const PAGE = 'docs/intro.mdx';

/** The page's example scene, sampled each frame: the circle's scale, x and fill. */
async function taste() {
  return sampleScene(pageExample(PAGE, 'src/scenes/example.tsx'), (view: View2D) => {
    const circle = view.children()[0] as Circle | undefined;
    return circle ? {scale: circle.scale.x(), x: circle.x(), fill: new Color(circle.fill() as Color).hex()} : null;
  });
}

/** The value sampled closest to `time`. */
function at<T>(samples: Array<{time: number; value: T}>, time: number): T {
  return samples.reduce((best, sample) => (Math.abs(sample.time - time) < Math.abs(best.time - time) ? sample : best))
    .value;
}

const FRAME = 1 / 60;

const claims: Claim[] = [
  {
    quote: 'Every `yield` on its own advances time by one frame',
    claim: 'Each bare yield of a scene is one frame (12 reach 0.2 s at 60 fps); a yield of an animation takes no time.',
    check: () => {
      let time = NaN;
      runThreads(function* () {
        for (let i = 0; i < 12; i++) yield;
        time = useTime();
      });
      expect(time).toBeCloseTo(12 / 60, 9);
      // A yield with an animation after it starts that animation and does not move time on.
      let afterTask = NaN;
      runThreads(function* () {
        yield waitFor(1);
        afterTask = useTime();
      });
      expect(afterTask).toBe(0);
    },
  },
  {
    quote: 'animations in parallel or in order. See [flow]',
    claim: 'all runs two 1 s waits in 1 s; sequence with a 1 s gap runs them one after the other in 2 s.',
    check: () => {
      const timeOf = (flow: () => ReturnType<typeof all>) => {
        let time = NaN;
        runThreads(function* () {
          yield* flow();
          time = useTime();
        });
        return time;
      };
      expect(timeOf(() => all(waitFor(1), waitFor(1)))).toBeCloseTo(1, 6);
      expect(timeOf(() => sequence(1, waitFor(1), waitFor(1)))).toBeCloseTo(2, 6);
    },
  },
  {
    quote: 'in terms of other signals, it updates by itself.',
    claim: 'A signal defined by a function of another signal follows it without being set again.',
    check: () => {
      const width = createSignal(2);
      const area = createSignal(() => width() * width());
      expect(area()).toBe(4);
      width(5);
      expect(area()).toBe(25);
    },
  },
  {
    quote: 'springs and interpolation for numbers, vectors and colours.',
    claim: 'Signals of numbers, Vector2 and Color tween through in-between values (halfway at half time with linear).',
    check: () => {
      const number = createSignal(0);
      const vector = Vector2.createSignal(new Vector2(0, 0));
      const colour = Color.createSignal('#000000');
      let half: [number, number[], string] | null = null;
      runThreads(function* () {
        yield* all(
          number(10, 1, linear),
          vector([100, -40], 1, linear),
          colour('#ffffff', 1, linear),
          (function* () {
            yield* waitFor(0.5);
            half = [number(), vector().toArray(), colour().hex()];
          })(),
        );
      });
      expect(half![0]).toBeCloseTo(5, 6);
      expect(half![1][0]).toBeCloseTo(50, 6);
      expect(half![1][1]).toBeCloseTo(-20, 6);
      expect(half![2]).not.toBe('#000000');
      expect(half![2]).not.toBe('#ffffff');
    },
  },
  {
    quote: 'It also provides a JSX runtime, so you write those nodes as tags, and',
    claim: "A tag such as <Circle /> compiles to a node of the 2d package's Circle class.",
    check: () =>
      inspectScene(() => {
        const {node} = evaluateExample(`
          import {Circle} from '@canvas-commons/2d';
          export const node = <Circle size={80} x={12} />;
        `) as {node: Circle};
        expect(node).toBeInstanceOf(Circle);
        expect(node.x()).toBe(12);
      }),
  },
  {
    quote: 'the function that turns a generator into a scene.',
    claim: 'makeScene2D takes a generator function and gives a scene description whose class is Scene2D.',
    check: () => {
      const body = function* () {
        yield* waitFor(1);
      };
      const description = makeScene2D(body);
      expect(description.klass).toBe(Scene2D);
      expect(description.config).toBe(body);
    },
  },
  {
    quote: 'A circle grows, slides to the right while turning orange, and then comes back.',
    claim: 'In the example the circle grows to 1.5, then moves to x = 400 as its fill turns orange, then returns to 0.',
    check: async () => {
      const {run, samples} = await taste();
      const present = samples.filter((sample): sample is {time: number; value: NonNullable<typeof sample.value>} =>
        Boolean(sample.value),
      );
      expect(present[0].value.scale).toBe(1);
      expect(at(present, 0.8 + FRAME).scale).toBeCloseTo(1.5, 6);
      expect(at(present, 0.8 + FRAME).x).toBeCloseTo(0, 6);
      const slid = at(present, 1.8 + FRAME);
      expect(slid.x).toBeCloseTo(400, 6);
      expect(slid.fill).toBe(new Color('#f39c3c').hex());
      // Moving and turning orange happen together.
      const middle = at(present, 1.3);
      expect(middle.x).toBeGreaterThan(50);
      expect(middle.fill).not.toBe(new Color('#3f82d6').hex());
      expect(middle.fill).not.toBe(new Color('#f39c3c').hex());
      expect(present.at(-1)!.value.x).toBeCloseTo(0, 6);
      expect(run.seconds).toBeCloseTo(2.8, 1);
    },
  },
  {
    quote: 'Called with one argument, it sets the value.',
    claim: 'scale(v), x(v) and fill(v) set the value at once.',
    check: () =>
      inspectScene((view) => {
        const circle = new Circle({});
        view.add(circle);
        circle.scale(1.5);
        circle.x(400);
        circle.fill('#f39c3c');
        expect(circle.scale.x()).toBe(1.5);
        expect(circle.x()).toBe(400);
        expect(new Color(circle.fill() as Color).hex()).toBe(new Color('#f39c3c').hex());
      }),
  },
  {
    quote:
      'Called with a value and a duration, it returns an animation, and `yield*` plays that animation to the end before the',
    claim: 'x(400, 1) returns an animation without changing x, and yield* of it ends at 1 s with x = 400.',
    check: async () => {
      let before = NaN;
      let after = NaN;
      let time = NaN;
      await runScene(function* (view) {
        const circle = new Circle({});
        view.add(circle);
        const animation = circle.x(400, 1);
        before = circle.x();
        yield* animation;
        time = useTime();
        after = circle.x();
      });
      expect(before).toBe(0);
      expect(time).toBeCloseTo(1, 6);
      expect(after).toBe(400);
    },
  },
  {
    quote: 'the JSX here creates canvas nodes, not HTML.',
    claim: 'JSX tags give library Node objects, not DOM elements.',
    check: () =>
      inspectScene(() => {
        const {node} = evaluateExample(`
          import {Node, Rect} from '@canvas-commons/2d';
          export const node = <Node><Rect /></Node>;
        `) as {node: Node};
        expect(node).toBeInstanceOf(Node);
        expect((node as unknown as {nodeType?: unknown}).nodeType).toBeUndefined();
        expect(node.children()).toHaveLength(1);
      }),
  },
];

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {quote: 'A browser-based editor shows the', reason: 'The editor and rendering need Vite and a browser.'},
    {quote: 'the project template from the', reason: 'About the project generator, not run here.'},
    {quote: 'The 2D renderer draws on an HTML canvas.', reason: 'Drawing needs a browser canvas.'},
    {
      quote: 'sit in a centred coordinate system',
      reason: 'Checked on the positioning and layouts pages; flexbox needs a browser.',
    },
    {
      quote:
        'The editor is a Vite plugin, `@canvas-commons/vite-plugin`, together with the editor interface it serves.',
      reason: 'About the Vite plugin and the editor.',
    },
    {
      quote: 'starts a development server. The page it opens has a live preview',
      reason: 'The dev server and editor UI need Vite and a browser.',
    },
    {
      quote: 'When you save a file, the preview updates straight away.',
      reason: 'Hot reload needs Vite and the editor.',
    },
    {quote: 'Rendering writes an', reason: 'Rendering needs the editor, a canvas and ffmpeg for video.'},
    {
      quote: 'is a web component, `<canvas-commons-player>`, that plays a built project on any web page.',
      reason: 'The player element needs a browser.',
    },
    {quote: 'and `quality` control how it is shown.', reason: 'The player element needs a browser.'},
  ],
});
