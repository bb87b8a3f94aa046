import {Rect, Txt, is} from '@canvas-commons/2d';
import {
  DefaultPlugin,
  Direction,
  ImageExporter,
  slideTransition,
  waitFor,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims} from '../claim';
import {inspectScene, pageExample, sampleScene} from '../harness';
import {buildProject, plainScene} from '../project';
import {geometryScenes} from '../stand-in-scenes';
import rendering, {expectFrames, renderProject, waiting} from './rendering.claims';

/** Sizes as a browser gives them without a layout engine: the bar's own width and height. */
const {sampleGeometry} = geometryScenes('strict');

const PAGE = 'docs/getting-started/rendering/image-sequence.mdx';

/** Two scenes, the second coming in with a half-second slide transition. */
function introAndChart() {
  return [
    waiting('intro', 1),
    plainScene('chart', function* (): ThreadGenerator {
      yield* slideTransition(Direction.Left, 0.5);
      yield* waitFor(1);
    }),
  ];
}

/** The caption of the page's example, sampled on every frame. */
async function sampleCaption() {
  return sampleGeometry(pageExample(PAGE, 'src/scenes/caption.tsx'), (view) => {
    const bar = view.findFirst(is(Rect))!;
    const name = view.findFirst(is(Txt))!;
    return {
      barLeft: bar.left().x,
      barRight: bar.right().x,
      barBottom: bar.bottom().y,
      barWidth: bar.width(),
      nameOpacity: name.opacity(),
      // The name's anchor is its left edge, so its x is where it starts.
      nameX: name.x(),
      nameAnchor: name.anchor().x,
    };
  });
}

