import {
  CubicBezierSegment,
  Curve,
  Knot,
  Line,
  QuadBezierSegment,
  type Rect,
  Spline,
  type View2D,
} from '@canvas-commons/2d';
import {Vector2, all, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {pageExample} from '../harness';
import {direction, distanceToCurve, drawnPart, pointsAlong} from '../curves';
import {expectNear} from '../points';
import {inspectGeometry, runGeometry, sampleGeometry} from '../stand-in-scenes';

const PAGE = 'docs/components/spline.mdx';

/** The segments a spline is made of (the package does not export their common base class). */
type PolynomialSegment = CubicBezierSegment | QuadBezierSegment;

const WAVE: Array<[number, number]> = [
  [-600, 150],
  [-300, -200],
  [0, 100],
  [300, -200],
  [600, 150],
];

function segments(spline: Spline): PolynomialSegment[] {
  return spline.profile().segments as PolynomialSegment[];
}

/** The control point with which a segment arrives at its end, and the one with which it leaves its start. */
function controlInto(segment: PolynomialSegment): Vector2 {
  return segment instanceof CubicBezierSegment ? segment.p2 : (segment as QuadBezierSegment).p1;
}
function controlOut(segment: PolynomialSegment): Vector2 {
  return (segment as CubicBezierSegment | QuadBezierSegment).p1;
}

/** The knots the curve passes through: where its segments start, and where the last one ends. */
function passesThrough(spline: Spline): Vector2[] {
  const parts = segments(spline);
  return [...parts.map((segment) => segment.getPoint(0).position), parts.at(-1)!.getPoint(1).position];
}

/** The directions in which the curve arrives at and leaves the knot between segment `i` and `i + 1`, one pixel away. */
function throughKnot(spline: Spline, i: number): {arrive: Vector2; leave: Vector2} {
  const parts = segments(spline);
  const at = parts.slice(0, i + 1).reduce((sum, segment) => sum + segment.arcLength, 0);
  const knot = parts[i + 1].getPoint(0).position;
  const near = (distance: number) => spline.getPointAtPercentage(distance / spline.baseArcLength()).position;
  return {arrive: knot.sub(near(at - 1)).normalized, leave: near(at + 1).sub(knot).normalized};
}

/** The angle in degrees between the arriving and the leaving direction at a knot: 0 is smooth. */
function kink(spline: Spline, i: number): number {
  const {arrive, leave} = throughKnot(spline, i);
  return (Math.acos(Math.min(1, Math.max(-1, arrive.dot(leave)))) * 180) / Math.PI;
}

function wave(view: View2D, props: Record<string, unknown> = {}): Spline {
  const spline = new Spline({points: WAVE, ...props});
  view.add(spline);
  return spline;
}

/** A spline of three knots whose middle one gets `props`. */
function hill(view: View2D, props: Record<string, unknown> = {}): {spline: Spline; peak: Knot} {
  const peak = new Knot({position: [0, -200], ...props});
  const spline = new Spline({children: [new Knot({position: [-500, 200]}), peak, new Knot({position: [500, 200]})]});
  view.add(spline);
  return {spline, peak};
}

/** The spline and middle knot of the knot-handles example. */
function knotHandles(view: View2D): {spline: Spline; middle: Knot} {
  const spline = view.children()[0] as Spline;
  return {spline, middle: spline.children()[1] as Knot};
}

/** A knot made without handles, given one later: nothing changes until auto goes to 0. */
const handlesLater = () =>
  inspectGeometry((view) => {
    const {spline, peak} = hill(view);
    const natural = JSON.stringify(pointsAlong(spline, 20));
    peak.startHandle([-300, 0]);
    expect(peak.auto()).toEqual({startHandle: 1, endHandle: 1});
    expect(JSON.stringify(pointsAlong(spline, 20))).toBe(natural);
    peak.auto(0);
    expectNear(controlInto(segments(spline)[0]), [-300, -200]);
  });

export default defineClaims(
  PAGE,
  [
    {
      quote: 'draws a smooth curve that passes **through** a list of',
      claim: 'a spline goes through every one of its points',
      check: () =>
        inspectGeometry((view) => {
          const spline = wave(view);
          passesThrough(spline).forEach((point, i) => expectNear(point, WAVE[i]));
        }),
    },
    {
      quote: 'Between two neighbouring knots it draws a Bézier segment, and it chooses',
      claim: 'one Bézier segment per pair of neighbouring knots, meeting at each knot in the same direction',
      check: () =>
        inspectGeometry((view) => {
          const spline = wave(view);
          expect(segments(spline)).toHaveLength(4);
          for (const segment of segments(spline)) {
            expect(segment instanceof CubicBezierSegment || segment instanceof QuadBezierSegment).toBe(true);
          }
          for (let i = 0; i < 3; i++) expect(kink(spline, i)).toBeLessThan(1);
        }),
    },
    {
      quote: 'A spline needs at least two knots; with fewer it logs a warning.',
      claim: 'a spline of one point or one Knot logs a warning; one of two does not',
      check: async () => {
        const warnings = async (make: () => Spline) => {
          const run = await runGeometry(function* (view) {
            view.add(make());
            yield;
          });
          return run.logs.filter(({level}) => level === 'warn').length;
        };
        expect(await warnings(() => new Spline({points: [[0, 0]]}))).toBe(1);
        expect(await warnings(() => new Spline({children: [new Knot({position: [0, 0]})]}))).toBe(1);
        expect(
          await warnings(
            () =>
              new Spline({
                points: [
                  [0, 0],
                  [100, 0],
                ],
              }),
          ),
        ).toBe(0);
      },
    },
    {
      quote: 'The `points` property: an array of positions. Every knot gets automatic handles.',
      claim: 'knots from points have fully automatic handles, and tweening points passes through the positions between',
      check: async () => {
        let halfway: Vector2[] = [];
        await runGeometry(function* (view) {
          const spline = wave(view);
          expect(spline.knots().every(({auto}) => auto.start === 1 && auto.end === 1)).toBe(true);
          yield* all(
            spline.points(
              WAVE.map(([x, y]) => [x, -y]),
              1,
            ),
            (function* () {
              yield* waitFor(0.5);
              halfway = spline.knots().map(({position}) => position);
            })(),
          );
        });
        halfway.forEach((position, i) => {
          expect(position.x).toBeCloseTo(WAVE[i][0], 6);
          expect(Math.abs(position.y)).toBeLessThan(Math.abs(WAVE[i][1]));
        });
      },
    },
    {
      quote: '[`Knot`](/api/2d/components/Knot) children: one node per knot.',
      claim:
        'Knot children are nodes whose positions, each tweened on its own, move the spline; a knot can carry handles',
      check: async () => {
        let halfway = NaN;
        await runGeometry(function* (view) {
          const {spline, peak} = hill(view, {startHandle: [-300, 0]});
          expect(spline.knots()[1].startHandle).toEqual(new Vector2(-300, -200));
          yield* all(
            peak.position.y(-400, 1),
            (function* () {
              yield* waitFor(0.5);
              halfway = spline.knots()[1].position.y;
              expectNear(passesThrough(spline)[1], [0, halfway]);
              expect(spline.knots()[0].position).toEqual(new Vector2(-500, 200));
            })(),
          );
        });
        expect(halfway).toBeLessThan(-200);
        expect(halfway).toBeGreaterThan(-400);
      },
    },
    {
      quote: 'When `points` is set, `Knot` children are ignored.',
      claim: 'a spline with points and Knot children follows the points only',
      check: () =>
        inspectGeometry((view) => {
          const spline = new Spline({
            points: [
              [-100, 0],
              [100, 0],
            ],
            children: [new Knot({position: [0, 500]})],
          });
          view.add(spline);
          expect(spline.knots().map(({position}) => position)).toEqual([new Vector2(-100, 0), new Vector2(100, 0)]);
        }),
    },
    {
      quote: 'Knot positions, like the points, are in',
      claim:
        "knots and points are in the spline's own space: the curve goes through them whatever the spline's position",
      check: () =>
        inspectGeometry((view) => {
          const moved = wave(view, {position: [300, 300]});
          const {spline} = hill(view);
          spline.position([-200, 100]);
          passesThrough(moved).forEach((point, i) => expectNear(point, WAVE[i]));
          expectNear(passesThrough(spline)[1], [0, -200]);
        }),
    },
    {
      quote: 'For knots with automatic handles, `smoothness` sets how far the handles reach towards the',
      claim: 'the automatic handles reach out in proportion to smoothness',
      check: () =>
        inspectGeometry((view) => {
          const spline = wave(view);
          const reach = () => {
            const segment = segments(spline)[1] as CubicBezierSegment;
            return segment.p1.sub(segment.p0).magnitude;
          };
          spline.smoothness(0.2);
          const short = reach();
          spline.smoothness(0.4);
          expect(reach()).toBeCloseTo(2 * short, 6);
          expect(short).toBeGreaterThan(10);
        }),
    },
    {
      quote: 'At `0` the handles collapse onto the knots and the spline becomes a',
      claim: 'at smoothness 0 every part between knots is straight, with corners at the knots',
      check: () =>
        inspectGeometry((view) => {
          const spline = wave(view, {smoothness: 0});
          for (let i = 0; i < WAVE.length - 1; i++) {
            const a = new Vector2(WAVE[i]);
            const b = new Vector2(WAVE[i + 1]);
            const middle = a.add(b).scale(0.5);
            expect(distanceToCurve(spline, middle, 600)).toBeLessThan(1);
          }
          expect(kink(spline, 1)).toBeGreaterThan(45);
        }),
    },
    {
      quote: 'The default of `0.4` gives a natural curve, and values towards',
      claim:
        'smoothness defaults to 0.4; towards 1 the bends widen and the curve overshoots its knots (here by over 100 pixels, more than twice as far as at 0.4)',
      check: () =>
        inspectGeometry((view) => {
          const knots: Array<[number, number]> = [
            [-500, 200],
            [-400, -200],
            [400, -200],
            [500, 200],
          ];
          const spline = new Spline({points: knots});
          view.add(spline);
          expect(spline.smoothness()).toBe(0.4);
          // How far the curve reaches above the highest knots.
          const overshoot = () => -200 - Math.min(...pointsAlong(spline, 800).map(({y}) => y));
          const natural = overshoot();
          spline.smoothness(1);
          const loopy = overshoot();
          expect(loopy).toBeGreaterThan(100);
          expect(loopy).toBeGreaterThan(2 * natural);
        }),
    },
    {
      quote: 'The wave is drawn from left to right through the five orange dots.',
      claim: "the wave's end goes from 0 to 1 first, and it starts at the leftmost dot",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/spline.tsx'), (view) => {
          const spline = view.children()[0] as Spline;
          return {end: spline.end(), start: spline.getPointAtPercentage(0).position, dots: view.children().length - 1};
        });
        expect(samples[0].value.end).toBeLessThan(0.05);
        expect(samples.find(({time}) => time >= 1.5)!.value.end).toBe(1);
        expect(samples[0].value.start).toEqual(new Vector2(-600, 150));
        expect(samples[0].value.dots).toBe(5);
      },
    },
    {
      quote: 'zig-zag of straight lines, relaxes into exaggerated loops',
      claim: 'smoothness then goes to 0, to 1 and back to 0.4',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/spline.tsx'), (view) =>
          (view.children()[0] as Spline).smoothness(),
        );
        const values = samples.map(({value}) => value);
        const zero = values.indexOf(0);
        const one = values.indexOf(1);
        expect(zero).toBeGreaterThan(0);
        expect(one).toBeGreaterThan(zero);
        expect(values.at(-1)).toBe(0.4);
      },
    },
    {
      quote: 'The curve passes through the dots the whole time;',
      claim: 'in every frame of the example the curve goes through all five dots',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/spline.tsx'), (view) => {
          const [spline, ...dots] = view.children() as [Spline, ...Rect[]];
          const points = passesThrough(spline);
          return Math.max(...dots.map((dot, i) => dot.position().sub(points[i]).magnitude));
        });
        for (const {value} of samples) expect(value).toBeLessThan(1e-6);
      },
    },
    {
      quote: 'Closing the spline with `closed` adds a segment from the last knot back to the first and',
      claim: 'closed adds a segment from the last knot to the first, and the curve has no corner at its start',
      check: () =>
        inspectGeometry((view) => {
          const open = wave(view);
          const closed = wave(view, {closed: true});
          expect(segments(closed)).toHaveLength(segments(open).length + 1);
          const last = segments(closed).at(-1)!;
          expectNear(last.getPoint(1).position, WAVE[0]);
          const arrive = last.tangent(1);
          const leave = segments(closed)[0].tangent(0);
          expect(arrive.dot(leave)).toBeCloseTo(1, 6);
        }),
    },
    {
      quote: 'Every knot has two handles: `startHandle` controls how the curve arrives at the knot and',
      claim: 'the segment into a knot ends with its startHandle, the one out of it starts with its endHandle',
      check: () =>
        inspectGeometry((view) => {
          const {spline} = hill(view, {startHandle: [-300, 0], endHandle: [100, 100]});
          const [into, out] = segments(spline);
          expectNear(controlInto(into), [-300, -200]);
          expectNear(controlOut(out), [100, -100]);
        }),
    },
    {
      quote: 'Both are positions relative to the knot.',
      claim: 'the same handles on a knot at another position give control points moved with it',
      check: () =>
        inspectGeometry((view) => {
          const {spline, peak} = hill(view, {startHandle: [-300, 0]});
          peak.position([50, -100]);
          expectNear(controlInto(segments(spline)[0]), [-250, -100]);
        }),
    },
    {
      quote: 'other mirrors it, which keeps the curve smooth through the knot.',
      claim: 'with only startHandle set, endHandle is its opposite and the curve has no corner at the knot',
      check: () =>
        inspectGeometry((view) => {
          const {spline, peak} = hill(view, {startHandle: [-300, 50]});
          expect(peak.endHandle()).toEqual(new Vector2(300, -50));
          expect(kink(spline, 0)).toBeLessThan(1);
        }),
    },
    {
      quote: 'handles are computed automatically from `smoothness`.',
      claim: 'a knot without handles gets the automatic ones, which change with smoothness',
      check: () =>
        inspectGeometry((view) => {
          const {spline} = hill(view);
          const auto = controlInto(segments(spline)[0]);
          spline.smoothness(0.8);
          const wider = controlInto(segments(spline)[0]);
          expect(auto.x).toBeLessThan(0);
          expect(wider.x).toBeLessThan(auto.x);
        }),
    },
    {
      quote: 'Setting both to directions that are not',
      claim: 'two handles that are not opposite make a corner at the knot',
      check: () =>
        inspectGeometry((view) => {
          const {spline} = hill(view, {startHandle: [-300, 0], endHandle: [200, 200]});
          expect(kink(spline, 0)).toBeGreaterThan(30);
        }),
    },
    {
      quote: 'The `auto` property blends between your handles and the automatic ones:',
      claim: 'auto 0 uses the given handle, 1 the automatic one, 0.5 the point halfway between',
      check: () =>
        inspectGeometry((view) => {
          const {spline, peak} = hill(view, {startHandle: [-300, 0]});
          const handle = () => controlInto(segments(spline)[0]);
          expect(peak.auto()).toEqual({startHandle: 0, endHandle: 0});
          const mine = handle();
          peak.auto(1);
          const computed = handle();
          peak.auto(0.5);
          const mixed = handle();
          expectNear(mine, [-300, -200]);
          expect(computed.equals(mine)).toBe(false);
          expect(mixed.x).toBeCloseTo((mine.x + computed.x) / 2, 6);
          expect(mixed.y).toBeCloseTo((mine.y + computed.y) / 2, 6);
        }),
    },
    {
      quote: 'You can pass one number or a pair',
      claim: 'auto takes a number or a [start, end] pair, and startHandleAuto and endHandleAuto set each side',
      check: () =>
        inspectGeometry((view) => {
          const {peak} = hill(view, {startHandle: [-300, 0]});
          peak.auto(0.3);
          expect(peak.auto()).toEqual({startHandle: 0.3, endHandle: 0.3});
          peak.auto([0.2, 0.7]);
          expect(peak.auto()).toEqual({startHandle: 0.2, endHandle: 0.7});
          peak.startHandleAuto(1);
          peak.endHandleAuto(0);
          expect(peak.auto()).toEqual({startHandle: 1, endHandle: 0});
          const fromProps = new Knot({startHandleAuto: 0.25, endHandleAuto: 0.75});
          expect(fromProps.auto()).toEqual({startHandle: 0.25, endHandle: 0.75});
        }),
    },
    {
      quote: 'explicit handles start with `auto` at 1.',
      claim: 'a Knot without handles starts with auto 1; one with a handle, 0',
      check: () =>
        inspectGeometry(() => {
          expect(new Knot({position: [0, 0]}).auto()).toEqual({startHandle: 1, endHandle: 1});
          expect(new Knot({endHandle: [10, 0]}).auto()).toEqual({startHandle: 0, endHandle: 0});
        }),
    },
    {
      quote: 'The curve starts as a broad, flat-topped hill.',
      claim: 'at first the peak knot has 300-pixel horizontal handles: the curve stays near the top for a wide stretch',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'knots.tsx'), (view) => {
          const spline = view.children()[0] as Spline;
          return pointsAlong(spline, 400).filter(({y}) => y < -180).length;
        });
        const flat = samples[0].value;
        const narrow = samples.find(({time}) => time >= 1.5)!.value;
        expect(flat).toBeGreaterThan(1.5 * narrow);
      },
    },
    {
      quote: 'The top narrows as the handles shrink.',
      claim: 'after startHandle goes to [-60, 0], less of the curve stays near the top',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'knots.tsx'), (view) => {
          const spline = view.children()[0] as Spline;
          const peak = spline.children()[1] as Knot;
          return {handle: peak.startHandle(), nearTop: pointsAlong(spline, 400).filter(({y}) => y < -180).length};
        });
        const narrow = samples.find(({time}) => time >= 1.5)!.value;
        expect(narrow.handle).toEqual(new Vector2(-60, 0));
        expect(narrow.nearTop).toBeLessThan(samples[0].value.nearTop);
      },
    },
    {
      quote: 'the handle makes the curve cross the knot heading up and to the right',
      claim:
        'with the handle at [-150, 150] the curve crosses the knot heading up and to the right, without a corner, and rises above it',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'knots.tsx'), (view) => {
          const spline = view.children()[0] as Spline;
          const {leave} = throughKnot(spline, 0);
          return {leave, kink: kink(spline, 0), top: Math.min(...pointsAlong(spline, 400).map(({y}) => y))};
        });
        const tilted = samples.find(({time}) => time >= 2.5)!.value;
        expect(tilted.leave.x).toBeCloseTo(Math.SQRT1_2, 2);
        expect(tilted.leave.y).toBeCloseTo(-Math.SQRT1_2, 2);
        expect(tilted.kink).toBeLessThan(1);
        expect(tilted.top).toBeLessThan(-210);
      },
    },
    {
      quote: 'Blending `auto` to 1 turns the top back into the natural shape of the three knots, and finally',
      claim: 'after auto reaches 1 the curve is that of three automatic knots; then the top knot rises to -350',
      check: async () => {
        let natural = '';
        await inspectGeometry((view) => {
          natural = JSON.stringify(pointsAlong(hill(view).spline, 20));
        });
        const {samples} = await sampleGeometry(pageExample(PAGE, 'knots.tsx'), (view) => {
          const spline = view.children()[0] as Spline;
          const peak = spline.children()[1] as Knot;
          return {y: peak.position.y(), auto: peak.auto(), points: JSON.stringify(pointsAlong(spline, 20))};
        });
        const blended = samples.find(({value}) => value.auto.startHandle === 1 && value.y === -200)!.value;
        expect(blended.points).toBe(natural);
        expect(samples.at(-1)!.value.y).toBe(-350);
      },
    },
    {
      quote: 'A handle you have not set is not a fixed value:',
      claim: 'an unset endHandle reads as the startHandle turned around',
      check: () =>
        inspectGeometry(() => {
          const knot = new Knot({startHandle: [-200, 80]});
          expect(knot.endHandle()).toEqual(new Vector2(200, -80));
          expect(knot.endHandle.isInitial()).toBe(true);
        }),
    },
    {
      quote: 'is* its mirror, and it keeps following when you change or tween',
      claim: 'while only startHandle is set, endHandle follows it through changes and tweens',
      check: async () => {
        let halfway = {start: new Vector2(NaN), end: new Vector2(NaN)};
        await runGeometry(function* () {
          const knot = new Knot({startHandle: [-200, -200]});
          knot.startHandle([-100, 0]);
          expectNear(knot.endHandle(), [100, 0]);
          yield* all(
            knot.startHandle([-200, 200], 1),
            (function* () {
              yield* waitFor(0.5);
              halfway = {start: knot.startHandle(), end: knot.endHandle()};
            })(),
          );
        });
        expect(halfway.start.y).toBeGreaterThan(0);
        expect(halfway.start.y).toBeLessThan(200);
        expectNear(halfway.end, halfway.start.flipped);
      },
    },
    {
      quote: 'The curve passes through the knot without a corner.',
      claim: 'with a mirrored handle there is no corner at the knot',
      check: () =>
        inspectGeometry((view) => {
          const {spline} = hill(view, {startHandle: [-150, 150]});
          expect(kink(spline, 0)).toBeLessThan(1);
        }),
    },
    {
      quote: 'Setting the second handle, in the JSX or later with',
      claim: 'once endHandle is set (in the props or later), it no longer follows startHandle',
      check: () =>
        inspectGeometry(() => {
          const fromProps = new Knot({startHandle: [-100, 0], endHandle: [50, 50]});
          fromProps.startHandle([-300, 10]);
          expect(fromProps.endHandle()).toEqual(new Vector2(50, 50));
          const later = new Knot({startHandle: [-100, 0]});
          later.endHandle([50, 50]);
          later.startHandle([-300, 10]);
          expect(later.endHandle()).toEqual(new Vector2(50, 50));
        }),
    },
    {
      quote: 'move independently, and when they do not point in opposite directions the knot becomes a corner.',
      claim: 'independent handles that do not point in opposite directions make a corner',
      check: () =>
        inspectGeometry((view) => {
          const {spline, peak} = hill(view, {startHandle: [-150, 0]});
          peak.endHandle([150, 0]);
          expect(kink(spline, 0)).toBeLessThan(1);
          peak.startHandle([-150, 150]);
          expect(kink(spline, 0)).toBeGreaterThan(30);
        }),
    },
    {
      quote: '`endHandle.reset()` goes back to the mirror; `endHandle.isInitial()` tells you which case you are in.',
      claim: 'endHandle.reset() brings the mirror back, and isInitial() says whether the handle is the mirror',
      check: () =>
        inspectGeometry(() => {
          const knot = new Knot({startHandle: [-100, 20]});
          knot.endHandle([50, 50]);
          expect(knot.endHandle.isInitial()).toBe(false);
          knot.endHandle.reset();
          expect(knot.endHandle.isInitial()).toBe(true);
          expect(knot.endHandle()).toEqual(new Vector2(100, -20));
        }),
    },
    {
      quote: 'A knot created without any handle starts with `auto` at 1, which ignores handles.',
      claim: 'handles given later to a knot made without any change nothing until auto goes to 0',
      check: handlesLater,
    },
    {
      quote: 'If you give it handles later, also',
      claim: 'after auto goes to 0, the handle given later shapes the curve',
      check: handlesLater,
    },
    {
      quote: 'A `Knot` is a node. Its `position` can be tweened like any other, and the spline follows.',
      claim: 'tweening a knot’s position moves the curve through the positions between',
      check: async () => {
        let passes = Infinity;
        await runGeometry(function* (view) {
          const {spline, peak} = hill(view);
          yield* all(
            peak.position([100, -300], 1),
            (function* () {
              yield* waitFor(0.5);
              passes = passesThrough(spline)[1].sub(peak.position()).magnitude;
              expect(peak.position().x).toBeGreaterThan(0);
              expect(peak.position().x).toBeLessThan(100);
            })(),
          );
        });
        expect(passes).toBeLessThan(1e-6);
      },
    },
    {
      quote: 'do not show anything on their own, but they transform its handles:',
      claim:
        'rotating or scaling a knot without handles changes nothing; with handles, rotation turns the direction through it and scale lengthens both handles',
      check: () =>
        inspectGeometry((view) => {
          const {spline: plain, peak: plainPeak} = hill(view);
          const natural = JSON.stringify(pointsAlong(plain, 20));
          plainPeak.rotation(90);
          plainPeak.scale(2);
          expect(JSON.stringify(pointsAlong(plain, 20))).toBe(natural);

          const {spline, peak} = hill(view, {startHandle: [-200, 0]});
          expect(throughKnot(spline, 0).leave.x).toBeCloseTo(1, 3);
          peak.rotation(45);
          const turned = throughKnot(spline, 0).leave;
          expect(turned.x).toBeCloseTo(Math.SQRT1_2, 3);
          expect(turned.y).toBeCloseTo(Math.SQRT1_2, 3);
          peak.rotation(0);
          peak.scale(2);
          const [into, out] = segments(spline);
          expectNear(controlInto(into), [-400, -200]);
          expectNear(controlOut(out), [400, -200]);
        }),
    },
    {
      quote:
        'The curve starts as a smooth S through the middle knot, then bends the other way as the start handle swings',
      claim:
        'the middle knot starts with only startHandle [-200, -200], which swings to [-200, 200], no corner throughout',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'knot-handles.tsx'), (view) => {
          const {spline, middle} = knotHandles(view);
          return {handle: middle.startHandle(), mirrored: middle.endHandle.isInitial(), kink: kink(spline, 0)};
        });
        const end = samples.findIndex(({value}) => value.handle.equals(new Vector2(-200, 200)));
        // Up to the frame before the end handle's tween begins.
        const swung = samples.slice(0, end);
        expect(end).toBeGreaterThan(0);
        expect(swung[0].value.handle).toEqual(new Vector2(-200, -200));
        for (const {value} of swung) {
          expect(value.mirrored).toBe(true);
          expect(value.kink).toBeLessThan(1);
        }
      },
    },
    {
      quote: 'When the end handle is set on its own, the middle knot turns into a sharp point.',
      claim: 'once endHandle goes to [250, 250] the knot has a corner',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'knot-handles.tsx'), (view) => {
          const {spline, middle} = knotHandles(view);
          return {end: middle.endHandle(), kink: kink(spline, 0)};
        });
        const set = samples.find(({value}) => value.end.equals(new Vector2(250, 250)))!.value;
        expect(set.kink).toBeGreaterThan(30);
      },
    },
    {
      quote: 'reset the curve is smooth again.',
      claim: 'after reset() the end handle mirrors again and the corner is gone',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'knot-handles.tsx'), (view) => {
          const {spline, middle} = knotHandles(view);
          return {mirrored: middle.endHandle.isInitial(), kink: kink(spline, 0), rotation: middle.rotation()};
        });
        const reset = samples.find(({time, value}) => time > 2.5 && value.mirrored)!.value;
        expect(reset.kink).toBeLessThan(1);
        expect(reset.rotation).toBe(0);
      },
    },
    {
      quote: "Then the middle knot's rotation turns the curve's direction through it, scaling it",
      claim:
        "the middle knot turns 90 degrees (so does the curve's direction through it), scales to 2 (handles twice as long), then rises to y -200 with the curve",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'knot-handles.tsx'), (view) => {
          const {spline, middle} = knotHandles(view);
          const [into] = segments(spline);
          return {
            rotation: middle.rotation(),
            scale: middle.scale.x(),
            reach: controlInto(into).sub(into.getPoint(1).position).magnitude,
            leave: throughKnot(spline, 0).leave,
            y: middle.position.y(),
            through: passesThrough(spline)[1].sub(middle.position()).magnitude,
          };
        });
        const before = samples.find(({time}) => time >= 2.6)!.value;
        const turned = samples.find(({value}) => value.rotation === 90)!.value;
        expect(turned.leave.dot(before.leave)).toBeCloseTo(0, 2);
        const scaled = samples.find(({value}) => value.scale === 2)!.value;
        expect(scaled.reach).toBeCloseTo(2 * before.reach, 3);
        const last = samples.at(-1)!.value;
        expect(last.y).toBe(-200);
        expect(last.through).toBeLessThan(1e-6);
      },
    },
    {
      quote: 'A spline is a [`Curve`](/api/2d/components/Curve), so it has the same `start`, `end`,',
      claim: 'a Spline is a Curve with start, end, offsets, arrows and arrowSize',
      check: () =>
        inspectGeometry((view) => {
          const spline = wave(view, {start: 0.25, end: 0.5, startOffset: 10, endArrow: true, arrowSize: 30});
          expect(spline).toBeInstanceOf(Curve);
          expect([spline.start(), spline.end(), spline.startOffset(), spline.endArrow(), spline.arrowSize()]).toEqual([
            0.25,
            0.5,
            10,
            true,
            30,
          ]);
        }),
    },
    {
      quote: 'Tweening `end` from 0 to 1 draws it, as in the first example;',
      claim: "a spline's drawn part ends at the fraction end of its length",
      check: () =>
        inspectGeometry((view) => {
          const spline = wave(view, {end: 0.5});
          const {startPoint, endPoint} = drawnPart(spline);
          expect(startPoint).toEqual(new Vector2(-600, 150));
          const middle = spline.getPointAtPercentage(0.5).position;
          expect(endPoint.sub(middle).magnitude).toBeLessThan(1);
        }),
    },
    {
      quote: 'returns the point at a fraction of the',
      claim: 'getPointAtPercentage gives a position and a normal on the spline',
      check: () =>
        inspectGeometry((view) => {
          const spline = wave(view);
          const point = spline.getPointAtPercentage(0.5);
          expect(distanceToCurve(spline, point.position, 600)).toBeLessThan(0.5);
          expect(point.normal.magnitude).toBeCloseTo(1, 6);
        }),
    },
    {
      quote: 'The direction of travel at that point is `normal.flipped.perpendicular`.',
      claim: 'normal.flipped.perpendicular points from a point of the curve to the next one along it',
      check: () =>
        inspectGeometry((view) => {
          const curves: Curve[] = [
            wave(view),
            new Line({
              points: [
                [0, 0],
                [100, 100],
                [300, 0],
              ],
            }),
          ];
          view.add(curves[1]);
          for (const curve of curves) {
            for (const fraction of [0.1, 0.3, 0.6, 0.9]) {
              const here = curve.getPointAtPercentage(fraction);
              const next = curve.getPointAtPercentage(fraction + 0.001).position;
              const step = next.sub(here.position).normalized;
              expect(direction(here).dot(step)).toBeGreaterThan(0.999);
            }
          }
        }),
    },
    {
      quote: 'also has a `tangent` field, but it is deprecated',
      claim: "a point's tangent is the direction of travel on a spline but not on a Line: it is not consistent",
      check: () =>
        inspectGeometry((view) => {
          const spline = wave(view);
          const line = new Line({
            points: [
              [0, 0],
              [300, 0],
            ],
          });
          view.add(line);
          const onSpline = spline.getPointAtPercentage(0.3);
          const onLine = line.getPointAtPercentage(0.3);
          expect(onSpline.tangent.dot(direction(onSpline))).toBeCloseTo(1, 6);
          expect(onLine.tangent.dot(direction(onLine))).toBeCloseTo(0, 6);
        }),
    },
    {
      quote: "Positions are in the spline's own coordinates, which match the parent's while the",
      claim: "getPointAtPercentage ignores the spline's position; at the origin, local and parent coordinates agree",
      check: () =>
        inspectGeometry((view) => {
          const here = wave(view);
          const moved = wave(view, {position: [100, 100]});
          const local = moved.getPointAtPercentage(0).position;
          expect(local).toEqual(new Vector2(-600, 150));
          expect(local.transformAsPoint(moved.localToParent())).toEqual(new Vector2(-500, 250));
          expect(here.getPointAtPercentage(0).position.transformAsPoint(here.localToParent())).toEqual(
            new Vector2(-600, 150),
          );
        }),
    },
    {
      quote: 'The orange rectangle drives along the grey track at a constant speed, always pointing where',
      claim:
        'during the linear part the rectangle covers equal distances each frame, is turned along the direction of travel, and the blue spline is drawn up to it',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'follow-spline.tsx'), (view) => {
          const [track, trail, car] = view.children() as [Spline, Spline, Rect];
          return {
            position: car.position(),
            rotation: car.rotation(),
            heading: direction(track.getPointAtPercentage(trail.end())).degrees,
            trailEnd: trail.end(),
            trailTip: drawnPart(trail).endPoint,
          };
        });
        const driving = samples.filter(({time}) => time > 0.4 && time < 4.2);
        const steps = driving.slice(1).map(({value}, i) => value.position.sub(driving[i].value.position).magnitude);
        const mean = steps.reduce((sum, step) => sum + step, 0) / steps.length;
        for (const step of steps) expect(Math.abs(step - mean) / mean).toBeLessThan(0.15);
        for (const {value} of driving) {
          expect(value.rotation).toBeCloseTo(value.heading, 6);
          expect(value.trailTip.sub(value.position).magnitude).toBeLessThan(2);
        }
      },
    },
    {
      quote: 'At the end it reverses back to the start,',
      claim: 'then the progress eases back from 1 to 0 (slow, fast, slow), taking the trail with it',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'follow-spline.tsx'), (view) => {
          const trail = view.children()[1] as Spline;
          return trail.end();
        });
        const back = samples.filter(({time}) => time > 4.6);
        const steps = back.slice(1).map(({value}, i) => back[i].value - value);
        expect(steps.every((step) => step >= 0)).toBe(true);
        const middle = steps[Math.floor(steps.length / 2)];
        expect(middle).toBeGreaterThan(3 * steps[1]);
        expect(middle).toBeGreaterThan(3 * steps.at(-2)!);
        expect(back.at(-1)!.value).toBe(0);
      },
    },
    {
      quote: 'The fraction is measured along the actual length of the curve, so with the',
      claim: 'equal steps of the fraction are equal distances along a spline with unevenly spaced knots',
      check: () =>
        inspectGeometry((view) => {
          const spline = new Spline({
            points: [
              [-600, 0],
              [-580, 40],
              [-560, 0],
              [500, 200],
              [600, 0],
            ],
          });
          view.add(spline);
          // The length of the curve between successive fiftieths, each measured along 20 small chords.
          const steps = Array.from({length: 50}, (_, i) => {
            let length = 0;
            for (let j = 0; j < 20; j++) {
              const from = spline.getPointAtPercentage((i + j / 20) / 50).position;
              const to = spline.getPointAtPercentage((i + (j + 1) / 20) / 50).position;
              length += to.sub(from).magnitude;
            }
            return length;
          });
          const total = spline.baseArcLength();
          for (const step of steps) expect(Math.abs(step - total / 50) / (total / 50)).toBeLessThan(0.1);
        }),
    },
    {
      quote: 'If you want the distance in pixels instead, `arcLength()`',
      claim: 'arcLength() is the drawn length in pixels: the whole length at end 1, half at end 0.5',
      check: () =>
        inspectGeometry((view) => {
          const spline = new Spline({
            points: [
              [-300, 0],
              [0, 0],
              [300, 0],
            ],
          });
          view.add(spline);
          expect(spline.arcLength()).toBeCloseTo(600, 3);
          spline.end(0.5);
          expect(spline.arcLength()).toBeCloseTo(300, 3);
        }),
    },
  ],
  {
    unclaimed: [
      {
        quote: 'When you select a spline in the editor, its knots and handles are drawn as an overlay.',
        reason: "the overlay is drawn by the editor's selection (drawOverlay), which needs the editor UI",
      },
    ],
  },
);
