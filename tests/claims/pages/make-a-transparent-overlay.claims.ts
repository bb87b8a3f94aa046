import {Circle, Rect, Txt, is} from '@canvas-commons/2d';
import {Color, Vector2} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims} from '../claim';
import {inspectScene, pageExample, sampleScene} from '../harness';
import {inspectGeometry, withCanvases} from '../stand-in-scenes';
import rendering from './rendering.claims';

const PAGE = 'docs/recipes/make-a-transparent-overlay.mdx';

interface Badge {
  x: number;
  y: number;
  dotOpacity: number;
}

/** The page's badge, sampled on every frame (from the frame in which it exists). */
async function sampleBadge() {
  const badgeScene = pageExample(PAGE, 'src/scenes/live-badge.tsx');
  const {samples, run} = await sampleScene(
    // One more frame after the example, so that the sampler (which runs before the scene in each frame) sees its end.
    function* (view) {
      yield* badgeScene(view);
      yield;
    },
    (view): Badge | null => {
      const badge = view.findFirst(is(Rect));
      const dot = view.findFirst(is(Circle));
      if (!badge || !dot) return null;
      return {x: badge.x(), y: badge.y(), dotOpacity: dot.opacity()};
    },
  );
  return {samples: samples.filter((sample): sample is {time: number; value: Badge} => sample.value !== null), run};
}

/** How many times a value goes down to `low` and back up to `high`. */
function pulses(values: number[], low: number, high: number): number {
  let count = 0;
  let down = false;
  for (const value of values) {
    if (!down && Math.abs(value - low) < 1e-6) down = true;
    if (down && Math.abs(value - high) < 1e-6) {
      count++;
      down = false;
    }
  }
  return count;
}

/** The view of the badge's scene and what it holds, once the badge is in. */
async function badgeView() {
  let read: {fill: unknown; children: unknown[]} = {fill: 'not read', children: []};
  await sampleScene(pageExample(PAGE, 'src/scenes/live-badge.tsx'), (view) => {
    read = {fill: view.fill(), children: view.children()};
  });
  return read;
}