const claims = [
  {
    quote: "`@canvas-commons/core` as `ImageExporter`, which the core's default plugin adds to every",
    claim: "core's default plugin provides ImageExporter, and a project with no plugins of its own offers it",
    check: () => {
      expect(DefaultPlugin().exporters?.(undefined as never)).toEqual([ImageExporter]);
      const project = buildProject('project', [waiting('scene', 1)]);
      expect(project.plugins.map(({name}) => name)).toEqual(['@canvas-commons/core/default']);
      expect(project.meta.rendering.exporter.exporters).toEqual([ImageExporter]);
    },
  },
  {
    quote: 'interface and is driven frame by frame by the editor',
    claim: 'the Renderer starts the exporter and hands it each frame in order',
    check: async () => {
      const render = await renderProject([waiting('scene', 1)], {settings: {fps: 30}});
      expect(render.started?.frames).toBeGreaterThan(0);
      expectFrames(render, 0, 1, 30);
    },
  },
  {
    quote: 'The price is disk space: a one-minute',
    claim: 'a one-minute scene rendered at 60 fps gives 3,600 frames, give or take one',
    check: async () => {
      const render = await renderProject([waiting('scene', 60)]);
      expect(render.frames.length).toBeGreaterThanOrEqual(3600);
      expect(render.frames.length).toBeLessThanOrEqual(3601);
    },
  },
  {
    quote: '| file type | png | `png`, `jpeg` or `webp`. |',
    claim: 'the file type is png by default, the choices png, jpeg and webp, and the frames are encoded in it',
    check: async () => {
      const {fileType} = ImageExporter.meta();
      expect(fileType.get()).toBe('image/png');
      expect(fileType.options.map(({text}) => text)).toEqual(['png', 'jpeg', 'webp']);
      const webp = await renderProject([waiting('scene', 0.1)], {image: {fileType: 'image/webp'}});
      expect(webp.frames[0].sent.mimeType).toBe('image/webp');
      expect(webp.frames[0].sent.data.startsWith('data:image/webp;')).toBe(true);
    },
  },
  {
    quote: '| quality | 100 | A number from 0 to 100 for JPEG and WebP.',
    claim: 'quality is 100 by default, kept between 0 and 100, handed to the encoder as a fraction, disabled for png',
    check: async () => {
      const meta = ImageExporter.meta();
      expect(meta.quality.get()).toBe(100);
      expect([meta.quality.getMin(), meta.quality.getMax()]).toEqual([0, 100]);
      meta.quality.set(140);
      expect(meta.quality.get()).toBe(100);
      expect(meta.quality.onDisabled.current).toBe(true);
      meta.fileType.set('image/jpeg');
      expect(meta.quality.onDisabled.current).toBe(false);
      const jpeg = await renderProject([waiting('scene', 0.1)], {image: {fileType: 'image/jpeg', quality: 40}});
      expect(jpeg.frames[0].sent.data).toBe('data:image/jpeg;quality=0.4;base64,');
    },
  },
  {
    quote: '| group by scene | off | Writes each scene into its own subfolder and numbers its frames from zero. |',
    claim: 'group by scene is off by default; on, each scene gets its own folder and its frames are numbered from 0',
    check: async () => {
      expect(ImageExporter.meta().groupByScene.get()).toBe(false);
      const render = await renderProject(introAndChart(), {name: 'my-animation', image: {groupByScene: true}});
      const chart = render.frames.filter(({sceneName}) => sceneName === 'chart');
      expect(render.frames[0].sent).toMatchObject({name: '000000', subDirectories: ['my-animation', 'intro']});
      expect(chart[0].frame).toBeGreaterThan(50);
      expect(chart[0].sent).toMatchObject({name: '000000', subDirectories: ['my-animation', 'chart']});
      expect(chart[1].sent.name).toBe('000001');
    },
  },
  {
    quote: "The files are written below the project's `output/` folder (the Vite plugin's",
    claim: 'without grouping, every frame goes to the folder named after the project, named by its six-digit frame',
    check: async () => {
      const render = await renderProject(introAndChart(), {name: 'my-animation'});
      for (const {frame, sent} of render.frames) {
        expect(sent.subDirectories).toEqual(['my-animation']);
        expect(sent.name).toBe(frame.toString().padStart(6, '0'));
      }
      expect(render.frames.slice(0, 3).map(({sent}) => `${sent.name}.png`)).toEqual([
        '000000.png',
        '000001.png',
        '000002.png',
      ]);
    },
  },
  {
    quote: 'If you render a range that starts at 2 seconds with 60 fps, the',
    claim: 'frames are numbered in the whole animation: a range from 2 s at 60 fps starts with 000120.png',
    check: async () => {
      const render = await renderProject([waiting('scene', 4)], {settings: {fps: 60, range: [2, 3]}});
      expect(`${render.frames[0].sent.name}.png`).toBe('000120.png');
    },
  },
  {
    quote:
      'With **group by scene** checked, each scene gets its own folder, named after the scene, and the numbering starts again',
    claim: "with group by scene, each scene's frames go to a folder of its name and start again at 000000",
    check: async () => {
      const render = await renderProject(introAndChart(), {name: 'my-animation', image: {groupByScene: true}});
      for (const scene of ['intro', 'chart']) {
        const frames = render.frames.filter(({sceneName}) => sceneName === scene);
        expect(frames.map(({sent}) => sent.subDirectories[1])).toEqual(frames.map(() => scene));
        expect(frames.map(({sent}) => Number(sent.name))).toEqual(frames.map((_, index) => index));
      }
    },
  },
  {
    quote:
      'transition](/docs/transitions), the frames belong to the scene that is coming in, because the transition is part of',
    claim: "the frames of a transition are the incoming scene's, numbered from its start",
    check: async () => {
      const render = await renderProject(introAndChart(), {settings: {fps: 60}, image: {groupByScene: true}});
      const chart = render.frames.filter(({sceneName}) => sceneName === 'chart');
      const intro = render.frames.filter(({sceneName}) => sceneName === 'intro');
      // The intro lasts one second, the transition the next half second: its frames are the chart's first 30.
      expect(Math.abs(intro.length - 60)).toBeLessThanOrEqual(1);
      expect(Math.abs(chart.length - 90)).toBeLessThanOrEqual(1);
      expect(chart[0].frame).toBe(intro.at(-1)!.frame + 1);
    },
  },
  {
    quote:
      'The bar slides open to the right, starting near the bottom-left corner of the frame, the name fades in, stays',
    claim:
      'the bar opens rightwards from x = -840 near the bottom-left corner, the name fades in, stays 3 s, then both go',
    check: async () => {
      const {samples, run} = await sampleCaption();
      const at = (time: number) => samples.find((sample) => sample.time >= time - 1e-9)!.value;
      for (const {value} of samples) expect(value.barLeft).toBeCloseTo(-840, 3);
      expect(at(0.3).barWidth).toBeGreaterThan(0);
      expect(at(0.3).barWidth).toBeLessThan(620);
      expect(at(0.3).nameOpacity).toBe(0);
      expect(at(0.7).barRight).toBeCloseTo(-220, 3);
      expect(at(0.8).nameOpacity).toBeGreaterThan(0);
      expect(at(0.8).nameOpacity).toBeLessThan(1);
      for (const {time, value} of samples.filter(({time}) => time >= 1.05 && time <= 4)) {
        expect([time, value.nameOpacity, value.barWidth]).toEqual([time, 1, 620]);
      }
      // 120 px from the left edge of the 1920×1080 frame, 125 px above its bottom.
      expect(at(1).barBottom).toBeCloseTo(415, 3);
      const last = samples.at(-1)!.value;
      expect([last.nameOpacity, last.barWidth]).toEqual([0, 0]);
      expect(run.seconds).toBeCloseTo(4.6, 1);
    },
  },
  {
    quote: 'both disappear again. Everything outside the bar is empty.',
    claim: 'the view has no fill, and holds only the bar and the name, which starts inside the bar',
    check: async () => {
      const {samples} = await sampleCaption();
      const at = samples.find(({time}) => time >= 2)!.value;
      expect(at.nameAnchor).toBe(-1);
      expect(at.nameX).toBeGreaterThan(at.barLeft);
      expect(at.nameX).toBeLessThan(at.barRight);
      let fill: unknown = 'not read';
      let children: unknown[] = [];
      await sampleScene(pageExample(PAGE, 'src/scenes/caption.tsx'), (view) => {
        fill = view.fill();
        children = view.children();
      });
      expect(fill).toBeNull();
      expect(children.map((child) => (child as {constructor: {name: string}}).constructor.name)).toEqual([
        'Rect',
        'Txt',
      ]);
    },
  },
  {
    quote: "- leave the project's **background** empty in the *General* section, and do not give the scene a `fill`;",
    claim: 'a scene has no fill unless given one, and without a background the stage fills nothing',
    check: async () => {
      await inspectScene((view) => {
        expect(view.fill()).toBeNull();
      });
      await checkOf(
        rendering.claims,
        'With no background colour, every pixel your scenes leave empty stays transparent.',
      )();
    },
  },
];

