import {Circle, Node, is} from '@canvas-commons/2d';
import {Color, ImageExporter, createSignal, linear, type ThreadGenerator} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims} from '../claim';
import {pageExample} from '../harness';
import {buildProject, plainScene} from '../project';
import {geometryScenes} from '../stand-in-scenes';
import imageSequence from './image-sequence.claims';
import {renderProject, waiting} from './rendering.claims';

const PAGE = 'docs/recipes/export-a-gif.mdx';

/** Sizes as a browser gives them without a layout engine: the dots' own sizes. */
const {sampleGeometry} = geometryScenes('strict');

interface Dot {
  x: number;
  y: number;
  fill: string;
}

interface Spinner {
  rotation: number;
  /** Each dot's centre relative to the centre of the frame (rounded to 1e-6 px) and its colour. */
  dots: Dot[];
  /** The same with the group turned back to 0°, as the first frame of a render shows it. */
  dotsAtStart: Dot[];
  background: string | null;
}

/** The page's example, sampled on every frame (from the frame in which its dots exist). */
async function spinners(): Promise<{all: Spinner[]; seconds: number}> {
  const spinner = pageExample(PAGE, 'src/scenes/spinner.tsx');
  const {samples, run} = await sampleGeometry(
    // One more frame after the example, so that the sampler (which runs before the scene in each frame) sees its end.
    function* (view) {
      yield* spinner(view);
      yield;
    },
    (view): Spinner | null => {
      const group = view.findFirst(is(Node));
      if (!group) return null;
      const centre = view.absolutePosition();
      const round = (value: number) => Math.round(value * 1e6) / 1e6 + 0;
      const read = (): Dot[] =>
        view.findAll(is(Circle)).map((dot) => {
          const {x, y} = dot.absolutePosition().sub(centre);
          return {x: round(x), y: round(y), fill: new Color(dot.fill() as Color).hex()};
        });
      const rotation = group.rotation();
      const dots = read();
      group.rotation(0);
      const dotsAtStart = read();
      group.rotation(rotation);
      const fill = view.fill();
      return {rotation, dots, dotsAtStart, background: fill ? new Color(fill as Color).hex() : null};
    },
  );
  return {
    all: samples.map(({value}) => value).filter((value): value is Spinner => value !== null),
    seconds: run.seconds,
  };
}

/** The dots as a picture: where they are and in which colour, in an order that does not depend on which dot is where. */
function picture(dots: Dot[]): string[] {
  return dots.map(({x, y, fill}) => `${x.toFixed(3)},${y.toFixed(3)} ${fill}`).sort();
}

