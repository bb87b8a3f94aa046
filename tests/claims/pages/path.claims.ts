import {
  Circle,
  CubicBezierSegment,
  Curve,
  LineSegment,
  Path,
  PathDataBuilder,
  QuadBezierSegment,
  type CurveProfile,
  type Segment,
  type View2D,
} from '@canvas-commons/2d';
import {type Color, Vector2, all, createSignal, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {pageExample} from '../harness';
import {drawnPart} from '../curves';
import {drawing, pathCommands} from '../drawing';
import {expectNear} from '../points';
import {inspectGeometry, runGeometry, sampleGeometry} from '../stand-in-scenes';
import {recordingContext, setValue} from '../stand-ins/canvas';

const PAGE = 'docs/components/path.mdx';

const HEART =
  'M 0 -60 C 0 -120 -120 -120 -120 -30 C -120 40 -40 90 0 140 ' + 'C 40 90 120 40 120 -30 C 120 -120 0 -120 0 -60 Z';
const SQUARE = 'M -180 -180 H 180 V 180 H -180 Z';

function path(view: View2D, data: string, props: Record<string, unknown> = {}): Path {
  const node = new Path({data, ...props});
  view.add(node);
  return node;
}

function ends(segment: Segment): [Vector2, Vector2] {
  return [segment.getPoint(0).position, segment.getPoint(1).position];
}

/** The profile's segments, split where one does not start where the previous one ended. */
function subpaths(profile: CurveProfile): Segment[][] {
  const result: Segment[][] = [];
  let last: Vector2 | null = null;
  for (const segment of profile.segments) {
    const [from, to] = ends(segment);
    if (!last || !from.equals(last)) result.push([]);
    result.at(-1)!.push(segment);
    last = to;
  }
  return result;
}

/** The profile of `from` morphing into `to`, at `progress`, read in the middle of a one-second tween. */
async function morphAt(from: string, to: string, progress = 0.5): Promise<{during: CurveProfile; after: string}> {
  let during: CurveProfile | null = null;
  let after = '';
  await runGeometry(function* (view) {
    const shape = path(view, from);
    yield* all(
      shape.data(to, 1, (value) => value),
      (function* () {
        yield* waitFor(progress);
        during = shape.profile();
      })(),
    );
    after = shape.data();
  });
  return {during: during!, after};
}

/** The star of the morph example, as path data built of straight lines. */
function star(count: number, outer: number, inner: number): string {
  const corners: string[] = [];
  for (let i = 0; i < count * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / count - Math.PI / 2;
    corners.push(`${radius * Math.cos(angle)} ${radius * Math.sin(angle)}`);
  }
  return `M ${corners.join(' L ')} Z`;
}

export default defineClaims(
  PAGE,
  [
    {
      quote: 'node draws a shape described by an',
      claim: "a Path's outline is read from SVG path data: its segments follow the commands",
      check: () =>
        inspectGeometry((view) => {
          const shape = path(view, 'M 0 0 L 100 0 L 100 100 Z', {fill: 'white'});
          const segments = shape.profile().segments;
          expect(segments).toHaveLength(3);
          expect(ends(segments[0])).toEqual([new Vector2(0, 0), new Vector2(100, 0)]);
          expect(ends(segments[2])).toEqual([new Vector2(100, 100), new Vector2(0, 0)]);
        }),
    },
    {
      quote: 'Because the data is a signal, you can also tween it, and the',
      claim: 'tweening data passes through outlines between the two shapes, then ends on the new data',
      check: async () => {
        const {during, after} = await morphAt(star(5, 240, 100), SQUARE);
        expect(after).toBe(SQUARE);
        const xs = during.segments.map((segment) => segment.getPoint(0).position.x);
        // Halfway between a star (tips at 240) and a 180-pixel half-square.
        expect(Math.max(...xs)).toBeGreaterThan(150);
        expect(Math.max(...xs)).toBeLessThan(240);
      },
    },
    {
      quote: '| `M x y`             | Move to a point without drawing; starts a new subpath.             |',
      claim: 'M moves without a segment in between, and what follows is drawn as a separate subpath',
      check: () =>
        inspectGeometry((view) => {
          const shape = path(view, 'M 0 0 L 100 0 M 200 0 L 300 0', {stroke: 'white', lineWidth: 4});
          const segments = shape.profile().segments;
          expect(segments.map(ends)).toEqual([
            [new Vector2(0, 0), new Vector2(100, 0)],
            [new Vector2(200, 0), new Vector2(300, 0)],
          ]);
          const drawn = drawnPart(shape).path;
          expect(drawn.calls.filter(([name]) => name === 'addPath')).toHaveLength(2);
        }),
    },
    {
      quote: '| `L x y`, `H x`, `V y` | Straight line to a point, horizontally or vertically.            |',
      claim: 'L draws a straight segment to a point, H one that keeps y, V one that keeps x',
      check: () =>
        inspectGeometry((view) => {
          const segments = path(view, 'M 10 20 L 50 60 H 0 V -40').profile().segments;
          expect(segments.every((segment) => segment instanceof LineSegment)).toBe(true);
          expect(segments.map(ends)).toEqual([
            [new Vector2(10, 20), new Vector2(50, 60)],
            [new Vector2(50, 60), new Vector2(0, 60)],
            [new Vector2(0, 60), new Vector2(0, -40)],
          ]);
        }),
    },
    {
      quote: '| `C x1 y1 x2 y2 x y` | Cubic Bézier curve with two control points.                        |',
      claim: 'C makes a cubic Bézier with the two control points given',
      check: () =>
        inspectGeometry((view) => {
          const [segment] = path(view, 'M 0 0 C 0 -100 200 -100 200 0').profile().segments;
          expect(segment).toBeInstanceOf(CubicBezierSegment);
          const cubic = segment as CubicBezierSegment;
          expect([cubic.p0, cubic.p1, cubic.p2, cubic.p3]).toEqual([
            new Vector2(0, 0),
            new Vector2(0, -100),
            new Vector2(200, -100),
            new Vector2(200, 0),
          ]);
        }),
    },
    {
      quote: '| `S x2 y2 x y`       | Cubic curve whose first control point mirrors the previous one.    |',
      claim:
        "S makes a cubic whose first control point is the previous curve's second one mirrored through the current point",
      check: () =>
        inspectGeometry((view) => {
          const [, second] = path(view, 'M 0 0 C 0 -100 100 -100 100 0 S 200 100 200 0').profile().segments;
          expect(second).toBeInstanceOf(CubicBezierSegment);
          expect((second as CubicBezierSegment).p1).toEqual(new Vector2(100, 100));
          expect((second as CubicBezierSegment).p2).toEqual(new Vector2(200, 100));
        }),
    },
    {
      quote: '| `Q x1 y1 x y`, `T x y` | Quadratic Bézier curve, and its mirrored shorthand.             |',
      claim: 'Q makes a quadratic Bézier; T one whose control point mirrors the previous one',
      check: () =>
        inspectGeometry((view) => {
          const [first, second] = path(view, 'M 0 0 Q 50 -100 100 0 T 200 0').profile().segments;
          expect(first).toBeInstanceOf(QuadBezierSegment);
          expect((first as QuadBezierSegment).p1).toEqual(new Vector2(50, -100));
          expect(second).toBeInstanceOf(QuadBezierSegment);
          expect((second as QuadBezierSegment).p1).toEqual(new Vector2(150, 100));
          expect((second as QuadBezierSegment).p2).toEqual(new Vector2(200, 0));
        }),
    },
    {
      quote: '| `Z`                 | Close the subpath with a line back to its start.                   |',
      claim: 'Z adds a straight segment from the current point back to the start of the subpath',
      check: () =>
        inspectGeometry((view) => {
          const segments = path(view, 'M 0 0 L 100 0 L 100 100 Z').profile().segments;
          expect(segments.at(-1)).toBeInstanceOf(LineSegment);
          expect(ends(segments.at(-1)!)).toEqual([new Vector2(100, 100), new Vector2(0, 0)]);
        }),
    },
    {
      quote: 'Upper-case letters take absolute coordinates, lower-case letters coordinates relative to the',
      claim: 'lower-case commands add their numbers to the current point; upper-case ones do not',
      check: () =>
        inspectGeometry((view) => {
          const relative = path(view, 'M 100 100 l 50 0 v 50 h -50 z').profile().segments.map(ends);
          const absolute = path(view, 'M 100 100 L 150 100 V 150 H 100 Z').profile().segments.map(ends);
          expect(relative).toEqual(absolute);
          expect(path(view, 'M 100 100 L 50 0').profile().segments.map(ends)).toEqual([
            [new Vector2(100, 100), new Vector2(50, 0)],
          ]);
        }),
    },
    {
      quote: "The coordinates are in the node's own space, with the y axis pointing down:",
      claim: "M 0 0 lands on the node's position in its parent, and a positive y lies below it",
      check: () =>
        inspectGeometry((view) => {
          const shape = path(view, 'M 0 0 L 0 100', {position: [300, -200]});
          const toParent = shape.localToParent();
          expect(shape.getPointAtPercentage(0).position.transformAsPoint(toParent)).toEqual(new Vector2(300, -200));
          expect(shape.getPointAtPercentage(1).position.transformAsPoint(toParent)).toEqual(new Vector2(300, -100));
        }),
    },
    {
      quote: '`Path` is a [`Curve`](/api/2d/components/Curve), so it shares the `start`, `end`, offset and',
      claim: 'a Path is a Curve: start, end, offsets and arrows apply to it',
      check: () =>
        inspectGeometry((view) => {
          const shape = path(view, 'M 0 0 L 400 0', {startOffset: 100, end: 0.5, endArrow: true});
          expect(shape).toBeInstanceOf(Curve);
          const {startPoint, endPoint} = drawnPart(shape);
          expect(startPoint.x).toBeCloseTo(100, 6);
          // Half of the 300 pixels left by the offset, less half the arrowhead (24 / 2).
          expect(endPoint.x).toBeCloseTo(250 - 12, 6);
        }),
    },
    {
      quote: 'Tweening `end` from 0 to 1 traces the outline.',
      claim: 'with end at a fraction, the drawn part of a path runs from its start to that fraction of its length',
      check: () =>
        inspectGeometry((view) => {
          const shape = path(view, 'M 0 0 L 100 0 L 100 100 L 0 100', {end: 0});
          expect(drawnPart(shape).endPoint).toEqual(new Vector2(0, 0));
          shape.end(0.5);
          expectNear(drawnPart(shape).endPoint, [100, 50]);
          shape.end(1);
          expectNear(drawnPart(shape).endPoint, [0, 100]);
        }),
    },
    {
      quote: 'A red outline traces a heart, starting at the dip at the top, running down the left side to',
      claim:
        'the heart starts at the dip (0, -60), goes down the left side (x < 0) to the point (0, 140) half way, then up the right; end goes from 0 to 1',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/path.tsx'), (view) => {
          const heart = view.children()[0] as Path;
          return {
            end: heart.end(),
            at: [0, 0.25, 0.5, 0.75].map((fraction) => heart.getPointAtPercentage(fraction).position),
          };
        });
        expect(samples[0].value.end).toBeLessThan(0.05);
        expect(samples.find(({time}) => time >= 2)!.value.end).toBe(1);
        const [start, left, bottom, right] = samples[0].value.at;
        expectNear(start, [0, -60]);
        expect(left.x).toBeLessThan(-50);
        expectNear(bottom, [0, 140], 3);
        expect(right.x).toBeGreaterThan(50);
      },
    },
    {
      quote: 'Then the inside fills in and the heart beats once.',
      claim: "then the fill's alpha rises from 0 to 1, and the scale goes 2 → 2.2 → 2",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/path.tsx'), (view) => {
          const heart = view.children()[0] as Path;
          return {alpha: (heart.fill() as Color).alpha(), scale: heart.scale.x()};
        });
        const filled = samples.find(({time}) => time >= 2.8)!.value;
        expect(samples[0].value.alpha).toBe(0);
        expect(filled.alpha).toBe(1);
        expect(Math.max(...samples.map(({value}) => value.scale))).toBeCloseTo(2.2, 6);
        expect(samples.at(-1)!.value.scale).toBeCloseTo(2, 3);
      },
    },
    {
      quote: 'The fill starts as the same colour with zero alpha, so that the fill tween only changes the',
      claim: 'through the fill tween the red, green and blue stay those of #ff7b72; only the alpha changes',
      check: async () => {
        const {samples} = await sampleGeometry(
          pageExample(PAGE, 'src/scenes/path.tsx'),
          (view) => (view.children()[0] as Path).fill() as Color,
        );
        const during = samples.filter(({time}) => time > 2 && time < 2.8).map(({value}) => value);
        expect(during.some((colour) => colour.alpha() > 0.2 && colour.alpha() < 0.8)).toBe(true);
        for (const colour of during) expect(colour.rgb().map(Math.round)).toEqual([255, 123, 114]);
      },
    },
    {
      quote: "A path's stroke is scaled along with the node;",
      claim:
        "lineWidth is in the node's own units: a path scaled by 2 hands the canvas its lineWidth unchanged, under its scale",
      check: () =>
        inspectGeometry((view) => {
          const shape = path(view, HEART, {scale: 2, stroke: 'red', lineWidth: 6});
          const {context, calls} = recordingContext();
          drawing(shape).applyStyle(context);
          expect(setValue(calls, 'lineWidth')).toBe(6);
          expect(shape.localToParent().a).toBe(2);
        }),
    },
    {
      quote: 'Tweening `data` morphs one outline into another:',
      claim: 'in the middle of a data tween the outline is neither the old one nor the new one',
      check: async () => {
        const {during} = await morphAt(SQUARE, star(5, 240, 100));
        const xs = during.segments.map((segment) => segment.getPoint(0).position.x);
        expect(Math.max(...xs)).toBeLessThan(238);
        expect(Math.max(...xs)).toBeGreaterThan(182);
      },
    },
    {
      quote: 'The two outlines do not need the same commands or number of points.',
      claim: 'a triangle of three lines morphs into a heart of four cubic curves without a warning or an error',
      check: async () => {
        const run = await runGeometry(function* (view) {
          const shape = path(view, 'M 0 -100 L 100 100 L -100 100 Z');
          yield* shape.data(HEART, 1);
          expect(shape.profile().segments.filter((segment) => segment instanceof CubicBezierSegment)).toHaveLength(4);
        });
        expect(run.logs).toEqual([]);
        const {during} = await morphAt('M 0 -100 L 100 100 L -100 100 Z', HEART);
        expect(during.segments.length).toBeGreaterThan(20);
      },
    },
    {
      quote: 'Both are sampled into',
      claim:
        'during the morph the outline is a polygon with points at most 5 pixels apart; a square morphing into the same square drawn from its opposite corner does not move, since the starting points are lined up',
      check: async () => {
        const {during} = await morphAt(star(5, 240, 100), SQUARE);
        expect(during.segments.every((segment) => segment instanceof LineSegment)).toBe(true);
        for (const segment of during.segments) expect(segment.arcLength).toBeLessThan(5.01);

        const turned = await morphAt('M -100 -100 H 100 V 100 H -100 Z', 'M 100 100 H -100 V -100 H 100 Z');
        for (const segment of turned.during.segments) {
          const point = segment.getPoint(0).position;
          expect(Math.max(Math.abs(point.x), Math.abs(point.y))).toBeCloseTo(100, 3);
        }
      },
    },
    {
      quote: 'subpath (each `M`) of the old shape morphs into the subpath at the same index in the new',
      claim:
        'subpaths pair up by index, and an extra subpath grows out of a single point (the start of the subpath it becomes)',
      check: async () => {
        const one = 'M -300 -50 h 100 v 100 h -100 Z';
        const two = `${one} M 200 -50 h 100 v 100 h -100 Z`;
        const early = subpaths((await morphAt(one, two, 0.02)).during);
        const middle = subpaths((await morphAt(one, two, 0.5)).during);
        expect(middle).toHaveLength(2);
        const box = (segments: Segment[]) => {
          const points = segments.map((segment) => segment.getPoint(0).position);
          return [Math.min(...points.map(({x}) => x)), Math.max(...points.map(({x}) => x))];
        };
        // The first square stays where it is; the second one starts as the point (200, -50) and grows.
        const [left, right] = box(middle[0]);
        expect(left).toBeCloseTo(-300, 3);
        expect(right).toBeCloseTo(-200, 3);
        const [earlyLeft, earlyRight] = box(early[1]);
        expect(earlyLeft).toBeCloseTo(200, 0);
        expect(earlyRight - earlyLeft).toBeLessThan(5);
        const [midLeft, midRight] = box(middle[1]);
        expect(midLeft).toBeCloseTo(200, 3);
        expect(midRight - midLeft).toBeCloseTo(50, 1);
      },
    },
    {
      quote: 'During the tween the outline is a polygon, so very coarse sampling would show.',
      claim: 'during a morph every segment of the outline is straight',
      check: async () => {
        const {during} = await morphAt(HEART, SQUARE);
        expect(during.segments.every((segment) => segment instanceof LineSegment)).toBe(true);
      },
    },
    {
      quote: 'The morph keeps',
      claim:
        'the polygon points are at most 5 pixels apart, and when the tween ends the data is the target and its curves are back',
      check: async () => {
        const {during, after} = await morphAt(SQUARE, HEART);
        for (const segment of during.segments) expect(segment.arcLength).toBeLessThan(5.01);
        expect(after).toBe(HEART);
        await runGeometry(function* (view) {
          const shape = path(view, SQUARE);
          yield* shape.data(HEART, 0.5);
          expect(shape.profile().segments.filter((segment) => segment instanceof CubicBezierSegment)).toHaveLength(4);
        });
      },
    },
    {
      quote: 'The morph interpolates the outline only. Tween `fill`, `stroke` or `lineWidth` alongside it',
      claim: 'a data tween leaves fill, stroke and lineWidth as they were',
      check: async () => {
        let during = {fill: '', stroke: '', lineWidth: NaN};
        await runGeometry(function* (view) {
          const shape = path(view, SQUARE, {fill: '#58a6ff', stroke: '#ffffff', lineWidth: 4});
          yield* all(
            shape.data(HEART, 1),
            (function* () {
              yield* waitFor(0.5);
              during = {
                fill: (shape.fill() as Color).hex(),
                stroke: (shape.stroke() as Color).hex(),
                lineWidth: shape.lineWidth(),
              };
            })(),
          );
        });
        expect(during).toEqual({fill: '#58a6ff', stroke: '#ffffff', lineWidth: 4});
      },
    },
    {
      quote: 'Like every curve, a path can report the point at a fraction of its length with',
      claim: 'getPointAtPercentage on a path gives the point at that fraction of its length',
      check: () =>
        inspectGeometry((view) => {
          const shape = path(view, 'M 0 0 L 300 0 L 300 100');
          expectNear(shape.getPointAtPercentage(0.5).position, [200, 0]);
          expectNear(shape.getPointAtPercentage(0.9).position, [300, 60]);
        }),
    },
    {
      quote: 'The result has a `position` and a',
      claim: 'the point has a position and a normal, and normal.flipped.perpendicular is the direction of travel',
      check: () =>
        inspectGeometry((view) => {
          const shape = path(view, 'M 0 0 L 300 0 L 300 100');
          const along = shape.getPointAtPercentage(0.5);
          const down = shape.getPointAtPercentage(0.9);
          expectNear(along.normal.flipped.perpendicular, [1, 0]);
          expectNear(down.normal.flipped.perpendicular, [0, 1]);
        }),
    },
    {
      quote: 'Bind another node to it',
      claim: 'a node whose position is bound to getPointAtPercentage of a signal follows the tween of that signal',
      check: async () => {
        const positions: Vector2[] = [];
        await runGeometry(function* (view) {
          const road = path(view, 'M -300 0 L 300 0');
          const progress = createSignal(0);
          const ball = new Circle({size: 48, position: () => road.getPointAtPercentage(progress()).position});
          view.add(ball);
          yield* all(
            progress(1, 1),
            (function* () {
              yield* waitFor(0.5);
              positions.push(ball.position());
            })(),
          );
          positions.push(ball.position());
        });
        expect(positions[0].x).toBeGreaterThan(-300);
        expect(positions[0].x).toBeLessThan(300);
        expect(positions[1]).toEqual(new Vector2(300, 0));
      },
    },
    {
      quote: 'builds path data with the same method',
      claim:
        'PathDataBuilder turns moveTo, lineTo, bezierCurveTo, quadraticCurveTo, arc, arcTo and closePath into M, L, C, Q, A and Z commands',
      check: () =>
        // Vector2.rotate, which the builder's arc uses, makes a DOMMatrix.
        inspectGeometry(() => {
          const data = new PathDataBuilder()
            .moveTo(-600, 200)
            .lineTo(-300, 200)
            .arcTo(-200, 200, -200, 100, 80)
            .bezierCurveTo(-200, -300, 200, -300, 200, -100)
            .quadraticCurveTo(200, 200, 600, 200)
            .arc(0, 0, 50, 0, Math.PI / 2)
            .closePath()
            .toString();
          const letters = pathCommands(data).map(([letter]) => letter);
          expect(letters).toEqual(['M', 'L', 'L', 'A', 'C', 'Q', 'L', 'A', 'Z']);
          const commands = pathCommands(data);
          expect(commands[0]).toEqual(['M', -600, 200]);
          expect(commands[4]).toEqual(['C', -200, -300, 200, -300, 200, -100]);
          expect(commands[5]).toEqual(['Q', 200, 200, 600, 200]);
        }),
    },
    {
      quote: 'The road turns green behind the ball as it goes,',
      claim: "the green path's end follows the progress signal: it rises linearly from 0 to 1 over 4 seconds",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'follow-path.tsx'), (view) => {
          const [, trail] = view.children() as Path[];
          return trail.end();
        });
        const moving = samples.filter(({time}) => time > 0.4 && time < 4.2);
        const steps = moving.slice(1).map(({value}, i) => value - moving[i].value);
        for (const step of steps) expect(step).toBeCloseTo(1 / 240, 9);
        expect(samples[0].value).toBe(0);
        expect(samples.at(-1)!.value).toBe(1);
      },
    },
    {
      quote: "Positions from `getPointAtPercentage` are in the path's own coordinates.",
      claim: 'getPointAtPercentage does not change when the path is moved or scaled',
      check: () =>
        inspectGeometry((view) => {
          const still = path(view, 'M 0 0 L 300 0');
          const moved = path(view, 'M 0 0 L 300 0', {position: [200, 100], scale: 2});
          expect(moved.getPointAtPercentage(0.5).position).toEqual(still.getPointAtPercentage(0.5).position);
        }),
    },
    {
      quote: 'Here both paths sit at',
      claim: 'in the example both paths are at the origin, where local and scene coordinates agree',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'follow-path.tsx'), (view) =>
          (view.children().slice(0, 2) as Path[]).map((road) => [road.position(), road.scale()]),
        );
        for (const [position, scale] of samples[0].value) {
          expect(position).toEqual(Vector2.zero);
          expect(scale).toEqual(Vector2.one);
        }
      },
    },
    {
      quote: "nested, convert the point with the path's",
      claim: "transformAsPoint(localToParent()) maps a point of a moved, scaled path to its parent's coordinates",
      check: () =>
        inspectGeometry((view) => {
          const road = path(view, 'M 0 0 L 300 0', {position: [200, 100], scale: 2});
          const point = road.getPointAtPercentage(0.5).position;
          expect(point.transformAsPoint(road.localToParent())).toEqual(new Vector2(200 + 2 * 150, 100));
        }),
    },
  ],
  {
    unclaimed: [
      {
        quote: '| `A rx ry rotation large-arc sweep x y` | Elliptical arc.                                 |',
        reason:
          "arc segments measure themselves with the browser's SVG geometry (getTotalLength, getBBox), which Node lacks",
      },
      {
        quote: 'A blue disc pushes out five points and becomes a star, the star pulls its points in and',
        reason: "the disc is drawn with arc commands, which need the browser's SVG geometry",
      },
      {
        quote: 'A white ball rolls along a grey road:',
        reason: "the road has an arcTo corner, an arc command that needs the browser's SVG geometry",
      },
    ],
  },
);
