import {Circle, Txt, type Node, type View2D} from '@canvas-commons/2d';
import {ProjectMetadata, isThreadGenerator, makeProject, waitFor, type Project} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims, type Claim} from '../claim';
import {inspectScene, pageExample, runProject, runScene, sampleScene} from '../harness';
import {withGlobals} from '../stand-ins/globals';
import {DOMMatrixStandIn} from '../stand-ins/matrix';

const PAGE = 'docs/tutorial.mdx';
const FILE = 'src/scenes/example.tsx';

/** The page's example after step `step` (3 to 9), as the live preview runs it. */
function step(step: number) {
  return pageExample(PAGE, FILE, step - 3);
}

/** The scene's nodes: the sun, the orbit, the planet inside it, and the title (when the step has one). */
function parts(view: View2D) {
  const [sun, orbit, title] = view.children() as [Circle, Node, Txt | undefined];
  const planet = orbit?.children()[0] as Circle | undefined;
  return {sun, orbit, planet, title};
}

/** The sun's scale, one sample per frame, in a run of step `n`. */
async function sunScales(n: number) {
  const {run, samples} = await sampleScene(step(n), (view) => parts(view).sun?.scale.x() ?? NaN);
  return {run, samples: samples.filter(({value}) => !Number.isNaN(value))};
}

/** `run` with the DOMMatrix stand-in, which node transforms need; taken away afterwards. */
function withMatrices<T>(run: () => Promise<T>): Promise<T> {
  return withGlobals({DOMMatrix: DOMMatrixStandIn}, run);
}

/** One frame at the examples' 60 fps: the samples, taken by a task beside the scene, may lag the scene by one. */
const FRAME = 1 / 60;

/** A fresh project's render settings, as the Video Settings tab starts with them. */
function renderDefaults() {
  const meta = new ProjectMetadata({audio: undefined, plugins: []} as unknown as Project);
  const rendering = meta.rendering.get() as {fps: number; resolutionScale: number};
  const size = meta.shared.get().size as {x: number; y: number};
  return {fps: rendering.fps, scale: rendering.resolutionScale, width: size.x, height: size.y};
}

/** The value sampled closest to `time`. */
function at<T>(samples: Array<{time: number; value: T}>, time: number): T {
  return samples.reduce((best, sample) => (Math.abs(sample.time - time) < Math.abs(best.time - time) ? sample : best))
    .value;
}

/** The planet's position relative to the sun, one sample per frame, in a run of step `n`. */
async function planetOffsets(n: number) {
  return withMatrices(() =>
    sampleScene(step(n), (view) => {
      const {sun, planet} = parts(view);
      if (!sun || !planet) return null;
      return planet.absolutePosition().sub(sun.absolutePosition());
    }),
  );
}