const claims = [
  {
    quote: 'Canvas Commons 0.3.1 has no GIF exporter.',
    claim: 'the only exporter core provides is the image sequence, whose file types are png, jpeg and webp',
    check: () => {
      const project = buildProject('project', [waiting('scene', 1)]);
      expect(project.meta.rendering.exporter.exporters).toEqual([ImageExporter]);
      const types = ImageExporter.meta().fileType.options.map(({value}) => value);
      expect(types).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    },
  },
  {
    quote:
      "2. **Choose small settings.** In the editor's *Video Settings* tab, set the *Rendering* frame rate to **30** and the",
    claim: 'at 30 fps and scale 0.5, a 1920×1080 project renders 960×540 frames, 30 per second',
    check: async () => {
      const render = await renderProject([waiting('scene', 2)], {settings: {fps: 30, resolutionScale: 0.5}});
      for (const frame of render.frames) expect([frame.width, frame.height]).toEqual([960, 540]);
      expect(Math.abs(render.frames.length - 60)).toBeLessThanOrEqual(1);
    },
  },
  {
    quote:
      '3. **Render PNG frames.** Pick **Image sequence** as the exporter, **png** as its file type, and press **Render**.',
    claim: "png frames are sent to the project's folder as 000000.png, 000001.png, and so on",
    check: async () => {
      const render = await renderProject([waiting('scene', 0.2)], {name: 'project', image: {fileType: 'image/png'}});
      const files = render.frames.map(({sent}) => `${sent.subDirectories.join('/')}/${sent.name}.png`);
      expect(files.slice(0, 3)).toEqual(['project/000000.png', 'project/000001.png', 'project/000002.png']);
      for (const {sent} of render.frames) expect(sent.mimeType).toBe('image/png');
    },
  },
  {
    quote: 'A scene made for a looping GIF: it ends exactly where it starts, on a solid background.',
    claim: 'the example has an opaque background colour and its last picture equals its first',
    check: async () => {
      const {all} = await spinners();
      const last = all.at(-1)!;
      expect(last.background).toBe('#fafafa');
      expect(new Color('#fafafa').alpha()).toBe(1);
      expect(last.rotation).toBeCloseTo(72, 6);
      expect(picture(last.dots)).toEqual(picture(last.dotsAtStart));
    },
  },
  {
    quote:
      'Five blue dots on a light background turn around the centre by one step in 1.2 seconds. Because the dots are',
    claim: 'five blue dots, evenly spaced around the centre, turn linearly by 72° in 1.2 s',
    check: async () => {
      const {all, seconds} = await spinners();
      const start = all[0].dotsAtStart;
      expect(start).toHaveLength(5);
      for (const {x, y, fill} of start) {
        expect(Math.hypot(x, y)).toBeCloseTo(220, 6);
        expect(fill).toBe('#118ab2');
      }
      const angles = start.map(({x, y}) => ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360);
      expect(angles.map((angle) => Math.round(angle))).toEqual([0, 72, 144, 216, 288]);
      // Linear: half the turn at half the time (frame 36 of 72 at 60 fps), within a frame.
      const middle = all.findIndex(({rotation}) => rotation >= 36 - 1e-9);
      expect(Math.abs(middle - 36)).toBeLessThanOrEqual(1);
      expect(all.at(-1)!.rotation).toBeCloseTo(72, 6);
      expect(seconds).toBeCloseTo(1.2, 1);
    },
  },
  {
    quote:
      'identical and evenly spaced, the last frame looks the same as the first, and the GIF loops without a jump. The render',
    claim: 'the first and last pictures are the same; with five different colours they would not be',
    check: async () => {
      const {all} = await spinners();
      const last = all.at(-1)!;
      expect(picture(last.dots)).toEqual(picture(last.dotsAtStart));
      // The same turn of five differently coloured dots moves each colour one place on.
      const colours = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#073b4c'];
      const recolour = (dots: Dot[]) => dots.map((dot, index) => ({...dot, fill: colours[index]}));
      expect(picture(recolour(last.dots))).not.toEqual(picture(recolour(last.dotsAtStart)));
    },
  },
  {
    quote:
      'includes both ends of the turn, so that picture shows twice in a row where the GIF starts over: a pause of one',
    claim: "a render of a 1.2 s turn at 30 fps has 37 frames, the first at 0° and the last at the turn's end",
    check: async () => {
      const rotation = createSignal(0);
      const scene = plainScene('spinner', function* (): ThreadGenerator {
        rotation(0);
        yield* rotation(72, 1.2, linear);
      });
      const render = await renderProject([scene], {settings: {fps: 30}, sample: () => rotation()});
      const turns = render.frames.map(({sample}) => sample as number);
      expect(turns).toHaveLength(37);
      expect(turns[0]).toBe(0);
      expect(turns.at(-1)).toBe(72);
      expect(turns.at(-2)).toBeCloseTo(70, 6);
    },
  },
  {
    quote: 'The frame files start at the number of the first frame in the range.',
    claim: 'a range that starts later gives frame files numbered from its first frame',
    check: checkOf(imageSequence.claims, 'If you render a range that starts at 2 seconds with 60 fps, the'),
  },
];

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: 'You need `ffmpeg` on your `PATH` (`ffmpeg -version` checks it).',
      reason: 'about installing the ffmpeg command-line tool',
    },
    {
      quote:
        'it into a GIF with the `ffmpeg` command-line program, using a palette made from your own frames so the colours stay',
      reason: 'about the ffmpeg command-line tool',
    },
    {
      quote: '1. **Design for a GIF.** GIFs have at most 256 colours per frame and no partial transparency.',
      reason: 'about the GIF format and its encoder, not the library',
    },
    {
      quote: '4. **Build a palette** from all the frames',
      reason: 'about the ffmpeg command-line tool',
    },
    {
      quote: '5. **Convert with that palette:**',
      reason: 'about the ffmpeg command-line tool',
    },
    {
      quote:
        '`-framerate` must match the rendering frame rate. `-loop 0` makes the GIF repeat forever; `-loop -1` plays it',
      reason: 'about the options of the ffmpeg command-line tool',
    },
    {
      quote: '6. **Check the size.** If the file is too big, render at **0.25x**, lower the frame rate to 15 (and use',
      reason: "the GIF's file size depends on ffmpeg's encoder",
    },
    {
      quote: 'zero, add `-start_number <first number>` before `-i` in both commands.',
      reason: 'about the ffmpeg command-line tool',
    },
  ],
});
