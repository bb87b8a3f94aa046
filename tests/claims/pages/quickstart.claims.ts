import {readFileSync} from 'node:fs';
import path from 'node:path';

import {Circle, Node, Rect, Txt, is, makeScene2D, type View2D} from '@canvas-commons/2d';
import {all, createRef, easeOutBack, makeProject, useTime, waitFor, type ThreadGenerator} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims, repositoryRoot} from '../claim';
import {inspectScene, pageExample, runProject, runScene, sampleScene} from '../harness';
import {expectPoint} from '../points';
import {hex, jsx} from '../reading';
import {geometryScenes} from '../stand-in-scenes';
import {methodNames, recordingContext} from '../stand-ins/canvas';

const PAGE = 'docs/getting-started/quickstart.mdx';

/** Sizes measured strictly: a check here reads only sizes a browser gives without a layout engine. */
const {inspectGeometry} = geometryScenes('strict');

const packageJson = (name: string) =>
  JSON.parse(readFileSync(path.join(repositoryRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
    engines?: {node?: string};
  };

/** A node that notes each time it is drawn. */
class Probe extends Node {
  public draws = 0;
  protected override draw(context: CanvasRenderingContext2D) {
    this.draws++;
    super.draw(context);
  }
}

/**
 * The scene of the page's `index`-th example titled `src/scenes/example.tsx` (0: the first scene, 1: the solution,
 * which has the same title).
 */
function exampleScene(index: number): (view: View2D) => ThreadGenerator {
  return pageExample(PAGE, 'src/scenes/example.tsx', index);
}

/** What the page's first scene (or, with 1, the solution) shows on each frame. */
async function sampleFirstScene(index = 0) {
  const {run, samples} = await sampleScene(exampleScene(index), (view) => {
    const circle = view.findFirst(is(Circle))!;
    const square = view.findFirst(is(Rect))!;
    return {
      circle: {x: circle.x(), scale: circle.scale().x, fill: hex(circle.fill())},
      square: {x: square.x(), rotation: square.rotation(), fill: hex(square.fill())},
      squareOnTop: view.children().indexOf(square) > view.children().indexOf(circle),
    };
  });
  return {run, samples};
}

/** When a value first moves by more than a thousandth from its first sample (easings start imperceptibly slowly). */
function firstChange<T>(samples: Array<{time: number; value: T}>, read: (value: T) => number | string): number {
  const start = read(samples[0]!.value);
  const moved = (value: number | string) =>
    typeof value === 'number' ? Math.abs(value - (start as number)) > 1e-3 : value !== start;
  return samples.find(({value}) => moved(read(value)))?.time ?? NaN;
}

/** Plays `body` and returns the scene time at which it ends. */
async function seconds(body: () => ThreadGenerator): Promise<number> {
  let time = NaN;
  await runScene(function* () {
    yield* body();
    time = useTime();
  });
  return time;
}

export default defineClaims(
  PAGE,
  [
    {
      quote: '**20.19 or a later 20.x, or 22.12 or newer** (check with `node --version`)',
      claim: 'core and 2d need Node >= 20.19, and Vite 8 needs ^20.19 or >= 22.12',
      check: () => {
        expect(packageJson('@canvas-commons/core').engines?.node).toBe('>=20.19.0');
        expect(packageJson('@canvas-commons/2d').engines?.node).toBe('>=20.19.0');
        const vite = packageJson('vite');
        expect(vite.version.split('.')[0]).toBe('8');
        expect(vite.engines?.node).toBe('^20.19.0 || >=22.12.0');
      },
    },
    {
      quote: 'It exports the result of [`makeProject`](/api/core/app/makeProject), which lists',
      claim: 'makeProject keeps the scenes in the order given, and a project plays them in that order',
      check: async () => {
        const [first, second] = [makeScene2D(function* () {}), makeScene2D(function* () {})];
        expect(makeProject({scenes: [first, second] as never}).scenes).toEqual([first, second]);
        const order: string[] = [];
        await runProject([
          function* () {
            order.push('first');
            yield* waitFor(0.5);
          },
          function* () {
            order.push('second');
            yield* waitFor(0.5);
          },
        ]);
        expect(order).toEqual(['first', 'second']);
      },
    },
    {
      quote: 'Without it, the project receives an incomplete scene description.',
      claim: 'makeScene2D alone gives no name, size or hot-reload hook: those are what the ?scene import adds',
      check: () => {
        const description = makeScene2D(function* () {}) as unknown as Record<string, unknown>;
        expect(Object.keys(description).sort()).toEqual(['config', 'klass', 'meta', 'plugins', 'stack']);
        for (const missing of ['name', 'onReplaced', 'size']) expect(description[missing]).toBeUndefined();
      },
    },
    {
      quote: 'Save the file and press play. A red circle pops in on the left.',
      claim: 'the red circle at x = -300 grows from 0 to 1 in 0.6 s, overshooting',
      check: async () => {
        const {samples} = await sampleFirstScene();
        expect(samples[0]!.value.circle).toMatchObject({x: -300, fill: '#e0524c'});
        expect(samples[0]!.value.circle.scale).toBeLessThan(0.2);
        const pop = samples.filter(({time}) => time <= 0.6);
        expect(Math.max(...pop.map(({value}) => value.circle.scale))).toBeGreaterThan(1.05);
        expect(samples.find(({time}) => time >= 0.62)!.value.circle.scale).toBe(1);
      },
    },
    {
      quote: 'Then the circle and the blue square slide towards',
      claim: 'circle and square start moving to x = 0 on the same frame, and the square turns 180°',
      check: async () => {
        const {samples} = await sampleFirstScene();
        expect(samples[0]!.value.square.fill).toBe('#3f82d6');
        const circleMoves = firstChange(samples, (value) => value.circle.x);
        expect(circleMoves).toBeGreaterThan(0.55);
        expect(firstChange(samples, (value) => value.square.x)).toBe(circleMoves);
        expect(firstChange(samples, (value) => value.square.rotation)).toBe(circleMoves);
        const after = samples.find(({time}) => time >= circleMoves + 1.01)!.value;
        expect([after.circle.x, after.square.x, after.square.rotation]).toEqual([0, 0, 180]);
      },
    },
    {
      quote: 'They end up on top of each other.',
      claim: 'both end at x = 0, the square drawn over the circle',
      check: async () => {
        const {samples} = await sampleFirstScene();
        const last = samples.at(-1)!.value;
        expect(last.circle.x).toBe(0);
        expect(last.square.x).toBe(0);
        expect(last.squareOnTop).toBe(true);
      },
    },
    {
      quote: 'After half a',
      claim: 'half a second after the slide ends, the square turns orange',
      check: async () => {
        const {samples} = await sampleFirstScene();
        const slideEnds = samples.find(({value}) => value.square.rotation === 180)!.time;
        const turns = firstChange(samples, (value) => value.square.fill);
        expect(turns - slideEnds).toBeCloseTo(0.5, 1);
        expect(samples.at(-1)!.value.square.fill).toBe('#f39c3c');
      },
    },
    {
      quote: 'turns a generator function into a scene. It receives `view`, the root',
      claim: 'makeScene2D runs the generator with the view: 1920 × 1080, origin at the centre, y down',
      check: async () => {
        let received: unknown = null;
        await inspectGeometry((view) => {
          received = view;
          expectPoint(view.size(), [1920, 1080]);
          const dot = new Node({y: 100});
          view.add(dot);
          expectPoint(dot.position.abs(), [960, 640]);
        });
        expect(received).not.toBeNull();
        const description = makeScene2D(function* () {});
        expect(typeof description.klass).toBe('function');
      },
    },
    {
      quote: 'creates an empty reference. Passing it as the `ref` prop stores the node in',
      claim: 'createRef starts empty, the ref prop fills it, and calling it returns the node',
      check: () =>
        inspectScene(() => {
          const circle = createRef<Circle>();
          expect(circle()).toBeUndefined();
          const node = jsx(Circle, {ref: circle, size: 160});
          expect(circle()).toBe(node);
        }),
    },
    {
      quote: '- `view.add(...)` attaches nodes to the scene. A node that is never added is never drawn.',
      claim: 'rendering the view draws added nodes, not ones that were only created; a fragment adds several',
      check: () =>
        inspectGeometry((view) => {
          const [added, alsoAdded, never] = [new Probe({}), new Probe({}), new Probe({})];
          view.add(jsx(Symbol.for('@canvas-commons/2d/fragment') as never, {children: [added, alsoAdded]}));
          expect(view.children()).toEqual([added, alsoAdded]);
          view.render(recordingContext().context);
          expect([added.draws, alsoAdded.draws, never.draws]).toEqual([1, 1, 0]);
        }),
    },
    {
      quote: 'is a **tween**: go from the current scale to `1` in `0.6` seconds',
      claim: 'scale(1, 0.6, easeOutBack) goes from the current scale to 1 in 0.6 s, passing 1 and settling',
      check: async () => {
        const scales: number[] = [];
        const time = await seconds(function* () {
          const circle = new Circle({scale: 0.2});
          const task = circle.scale(1, 0.6, easeOutBack);
          scales.push(circle.scale().x);
          yield* all(
            task,
            (function* () {
              for (let i = 0; i < 40; i++) {
                scales.push(circle.scale().x);
                yield;
              }
            })(),
          );
        });
        expect(scales[0]).toBeCloseTo(0.2, 6);
        expect(Math.max(...scales)).toBeGreaterThan(1.05);
        expect(scales.at(-1)).toBe(1);
        expect(easeOutBack(0.8)).toBeGreaterThan(1);
        expect(time).toBeGreaterThanOrEqual(0.6);
      },
    },
    {
      quote: '- `yield*` plays an animation to the end before the next line runs.',
      claim:
        'after yield* of a 1 s tween the next line runs at 1 s; all ends with its longest; waitFor only passes time',
      check: async () => {
        expect(await seconds(() => new Circle({}).x(100, 1))).toBeCloseTo(1, 6);
        expect(
          await seconds(function* () {
            const circle = new Circle({});
            yield* all(circle.x(100, 0.4), circle.y(100, 1.3), circle.rotation(90, 0.7));
          }),
        ).toBeCloseTo(1.3, 6);
        expect(await seconds(() => waitFor(0.5))).toBeCloseTo(0.5, 6);
      },
    },
    {
      quote: 'The scene lasts as long as its generator runs, here about 2.9 seconds.',
      claim: "the page's first scene lasts 2.9 s",
      check: async () => {
        const {run} = await sampleFirstScene();
        expect(run.seconds).toBeGreaterThan(2.85);
        expect(run.seconds).toBeLessThan(2.95);
      },
    },
    {
      quote: 'Scenes play one after another.',
      claim: 'the second scene starts where the first ends',
      check: async () => {
        const run = await runProject([
          function* () {
            yield* waitFor(1);
          },
          function* () {
            yield* waitFor(2);
          },
        ]);
        expect(run.scenes[1]!.firstFrame).toBe(run.scenes[0]!.lastFrame);
        // 3 s at 60 fps, within the frame or two the player rounds each scene to.
        expect(Math.abs(run.frames - 180)).toBeLessThanOrEqual(2);
        expect(Math.abs(run.scenes[1]!.firstFrame - 60)).toBeLessThanOrEqual(1);
      },
    },
    {
      quote:
        'The packages need Node.js 20.19 or newer, and the Vite 8 of a new project needs 20.19 or a later 20.x, or 22.12 or',
      claim:
        "the packages' engines say >= 20.19; Vite 8's say ^20.19 or >= 22.12, which leaves out 21.x and 22.0–22.11",
      check: () => {
        expect(packageJson('@canvas-commons/core').engines?.node).toBe('>=20.19.0');
        const vite = packageJson('vite');
        expect(vite.version.split('.')[0]).toBe('8');
        expect(vite.engines?.node).toBe('^20.19.0 || >=22.12.0');
      },
    },
    {
      quote: 'JSX creates a node, but only `view.add(...)` (or nesting it inside a node that is',
      claim: 'only added nodes, and nodes nested in them, are drawn',
      check: () =>
        inspectGeometry((view) => {
          const [nested, loose] = [new Probe({}), new Probe({})];
          view.add(new Node({children: nested}));
          view.render(recordingContext().context);
          expect([nested.draws, loose.draws]).toEqual([1, 0]);
        }),
    },
    {
      quote: '**Check colours and sizes.** Shapes and text have no fill by default',
      claim:
        'a Rect and a Txt have no fill by default; such a Rect fills and strokes nothing; a Rect without a size is 0 × 0',
      check: () =>
        inspectGeometry((view) => {
          const [plain, text, sizeless] = [new Rect({size: 100}), new Txt({text: 'Hi'}), new Rect({fill: 'red'})];
          view.add([plain, text, sizeless]);
          expect(plain.fill()).toBeNull();
          expect(text.fill()).toBeNull();
          const drawn = recordingContext();
          plain.render(drawn.context);
          expect(methodNames(drawn.calls)).not.toContain('fill');
          expect(methodNames(drawn.calls)).not.toContain('stroke');
          expectPoint(sizeless.size(), [0, 0]);
        }),
    },
    {
      quote: '**Check positions.** Coordinates are measured from the centre of the frame.',
      claim: 'a node at x = 1920 is 960 px past the right edge of a 1920 px frame',
      check: () =>
        inspectGeometry((view) => {
          const node = new Node({x: 1920});
          view.add(node);
          expectPoint(node.position.abs(), [2880, 540]);
        }),
    },
    {
      quote: 'A tween that is',
      claim: 'a tween never yielded leaves the value alone; a bare yield lets the scene go on while the tween runs',
      check: async () => {
        let notYielded = NaN;
        let afterBareYield = {time: NaN, x: NaN};
        let finalX = NaN;
        await runScene(function* () {
          const idle = new Circle({});
          idle.x(100, 0.5);
          const moving = new Circle({});
          yield moving.x(100, 1);
          afterBareYield = {time: useTime(), x: moving.x()};
          yield* waitFor(1.2);
          notYielded = idle.x();
          finalX = moving.x();
        });
        expect(notYielded).toBe(0);
        expect(afterBareYield.time).toBeLessThan(0.05);
        expect(afterBareYield.x).toBeLessThan(1);
        expect(finalX).toBe(100);
      },
    },
    {
      quote: '- A project lists its scenes in `src/project.ts`; each scene file exports',
      claim: 'recap: makeProject takes the list of scenes, each a makeScene2D description',
      check: () => {
        const scene = makeScene2D(function* () {});
        expect(makeProject({scenes: [scene] as never}).scenes).toEqual([scene]);
        expect(scene.klass.name).toBe('Scene2D');
      },
    },
    {
      quote:
        '- `view.add()` puts nodes on screen, `createRef` keeps hold of them, and calling a property with a value and a',
      claim: 'recap: added nodes are drawn, a ref holds its node, and scale(1, 0.6) animates over 0.6 s',
      check: async () => {
        await inspectGeometry((view) => {
          const circle = createRef<Probe>();
          view.add(jsx(Probe, {ref: circle}));
          view.render(recordingContext().context);
          expect(circle().draws).toBe(1);
        });
        expect(await seconds(() => new Circle({scale: 0}).scale(1, 0.6))).toBeCloseTo(0.6, 6);
      },
    },
    {
      quote:
        '- `yield*` plays an animation and waits for it to end; `all()` plays several at once and `waitFor()` pauses.',
      claim: 'recap: yield* waits, all() runs tweens together, waitFor() pauses',
      check: async () => {
        const starts: number[] = [];
        const time = await seconds(function* () {
          const circle = new Circle({});
          yield* circle.x(10, 0.5);
          starts.push(useTime());
          yield* all(circle.x(20, 0.5), circle.y(20, 0.5));
          yield* waitFor(0.25);
        });
        expect(starts[0]).toBeCloseTo(0.5, 6);
        expect(time).toBeCloseTo(1.25, 6);
      },
    },
    {
      quote:
        'The two tweens go into one `all()`, so they start on the same frame and the scene waits until both are done.',
      claim: 'in the solution, both move back on the same frame, and the scene ends when both are at ±300',
      check: async () => {
        const {run, samples} = await sampleFirstScene(1);
        const orange = samples.find(({value}) => value.square.fill === '#f39c3c')!.time;
        const back = samples.filter(({time}) => time >= orange);
        const circleMoves = firstChange(back, (value) => value.circle.x);
        expect(firstChange(back, (value) => value.square.x)).toBe(circleMoves);
        const last = samples.at(-1)!.value;
        expect([last.circle.x, last.square.x]).toEqual([-300, 300]);
        expect(run.seconds).toBeGreaterThan(3.85);
        expect(run.seconds).toBeLessThan(3.95);
      },
    },
  ],
  {
    unclaimed: [
      {quote: 'and a Chromium-based browser or Firefox', reason: 'needs a browser; the claims run in Node'},
      {
        quote: 'It asks a few questions:',
        reason: 'about the project generator (npm init), which is not installed here',
      },
      {
        quote: '- **Project name**: a valid npm package name',
        reason: 'about the project generator (npm init), which is not installed here',
      },
      {
        quote: '- **Project path**: the folder to create.',
        reason: 'about the project generator (npm init), which is not installed here',
      },
      {
        quote: '- **Language**: TypeScript (recommended) or JavaScript.',
        reason: 'about the project generator (npm init), which is not installed here',
      },
      {
        quote: '- **How would you like to render your animation?**',
        reason: 'about the project generator and the FFmpeg plugin, neither installed here',
      },
      {
        quote: 'The `?scene` suffix on the import matters. It tells the Vite plugin',
        reason: 'about the Vite plugin, which is not installed here',
      },
      {
        quote: '`vite.config.ts` registers the plugin. The generator writes it for you',
        reason: 'about the project generator and the Vite plugin, not installed here',
      },
      {
        quote: 'By default the plugin loads `./src/project.ts` and renders into `./output`.',
        reason: 'about the Vite plugin, which is not installed here',
      },
      {
        quote: 'As you work, the editor also writes',
        reason: 'about files the editor writes, which needs the editor',
      },
      {
        quote: 'They hold editor settings and [time events]',
        reason: 'about files the editor writes, which needs the editor',
      },
      {
        quote: '`npm start` runs Vite. It prints a local address',
        reason: 'about the Vite plugin and the dev server, which need the CLI',
      },
      {
        quote: 'If 9000 is taken, Vite picks the next free port',
        reason: 'about the Vite dev server, which needs the CLI',
      },
      {quote: '- the **preview** of the current frame, in the middle;', reason: 'about the editor UI'},
      {quote: '- the **timeline** below it, where you can scrub, play and loop;', reason: 'about the editor UI'},
      {quote: '- a **sidebar** with tabs.', reason: 'about the editor UI'},
      {quote: 'The editor watches your files.', reason: 'about the editor and the Vite plugin, which need the CLI'},
      {quote: 'Open the *Video Settings* tab in the sidebar.', reason: 'about the editor UI'},
      {quote: 'The *Rendering* section holds the frame rate', reason: 'about the editor UI'},
      {
        quote: 'The frames or the video file go to the',
        reason: 'about the editor and the Vite plugin, which need the CLI',
      },
      {
        quote: 'With another version, `npm install` prints',
        reason: 'about npm and Vite under other Node versions, which this machine cannot switch to',
      },
      {
        quote: 'If the default port is taken, for example by another project',
        reason: 'about the Vite dev server, which needs the CLI',
      },
      {
        quote: 'With `--strictPort`, Vite exits with an error',
        reason: 'about the Vite dev server, which needs the CLI',
      },
      {quote: "Errors in your scene are reported in the editor's console panel", reason: 'about the editor UI'},
      {
        quote: 'A typo or a failed import stops the scene before anything is drawn.',
        reason: 'about the editor and the Vite build',
      },
      {
        quote: '**Check the project file.** The scene must be imported with the `?scene` suffix',
        reason: 'about the Vite plugin, which is not installed here',
      },
      {
        quote: 'and a `<Txt>` without `fill` draws black letters',
        reason: 'what the letters look like needs a real canvas (docs/components/text.mdx checks the fill style)',
      },
    ],
  },
);