const summary = [
  {
    quote: 'The image sequence exporter writes each frame of the animation to its own image file.',
    claim: 'each frame is sent as its own file, named by its frame number',
    check: checkOf(claims, "The files are written below the project's `output/` folder (the Vite plugin's"),
  },
  {
    quote: 'Each file is',
    claim: 'files are named by their frame number, padded to six digits',
    check: checkOf(claims, "The files are written below the project's `output/` folder (the Vite plugin's"),
  },
  {
    quote: 'The numbers are positions in the **whole** animation.',
    claim: 'a range starting later gives files numbered from its first frame in the whole animation',
    check: checkOf(claims, 'If you render a range that starts at 2 seconds with 60 fps, the'),
  },
  {
    quote: 'The scene below draws only the caption and leaves the rest of the frame empty:',
    claim: 'the scene has no fill and holds only the bar and the name',
    check: checkOf(claims, 'both disappear again. Everything outside the bar is empty.'),
  },
  {
    quote: '- The image sequence exporter is built in; choose it in the Rendering settings and press Render.',
    claim: 'recap: the image sequence exporter comes with every project',
    check: checkOf(claims, "`@canvas-commons/core` as `ImageExporter`, which the core's default plugin adds to every"),
  },
  {
    quote: '- Frames are numbered with six digits below `output/`, optionally one folder per scene.',
    claim: 'recap: six-digit names in the project folder, or one folder per scene',
    check: async () => {
      await checkOf(claims, "The files are written below the project's `output/` folder (the Vite plugin's")();
      await checkOf(
        claims,
        'With **group by scene** checked, each scene gets its own folder, named after the scene, and the numbering starts again',
      )();
    },
  },
];

export default defineClaims(PAGE, [...claims, ...summary], {
  unclaimed: [
    {
      quote: 'Choose the image sequence exporter with the **PNG** format and leave the project',
      reason:
        "which formats keep an alpha channel is the browser's image encoder (an empty background is checked above)",
    },
    {
      quote: 'writes an MP4 file with sound instead.',
      reason: 'the @canvas-commons/ffmpeg package is not installed here',
    },
    {
      quote: 'Every frame is a separate lossless file (with',
      reason: "lossless PNG and transparency are the browser's image encoder; video editors are outside tools",
    },
    {
      quote: '2. In the *Rendering* section, choose **Image sequence** as the exporter. Its options appear below it.',
      reason: "the settings tab and where the options appear are the editor's UI",
    },
    {
      quote: 'Lower values give smaller, lossier files.',
      reason: "file sizes come from the browser's image encoder",
    },
    {
      quote: 'Disabled for PNG, which is always lossless.',
      reason: "PNG being lossless is the browser's encoder (the field being disabled is checked)",
    },
    {
      quote: 'This keeps the numbering stable when you re-render part of a project:',
      reason: 'replacing files on disk is done by the Vite plugin on the dev server',
    },
    {
      quote: "A scene's name comes from its file: `./scenes/intro?scene` is called `intro`.",
      reason: 'scene names are given by the Vite plugin from the file name',
    },
    {
      quote: '- choose **png** (or **webp**) as the file type.',
      reason: "which formats keep an alpha channel is the browser's image encoder",
    },
    {
      quote: 'Import the resulting sequence into your video editor as an image sequence with an alpha channel',
      reason: 'about outside video editors',
    },
    {
      quote: '`-framerate` must match the frame rate you rendered with, and `%06d` matches the six-digit file names.',
      reason: 'about the options of the ffmpeg command-line tool (the six-digit names are checked above)',
    },
    {
      quote: 'sequence does not start at `000000`, add `-start_number` with the first number before `-i`.',
      reason: 'about the ffmpeg command-line tool',
    },
    {
      quote: 'The `yuv420p` pixel',
      reason: 'about the ffmpeg command-line tool and video players',
    },
    {
      quote: '- PNG keeps transparency; any tool such as `ffmpeg` can assemble the frames into a video later.',
      reason: "about the browser's PNG encoder and outside tools",
    },
    {
      quote: 'In the scene, do not give the `view` a `fill`, and do not cover the frame with a node: whatever',
      reason: "which pixels end up opaque needs a browser canvas's compositing",
    },
  ],
});