const claims: Claim[] = [
  {
    quote: "<Circle size={240} fill={'#ffb938'} />` is JSX: it creates a",
    claim: "Step 3's JSX makes a Circle node 240 px across, at (0, 0), and view.add puts it in the view.",
    check: async () => {
      const {samples} = await sampleScene(step(3), (view) => {
        const circle = view.children()[0];
        return circle instanceof Circle
          ? [circle.width.context.getter(), circle.height.context.getter(), circle.x(), circle.y()]
          : null;
      });
      expect(at(samples, 0.5)).toEqual([240, 240, 0, 0]);
    },
  },
  {
    quote: 'Nodes sit at `x = 0, y = 0` unless told otherwise, and `(0, 0)` is the **centre** of the frame.',
    claim: 'A node with no position is at (0, 0), and (0, 0) of the view is the centre of the 1920×1080 frame.',
    check: () =>
      withMatrices(() =>
        inspectScene((view) => {
          const circle = new Circle({size: 10});
          view.add(circle);
          expect(circle.position().toArray()).toEqual([0, 0]);
          // The view's origin, mapped to the frame's pixels, is the frame's middle.
          const origin = view.localToWorld().transformPoint({x: 0, y: 0});
          expect([origin.x, origin.y]).toEqual([960, 540]);
        }),
      ),
  },
  {
    quote: 'A scene lasts as long as its generator runs, so',
    claim: 'Step 3 lasts one second (its waitFor(1)); a scene with no wait lasts at most a frame.',
    check: async () => {
      const run = await runScene(step(3));
      expect(run.seconds).toBeCloseTo(1, 1);
      const empty = await runScene(function* () {});
      expect(empty.frames).toBeLessThanOrEqual(1);
    },
  },
  {
    quote: 'it changes the `scale`',
    claim: 'sun().scale(1, 0.8) takes the scale from 0 to 1 in 0.8 s; the step-4 scene then lasts 1.8 s.',
    check: async () => {
      const {run, samples} = await sunScales(4);
      expect(samples[0].value).toBe(0);
      expect(at(samples, 0.4)).toBeGreaterThan(0.1);
      expect(at(samples, 0.4)).toBeLessThan(0.9);
      expect(at(samples, 0.8 + FRAME)).toBeCloseTo(1, 6);
      expect(run.seconds).toBeCloseTo(1.8, 1);
    },
  },
  {
    quote: 'Called with one argument, `sun().scale(1)` would set the',
    claim: 'scale(1) sets the value at once; scale(1, 0.8) returns an animation and leaves the value as it is.',
    check: () =>
      inspectScene((view) => {
        const sun = new Circle({size: 240, scale: 0});
        view.add(sun);
        const animation = sun.scale(1, 0.8);
        expect(isThreadGenerator(animation)).toBe(true);
        expect(sun.scale.x()).toBe(0);
        sun.scale(1);
        expect(sun.scale.x()).toBe(1);
      }),
  },
  {
    quote: '`yield*` plays that animation to its end before the next line runs.',
    claim: 'After yield* of a 0.8 s tween, the next line runs at 0.8 s with the tween finished.',
    check: async () => {
      let time = NaN;
      let scale = NaN;
      const {useTime} = await import('@canvas-commons/core');
      await runScene(function* (view) {
        const sun = new Circle({size: 240, scale: 0});
        view.add(sun);
        yield* sun.scale(1, 0.8);
        time = useTime();
        scale = sun.scale.x();
      });
      expect(time).toBeCloseTo(0.8, 6);
      expect(scale).toBe(1);
    },
  },
  {
    quote: 'the tween never plays as you expect: an animation only runs when the scene yields it.',
    claim: 'A tween that is not yielded never changes the value; a plain yield does not wait for it.',
    check: async () => {
      const {useTime} = await import('@canvas-commons/core');
      let unyielded = NaN;
      let afterPlainYield = NaN;
      await runScene(function* (view) {
        const a = new Circle({scale: 0});
        const b = new Circle({scale: 0});
        view.add([a, b]);
        a.scale(1, 0.8);
        yield b.scale(1, 0.8);
        afterPlainYield = useTime();
        yield* waitFor(1);
        unyielded = a.scale.x();
      });
      expect(unyielded).toBe(0);
      expect(afterPlainYield).toBeLessThan(0.1);
    },
  },
  {
    quote: 'The default starts slowly, speeds up and slows down again.',
    claim: 'With no timing function, a tween moves less in its first and last tenths than in its middle tenth.',
    check: async () => {
      const {samples} = await sunScales(4);
      const first = at(samples, 0.08) - at(samples, 0);
      const middle = at(samples, 0.44) - at(samples, 0.36);
      const last = at(samples, 0.8) - at(samples, 0.72);
      expect(first).toBeLessThan(middle / 3);
      expect(last).toBeLessThan(middle / 3);
    },
  },
  {
    quote: 'overshoots the target a',
    claim: 'With easeOutBack, the sun grows past scale 1 (but only a little) and ends at exactly 1.',
    check: async () => {
      const {samples} = await sunScales(5);
      const peak = Math.max(...samples.map(({value}) => value));
      expect(peak).toBeGreaterThan(1.02);
      expect(peak).toBeLessThan(1.2);
      expect(at(samples, 0.8 + FRAME)).toBeCloseTo(1, 6);
      expect(samples.at(-1)?.value).toBeCloseTo(1, 6);
    },
  },
  {
    quote: 'A child is placed relative to its parent, and when the parent moves, turns or fades,',
    claim: "A child's position is relative to its parent, and it follows the parent's move, turn and fade.",
    check: () =>
      withMatrices(() =>
        inspectScene((view) => {
          const child = new Circle({x: 380, size: 70});
          const parent = new Circle({x: 100, size: 10});
          parent.add(child);
          view.add(parent);
          expect(child.absolutePosition().x - view.absolutePosition().x).toBeCloseTo(480, 6);
          parent.rotation(90);
          const offset = child.absolutePosition().sub(parent.absolutePosition());
          expect(offset.x).toBeCloseTo(0, 6);
          expect(offset.y).toBeCloseTo(380, 6);
          parent.opacity(0.5);
          expect(child.absoluteOpacity()).toBeCloseTo(0.5, 6);
        }),
      ),
  },
  {
    quote: '`orbit().rotation(360, 4)` turns the orbit once around in four seconds.',
    claim: 'The planet is back where it started after 4 s of orbit, and is 380 px from the sun throughout.',
    check: async () => {
      const {samples} = await planetOffsets(6);
      const moving = samples.filter(({time, value}) => value && time >= 0.8 && time <= 4.8);
      for (const {value} of moving) expect(value!.magnitude).toBeCloseTo(380, 3);
      const end = samples.find(({time}) => time > 4.8 + FRAME / 2)!.value!;
      expect(end.x).toBeCloseTo(380, 3);
      expect(end.y).toBeCloseTo(0, 3);
      // Halfway it is on the other side.
      expect(at(moving, 2.8 + FRAME)!.x).toBeCloseTo(-380, 3);
    },
  },
  {
    quote: 'the blue planet circles it once, clockwise.',
    claim: 'A quarter of the way round the planet is below the sun (y down), so the turn is clockwise on screen.',
    check: async () => {
      const {samples} = await planetOffsets(6);
      const early = samples.find(({time, value}) => value && time > 1.3 && time < 1.5)!.value!;
      expect(early.y).toBeGreaterThan(10);
    },
  },
  {
    quote: 'It starts slowly and',
    claim: "Step 6's orbit turns less in its first and last 0.4 s than in its middle 0.4 s.",
    check: async () => {
      const {samples} = await sampleScene(step(6), (view) => parts(view).orbit?.rotation() ?? NaN);
      const first = at(samples, 1.2) - at(samples, 0.8);
      const middle = at(samples, 3.0) - at(samples, 2.6);
      const last = at(samples, 4.8) - at(samples, 4.4);
      expect(first).toBeLessThan(middle / 3);
      expect(last).toBeLessThan(middle / 3);
    },
  },
  {
    quote: 'the timing function that keeps the same speed from start to end;',
    claim: 'With linear, the orbit turns 90° in each second of its four.',
    check: async () => {
      const {samples} = await sampleScene(step(7), (view) => parts(view).orbit?.rotation() ?? NaN);
      for (const second of [1, 2, 3, 4]) {
        const turned = at(samples, 0.8 + FRAME + second) - at(samples, 0.8 + FRAME + second - 1);
        expect(Math.abs(turned - 90)).toBeLessThan(0.01);
      }
    },
  },
  {
    quote: 'which runs several animations at the same time and finishes when the longest has.',
    claim: 'In step 8, the title (1 s) and the orbit (4 s) move together, and the waitFor after all starts at 4.8 s.',
    check: async () => {
      const {run, samples} = await sampleScene(step(8), (view) => {
        const {orbit, title} = parts(view);
        return [orbit?.rotation() ?? NaN, title?.opacity() ?? NaN];
      });
      const half = at(samples, 1.3 + FRAME);
      expect(half[0]).toBeCloseTo(45, 3);
      expect(half[1]).toBeGreaterThan(0.1);
      expect(half[1]).toBeLessThan(0.9);
      expect(at(samples, 1.8 + FRAME)[1]).toBeCloseTo(1, 6);
      // 0.8 s pop-in, 4 s of all, 1 s of wait.
      expect(run.seconds).toBeCloseTo(5.8, 1);
    },
  },
  {
    quote: 'grow to `1.15` in two',
    claim: "The .to() chain takes the sun's scale to 1.15 two seconds in, and back to 1 two seconds later.",
    check: async () => {
      const {samples} = await sunScales(7);
      expect(at(samples, 2.8)).toBeCloseTo(1.15, 6);
      expect(at(samples, 4.8)).toBeCloseTo(1, 6);
      expect(Math.max(...samples.map(({value}) => value).filter((_, i) => samples[i].time > 1))).toBeCloseTo(1.15, 6);
    },
  },
  {
    quote: 'it has no colour of its own until you give it a',
    claim: 'A Txt node has no fill (null) until one is given.',
    check: () =>
      inspectScene((view) => {
        const text = new Txt({text: 'Hello'});
        view.add(text);
        expect(text.fill()).toBeNull();
      }),
  },
  {
    quote: 'Place it below the orbit (`y` grows **downwards**)',
    claim: 'A node at a larger y is lower in the frame: y = 440 maps to 980 of the 1080 px frame height.',
    check: () =>
      withMatrices(() =>
        inspectScene((view) => {
          const text = new Txt({y: 440, text: 'x'});
          view.add(text);
          const point = view.localToWorld().transformPoint(text.position());
          expect(point.y).toBeCloseTo(980, 6);
        }),
      ),
  },
  {
    quote: '"Hello, orbit" in white near the bottom edge, fading in',
    claim: "The step-8 title goes from opacity 0 to 1 during the orbit's first second (0.8 s to 1.8 s).",
    check: async () => {
      const {samples} = await sampleScene(step(8), (view) => parts(view).title?.opacity() ?? NaN);
      expect(at(samples, 0.8)).toBe(0);
      expect(at(samples, 1.8 + FRAME)).toBeCloseTo(1, 6);
      expect(at(samples, 1.3)).toBeGreaterThan(0.1);
    },
  },
  {
    quote: 'Fading `orbit` fades the planet too, since it is a child.',
    claim: "At the end of step 9, the planet's own opacity is still 1 but its opacity on screen is 0.",
    check: async () => {
      const {samples} = await sampleScene(step(9), (view) => {
        const planet = parts(view).planet;
        return planet ? [planet.opacity(), planet.absoluteOpacity()] : null;
      });
      expect(samples.at(-1)?.value).toEqual([1, 0]);
    },
  },
  {
    quote: 'about six seconds long: the sun pops in, the planet makes one steady',
    claim: 'Step 9 lasts 5.9 s, and at its end the sun has scale 0 and the orbit and title opacity 0.',
    check: async () => {
      const {run, samples} = await sampleScene(step(9), (view) => {
        const {sun, orbit, title} = parts(view);
        return [sun?.scale.x(), orbit?.opacity(), title?.opacity()];
      });
      expect(run.seconds).toBeCloseTo(5.9, 1);
      expect(samples.at(-1)?.value).toEqual([0, 0, 0]);
      // The exit starts after the half-second pause.
      expect(at(samples, 5.2)).toEqual([1, 1, 1]);
    },
  },
  {
    quote: 'group several nodes so that one `view.add` adds them all.',
    claim: "Step 6's fragment adds both the sun and the orbit node (with its planet) to the view, in that order.",
    check: async () => {
      const {samples} = await sampleScene(step(6), (view) =>
        view.children().map((child) => [child.constructor.name, child.children().length]),
      );
      expect(at(samples, 0.5)).toEqual([
        ['Circle', 0],
        ['Node', 1],
      ]);
    },
  },
  {
    quote: 'lists the scenes of the project in the order they play.',
    claim: 'makeProject keeps the scenes in the given order, and a project plays its scenes in list order.',
    check: async () => {
      const first = step(3);
      const second = step(4);
      const project = makeProject({name: 'orbit', scenes: [first, second] as never});
      expect(project.scenes).toEqual([first, second]);
      const run = await runProject([step(3), step(4)]);
      expect(run.scenes[0].firstFrame).toBe(0);
      // The one-second scene comes first, then the 1.8 s one.
      expect(Math.abs(run.scenes[1].firstFrame - 60)).toBeLessThanOrEqual(1);
      expect(Math.abs(run.frames - 168)).toBeLessThanOrEqual(2);
    },
  },
  {
    quote: 'Leave the frame rate at 60 and the scale at',
    claim: "A project's render settings start at 60 fps and a scale of 1.",
    check: () => {
      const {fps, scale} = renderDefaults();
      expect(fps).toBe(60);
      expect(scale).toBe(1);
    },
  },
  {
    quote: '1920×1080 pixels, 60 frames per second, about six seconds long.',
    claim: 'The default render is 1920×1080 at 60 fps, and the finished scene lasts 5.9 s (354 frames).',
    check: async () => {
      const {fps, width, height} = renderDefaults();
      expect([width, height, fps]).toEqual([1920, 1080, 60]);
      const run = await runScene(step(9), {fps});
      expect(Math.abs(run.frames - 354)).toBeLessThanOrEqual(1);
    },
  },
];

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: 'It asks four questions. Answer them like this:',
      reason: 'About the project generator (create package), not run here.',
    },
    {
      quote: '`@canvas-commons/ffmpeg` package, which writes MP4 files.',
      reason: 'The FFmpeg exporter needs ffmpeg and the editor.',
    },
    {
      quote: 'It runs Vite with the Canvas Commons plugin, which serves the editor on port 9000.',
      reason: 'About the Vite plugin and dev server.',
    },
    {quote: 'If port 9000 is taken, Vite picks the next free one', reason: 'About the Vite dev server.'},
    {quote: 'keeps node_modules, output and dist out of Git', reason: "About the project generator's template files."},
    {quote: 'The project already contains an example', reason: 'About the generated template and the editor UI.'},
    {
      quote: 'every time you save a scene file, it reloads the scene by itself.',
      reason: "The editor's hot reload needs Vite and a browser.",
    },
    {quote: 'paints the background a deep blue.', reason: 'Painting the background needs a canvas (a browser).'},
    {quote: 'a node that is never added is never', reason: 'What is drawn needs a canvas (a browser).'},
    {
      quote: 'Unless you name it, the project is called after its file, `project`, which',
      reason: 'The default name is given by the Vite plugin, which loads the project file.',
    },
    {
      quote: 'suffix on the import tells the Vite plugin to load the file as a scene.',
      reason: 'About the Vite plugin.',
    },
    {
      quote: 'the button reads **Abort** while the render runs',
      reason: 'Rendering to MP4 needs the editor, a browser and ffmpeg.',
    },
    {
      quote: 'If the exporter list offers only *Image sequence*',
      reason: "About the editor's exporter list and the template.",
    },
  ],
});