const claims = [
  {
    quote:
      '1. **Leave the background empty.** Do not call `view.fill(...)` in the scene, and clear the **background** colour in',
    claim: 'a view has no fill unless given one, and without a background the frames are not filled',
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
  {
    quote: 'third, at the resolution of the footage (1920×1080 by default).',
    claim: 'a project is 1920×1080 unless set otherwise',
    check: checkOf(rendering.claims, '| resolution | 1920×1080 | The size of the animation in pixels.'),
  },
  {
    quote: 'A "LIVE" badge for the top-left corner: it slides in, its dot pulses, and it slides out.',
    claim: 'the badge enters to x = -780, y = -440 (top left), its dot pulses, then it leaves to x = -1300',
    check: async () => {
      const {samples} = await sampleBadge();
      const xs = samples.map(({value}) => value.x);
      expect(xs[0]).toBe(-1300);
      expect(Math.max(...xs)).toBeCloseTo(-780, 6);
      expect(xs.at(-1)).toBeCloseTo(-1300, 6);
      for (const {value} of samples) expect(value.y).toBe(-440);
      const inPlace = samples.filter(({value}) => Math.abs(value.x + 780) < 1e-6);
      expect(inPlace.some(({value}) => value.dotOpacity < 0.5)).toBe(true);
    },
  },
  {
    quote:
      'A red badge with a white dot and the word "LIVE" slides in from the left edge near the top, the dot fades in and out',
    claim:
      'a red badge with a white dot and LIVE starts left of the frame at y = -440, the dot dims and returns 3 times, then it slides out',
    check: async () => {
      let colours: {badge: string; dot: string; text: string; word: string} | null = null;
      await inspectScene((view) => {
        const code = pageExample(PAGE, 'src/scenes/live-badge.tsx');
        const run = code(view);
        run.next();
        colours = {
          badge: new Color(view.findFirst(is(Rect))!.fill() as Color).hex(),
          dot: new Color(view.findFirst(is(Circle))!.fill() as Color).hex(),
          text: new Color(view.findFirst(is(Txt))!.fill() as Color).hex(),
          word: view.findFirst(is(Txt))!.text(),
        };
      });
      expect(colours).toEqual({badge: '#d62828', dot: '#ffffff', text: '#ffffff', word: 'LIVE'});
      const {samples, run} = await sampleBadge();
      // The frame's left edge is at x = -960 and its top at y = -540.
      expect(samples[0].value.x).toBeLessThan(-960);
      expect(samples[0].value.y).toBeGreaterThan(-540);
      expect(samples[0].value.y).toBeLessThan(-400);
      expect(
        pulses(
          samples.map(({value}) => value.dotOpacity),
          0.2,
          1,
        ),
      ).toBe(3);
      // In 0.6 s, three pulses of a second, half a second's wait and 0.5 s out.
      const leaving = samples.filter(({time}) => time > 4.15);
      expect(leaving.every(({value}) => value.x < -780)).toBe(true);
      expect(leaving.length).toBeGreaterThan(0);
      expect(run.seconds).toBeCloseTo(4.6 + 1 / 60, 1);
    },
  },
  {
    quote:
      'three times, and the badge slides back out. The preview draws its own dark backdrop; in the rendered PNG files,',
    claim: 'the scene has no fill and holds only the badge, and a frame without a background is not filled',
    check: async () => {
      const {fill, children} = await badgeView();
      expect(fill).toBeNull();
      expect(children).toHaveLength(1);
      expect(children[0]).toBeInstanceOf(Rect);
      await checkOf(
        rendering.claims,
        'With no background colour, every pixel your scenes leave empty stays transparent.',
      )();
    },
  },
  {
    quote:
      '- **Each scene can still fill itself.** A `view.fill` in any scene, or a full-frame shape, covers the transparency',
    claim: 'a view given a fill paints it over its whole 1920×1080 area; without one it paints nothing of its own',
    check: async () => {
      await inspectGeometry((view) =>
        withCanvases((render) => {
          expect([view.size().x, view.size().y]).toEqual([1920, 1080]);
          // Centred on the canvas: the view spans it from corner to corner.
          expect(view.position().exactlyEquals(new Vector2(960, 540))).toBe(true);
          const fills = (draws: ReturnType<typeof render>) =>
            draws.filter(({op}) => op === 'fill' || op === 'fillRect');
          expect(fills(render(view))).toEqual([]);
          view.fill('#102030');
          const painted = fills(render(view));
          expect(painted).toHaveLength(1);
          expect(new Color(painted[0].fillStyle as string).hex()).toBe('#102030');
        }),
      );
    },
  },
];

export default defineClaims(PAGE, claims, {
  unclaimed: [
    {
      quote: 'An MP4 from the FFmpeg exporter cannot do this: its pixel format has no alpha channel.',
      reason: 'the @canvas-commons/ffmpeg package is not installed here',
    },
    {
      quote: 'Render a PNG image sequence',
      reason: "the PNG's alpha channel is the browser's image encoder",
    },
    {
      quote:
        '3. **Avoid half-transparent edges you did not plan.** Anti-aliased edges and `opacity` are kept as partial',
      reason: "partial transparency of drawn pixels needs a browser canvas's drawing and encoding",
    },
    {
      quote:
        '4. **Render PNG frames.** Choose **Image sequence** as the exporter and **png** as its file type (**webp** also keeps',
      reason: "which formats keep an alpha channel is the browser's image encoder",
    },
    {
      quote: '5. **Import the sequence** into your video editor as an image sequence',
      reason: 'about outside video editors',
    },
    {
      quote:
        '6. **Or pack it into one file.** Many editors prefer a single clip. With `ffmpeg`, ProRes 4444 keeps the alpha',
      reason: 'about the ffmpeg command-line tool and video editors',
    },
    {
      quote: 'For the web, VP9 in WebM also has transparency:',
      reason: 'about the ffmpeg command-line tool and video formats',
    },
    {
      quote: '- **Check one frame first.** Render a short range, or take a [still image]',
      reason: 'advice on using the editor and an image viewer',
    },
  ],
});
