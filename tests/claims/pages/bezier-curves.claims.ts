import {Circle, CubicBezier, Curve, Line, Path, QuadBezier, Rect, Spline, type View2D} from '@canvas-commons/2d';
import {Color, Vector2, all, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {pageExample} from '../harness';
import {direction, distanceToCurve, drawnPart, pointsAlong} from '../curves';
import {drawCalls} from '../drawing';
import {inspectGeometry, runGeometry, sampleGeometry} from '../stand-in-scenes';
import {setValue} from '../stand-ins/canvas';

const PAGE = 'docs/components/bezier-curves.mdx';

/** The signed turn at each sampled point of a curve: the cross product of consecutive steps. */
function turns(curve: Curve, count = 60): number[] {
  const points = pointsAlong(curve, count);
  const result: number[] = [];
  for (let i = 1; i + 1 < points.length; i++) {
    const a = points[i].sub(points[i - 1]);
    const b = points[i + 1].sub(points[i]);
    result.push(a.x * b.y - a.y * b.x);
  }
  return result;
}

/** How many times the curve changes the way it turns (0 for one bend, 1 for an S). */
function bendChanges(curve: Curve): number {
  const signs = turns(curve)
    .filter((turn) => Math.abs(turn) > 1e-3)
    .map(Math.sign);
  return signs.filter((sign, i) => i > 0 && sign !== signs[i - 1]).length;
}

function arch(view: View2D, props: Record<string, unknown> = {}): QuadBezier {
  const curve = new QuadBezier({p0: [-400, 200], p1: [0, -300], p2: [400, 200], ...props});
  view.add(curve);
  return curve;
}

/** The cubic of the arrow example, with other control points if given. */
function sCurve(view: View2D, props: Record<string, unknown> = {}): CubicBezier {
  const curve = new CubicBezier({p0: [-320, -150], p1: [0, -150], p2: [0, 150], p3: [320, 150], ...props});
  view.add(curve);
  return curve;
}

/** Where `start` and `end` at the given values put the drawn part of a 800-pixel straight QuadBezier. */
async function drawnBetween(start: number, end: number): Promise<{from: number; to: number}> {
  let result = {from: NaN, to: NaN};
  await inspectGeometry((view) => {
    const curve = new QuadBezier({p0: [-400, 0], p1: [0, 0], p2: [400, 0], start, end});
    view.add(curve);
    const {startPoint, endPoint} = drawnPart(curve);
    result = {from: startPoint.x + 400, to: endPoint.x + 400};
  });
  return result;
}

/** Checks a tween of start and end: the drawn part at the beginning, the middle and the end (nothing when empty). */
async function expectTween(
  from: [number, number],
  to: [number, number],
  expected: Array<{from: number; to: number}>,
): Promise<void> {
  const seen: Array<{from: number; to: number; length: number}> = [];
  await runGeometry(function* (view) {
    const curve = new QuadBezier({p0: [-400, 0], p1: [0, 0], p2: [400, 0], start: from[0], end: from[1]});
    view.add(curve);
    const record = () => {
      const {startPoint, endPoint} = drawnPart(curve);
      seen.push({from: startPoint.x + 400, to: endPoint.x + 400, length: curve.arcLength()});
    };
    record();
    yield* all(
      curve.start(to[0], 1),
      curve.end(to[1], 1),
      (function* () {
        yield* waitFor(0.5);
        record();
      })(),
    );
    record();
  });
  expected.forEach((part, i) => {
    expect(seen[i].length).toBeCloseTo(part.to - part.from, i === 1 ? -1 : 6);
    // An empty part draws nothing; where it would be is not defined.
    if (part.to === part.from) return;
    expect(seen[i].from).toBeCloseTo(part.from, i === 1 ? -1 : 3);
    expect(seen[i].to).toBeCloseTo(part.to, i === 1 ? -1 : 3);
  });
}

export default defineClaims(
  PAGE,
  [
    {
      quote: 'It starts at the first point,',
      claim:
        'a Bézier curve begins at its first point and ends at its last; it stays well away from its control points but bulges towards them',
      check: () =>
        inspectGeometry((view) => {
          const quad = arch(view);
          const cubic = sCurve(view);
          expect(quad.getPointAtPercentage(0).position).toEqual(new Vector2(-400, 200));
          expect(quad.getPointAtPercentage(1).position).toEqual(new Vector2(400, 200));
          expect(cubic.getPointAtPercentage(0).position).toEqual(new Vector2(-320, -150));
          expect(cubic.getPointAtPercentage(1).position).toEqual(new Vector2(320, 150));
          expect(distanceToCurve(quad, new Vector2(0, -300))).toBeGreaterThan(100);
          expect(distanceToCurve(cubic, new Vector2(0, -150))).toBeGreaterThan(50);
          // The arch's highest point is between its ends and its control point.
          const top = Math.min(...pointsAlong(quad, 200).map((point) => point.y));
          expect(top).toBeLessThan(200);
          expect(top).toBeGreaterThan(-300);
        }),
    },
    {
      quote: 'Moving a control point bends the curve,',
      claim: 'moving a control point moves the middle of the curve and leaves its ends',
      check: () =>
        inspectGeometry((view) => {
          const quad = arch(view);
          const before = quad.getPointAtPercentage(0.5).position;
          quad.p1([-300, -300]);
          const after = quad.getPointAtPercentage(0.5).position;
          expect(after.sub(before).magnitude).toBeGreaterThan(30);
          expect(after.x).toBeLessThan(before.x);
          expect(quad.getPointAtPercentage(0).position).toEqual(new Vector2(-400, 200));
          expect(quad.getPointAtPercentage(1).position).toEqual(new Vector2(400, 200));
        }),
    },
    {
      quote: '| [`QuadBezier`](/api/2d/components/QuadBezier)      | `p0`, `p1`, `p2`     |',
      claim:
        'a QuadBezier has the points p0, p1, p2 and always turns the same way, however its control point is placed',
      check: () =>
        inspectGeometry((view) => {
          for (const p1 of [
            [0, -300],
            [-600, -300],
            [900, 400],
          ]) {
            const quad = arch(view, {p1});
            expect(['p0', 'p1', 'p2'].every((name) => name in quad)).toBe(true);
            expect('p3' in quad).toBe(false);
            expect(bendChanges(quad)).toBe(0);
          }
        }),
    },
    {
      quote: '| [`CubicBezier`](/api/2d/components/CubicBezier)    | `p0`, `p1`, `p2`, `p3` |',
      claim:
        'a CubicBezier has p0 to p3; it can make an S (its turn changes sign once) or an arch whose two end directions are set separately',
      check: () =>
        inspectGeometry((view) => {
          const s = sCurve(view);
          expect(bendChanges(s)).toBe(1);
          const archLike = sCurve(view, {p0: [-300, 0], p1: [-200, -300], p2: [300, -100], p3: [300, 0]});
          expect(bendChanges(archLike)).toBe(0);
          const start = direction(archLike.getPointAtPercentage(0));
          const end = direction(archLike.getPointAtPercentage(1));
          expect(start.x).toBeCloseTo(new Vector2(100, -300).normalized.x, 2);
          expect(end.x).toBeCloseTo(new Vector2(0, 100).normalized.x, 2);
        }),
    },
    {
      quote: '`p0` is always the start and the last point is always the end.',
      claim: 'the curve starts at p0 and ends at p2 (QuadBezier) or p3 (CubicBezier), wherever the control points go',
      check: () =>
        inspectGeometry((view) => {
          const quad = arch(view, {p1: [700, 900]});
          const cubic = sCurve(view, {p1: [900, 900], p2: [-900, -900]});
          expect(quad.getPointAtPercentage(0).position).toEqual(quad.p0());
          expect(quad.getPointAtPercentage(1).position).toEqual(quad.p2());
          expect(cubic.getPointAtPercentage(0).position).toEqual(cubic.p0());
          expect(cubic.getPointAtPercentage(1).position).toEqual(cubic.p3());
        }),
    },
    {
      quote: 'For a quadratic curve, `p1`',
      claim: 'a quadratic curve leaves p0 heading for p1 and arrives at p2 coming from p1',
      check: () =>
        inspectGeometry((view) => {
          const quad = arch(view, {p1: [-100, -300]});
          const leave = direction(quad.getPointAtPercentage(0));
          const arrive = direction(quad.getPointAtPercentage(1));
          const towardsP1 = new Vector2(-100, -300).sub(new Vector2(-400, 200)).normalized;
          const fromP1 = new Vector2(400, 200).sub(new Vector2(-100, -300)).normalized;
          expect(leave.x).toBeCloseTo(towardsP1.x, 2);
          expect(leave.y).toBeCloseTo(towardsP1.y, 2);
          expect(arrive.x).toBeCloseTo(fromP1.x, 2);
          expect(arrive.y).toBeCloseTo(fromP1.y, 2);
        }),
    },
    {
      quote: 'For a cubic curve, `p1` sets the direction in which the curve',
      claim:
        'a cubic leaves p0 towards p1 and arrives at p3 from p2; a control point further away keeps the curve closer to that direction for longer',
      check: () =>
        inspectGeometry((view) => {
          const near = sCurve(view, {p1: [-220, -150]});
          const far = sCurve(view, {p1: [100, -150]});
          const leave = direction(near.getPointAtPercentage(0));
          const arrive = direction(near.getPointAtPercentage(1));
          expect(leave.x).toBeCloseTo(1, 3);
          expect(leave.y).toBeCloseTo(0, 3);
          expect(arrive.x).toBeCloseTo(1, 3);
          expect(arrive.y).toBeCloseTo(0, 3);
          // 80 pixels along, the far-handled curve has strayed less from the horizontal line through p0.
          const strayed = (curve: CubicBezier) =>
            Math.abs(curve.getPointAtPercentage(80 / curve.arcLength()).position.y + 150);
          expect(strayed(far)).toBeLessThan(strayed(near) / 2);
        }),
    },
    {
      quote: "Points are given in the curve's own coordinate space, like the points of a",
      claim:
        "a curve's points are in its own space: moving the node moves the curve in its parent; at the default position its space is the parent's",
      check: () =>
        inspectGeometry((view) => {
          const still = arch(view);
          const moved = arch(view, {position: [100, 50]});
          expect(still.position()).toEqual(Vector2.zero);
          const inParent = (curve: QuadBezier) =>
            curve.getPointAtPercentage(0).position.transformAsPoint(curve.localToParent());
          expect(inParent(still)).toEqual(new Vector2(-400, 200));
          expect(moved.getPointAtPercentage(0).position).toEqual(new Vector2(-400, 200));
          expect(inParent(moved)).toEqual(new Vector2(-300, 250));
        }),
    },
    {
      quote: 'Each point is a vector signal, so you can tween it, and',
      claim: 'tweening p1 passes through points between, and a node bound to p1 follows it',
      check: async () => {
        let halfway = new Vector2(NaN);
        let dot = new Vector2(NaN);
        await runGeometry(function* (view) {
          const curve = arch(view);
          const handle = new Circle({size: 24, position: () => curve.p1()});
          view.add(handle);
          yield* all(
            curve.p1([-300, -300], 1),
            (function* () {
              yield* waitFor(0.5);
              halfway = curve.p1();
              dot = handle.position();
            })(),
          );
        });
        expect(halfway.x).toBeLessThan(0);
        expect(halfway.x).toBeGreaterThan(-300);
        expect(dot).toEqual(halfway);
      },
    },
    {
      quote: 'The arch draws itself from left to right.',
      claim: "the arch's end goes from 0 to 1 in the first second, and the curve starts on the left",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'quad-bezier.tsx'), (view) => {
          const curve = view.children()[0] as QuadBezier;
          return {end: curve.end(), start: curve.getPointAtPercentage(0).position.x, last: curve.p2().x};
        });
        expect(samples[0].value.end).toBeLessThan(0.05);
        expect(samples.find(({time}) => time >= 1)!.value.end).toBeCloseTo(1, 3);
        expect(samples[0].value.start).toBeLessThan(samples[0].value.last);
      },
    },
    {
      quote: 'Then the orange control point swings left, across to',
      claim:
        'p1 goes to x -300, then 300, then back to 0; the guide line keeps the three points and the dot sits on p1 throughout',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'quad-bezier.tsx'), (view) => {
          const [curve, guide, dot] = view.children() as [QuadBezier, Line, Circle];
          return {
            p1: curve.p1(),
            attached:
              JSON.stringify(guide.parsedPoints()) === JSON.stringify([curve.p0(), curve.p1(), curve.p2()]) &&
              dot.position().equals(curve.p1()),
            middle: curve.getPointAtPercentage(0.5).position.x,
          };
        });
        const xs = samples.map(({value}) => value.p1.x);
        expect(Math.min(...xs)).toBe(-300);
        expect(Math.max(...xs)).toBe(300);
        expect(xs.indexOf(-300)).toBeLessThan(xs.indexOf(300));
        expect(xs.at(-1)).toBe(0);
        expect(samples.every(({value}) => value.attached)).toBe(true);
        // The curve leans after the point: its middle is left of centre when p1 is, right when it is.
        const at = (x: number) => samples.find(({value}) => value.p1.x === x)!.value.middle;
        expect(at(-300)).toBeLessThan(-30);
        expect(at(300)).toBeGreaterThan(30);
      },
    },
    {
      quote: 'Every point also exists as separate `x` and `y` signals.',
      claim: 'each point has x and y signals of its own',
      check: () =>
        inspectGeometry((view) => {
          const curve = arch(view);
          curve.p1.x(120);
          expect(curve.p1()).toEqual(new Vector2(120, -300));
          expect(curve.p2.y()).toBe(200);
        }),
    },
    {
      quote: 'In JSX they are named with a suffix',
      claim: 'p1X and p1Y set p1 from the props, and tweening p1.y leaves x alone',
      check: async () => {
        let x = NaN;
        let y = NaN;
        let midX = NaN;
        let midY = NaN;
        await runGeometry(function* (view) {
          const curve = new QuadBezier({p0: [-400, 200], p1X: 30, p1Y: -300, p2: [400, 200]});
          view.add(curve);
          expect(curve.p1()).toEqual(new Vector2(30, -300));
          yield* all(
            curve.p1.y(100, 1),
            (function* () {
              yield* waitFor(0.5);
              midX = curve.p1.x();
              midY = curve.p1.y();
            })(),
          );
          x = curve.p1.x();
          y = curve.p1.y();
        });
        expect(midX).toBe(30);
        expect(midY).toBeGreaterThan(-300);
        expect(midY).toBeLessThan(100);
        expect([x, y]).toEqual([30, 100]);
      },
    },
    {
      quote: 'All curve nodes inherit the arrow and trimming properties of',
      claim:
        'QuadBezier, CubicBezier, Line, Spline, Path, Rect and Circle are Curves with start, end, offsets and arrows',
      check: () =>
        inspectGeometry((view) => {
          const curves = [
            arch(view),
            sCurve(view),
            new Line({points: [0, 100]}),
            new Spline({points: [0, 100]}),
            new Path({data: 'M 0 0 L 100 0'}),
            new Rect({}),
            new Circle({}),
          ];
          for (const curve of curves) {
            expect(curve).toBeInstanceOf(Curve);
            const values = ['start', 'end', 'startOffset', 'endOffset', 'startArrow', 'endArrow', 'arrowSize'].map(
              (name) => (curve as unknown as Record<string, () => unknown>)[name](),
            );
            expect(values).toEqual([0, 1, 0, 0, false, false, 24]);
          }
        }),
    },
    {
      quote: '`endArrow` and `startArrow` draw an arrowhead at the end or start of the visible part,',
      claim:
        'the arrowheads sit at the ends of the drawn part (not of the whole curve), filled with the stroke colour; arrowSize defaults to 24 and sets the head length',
      check: () =>
        inspectGeometry((view) => {
          const curve = new QuadBezier({
            p0: [-400, 0],
            p1: [0, 0],
            p2: [400, 0],
            stroke: '#e6edf3',
            lineWidth: 6,
            endArrow: true,
            startArrow: true,
            start: 0.25,
            end: 0.75,
          });
          view.add(curve);
          expect(curve.arrowSize()).toBe(24);
          const heads = () => {
            const {calls} = drawCalls(curve);
            const head = calls.slice(calls.findIndex(([name]) => name === 'beginPath'));
            const tips = head.flatMap(([name, args], i) =>
              name === 'moveTo' ? [{tip: args as number[], base: head[i + 1][1] as number[]}] : [],
            );
            return {head, tips};
          };
          const {head, tips} = heads();
          // The end arrow's tip at 600 pixels along (x = 200), the start arrow's at 200 pixels (x = -200).
          expect(tips[0].tip[0]).toBeCloseTo(200, 6);
          expect(tips[1].tip[0]).toBeCloseTo(-200, 6);
          expect(tips[0].base[0]).toBeCloseTo(200 - 24, 6);
          expect(tips[1].base[0]).toBeCloseTo(-200 + 24, 6);
          expect(setValue(head, 'fillStyle')).toBe(new Color('#e6edf3').serialize());
          curve.arrowSize(40);
          expect(heads().tips[0].base[0]).toBeCloseTo(200 - 40, 6);
        }),
    },
    {
      quote: '`startOffset` and `endOffset` shorten the curve by a number of pixels at each end.',
      claim: 'startOffset and endOffset remove that many pixels of length from the start and the end',
      check: () =>
        inspectGeometry((view) => {
          const curve = new QuadBezier({p0: [-400, 0], p1: [0, 0], p2: [400, 0], startOffset: 12, endOffset: 30});
          view.add(curve);
          expect(curve.arcLength()).toBeCloseTo(800 - 42, 3);
          const {startPoint, endPoint} = drawnPart(curve);
          expect(startPoint.x).toBeCloseTo(-388, 3);
          expect(endPoint.x).toBeCloseTo(370, 3);
        }),
    },
    {
      quote: 'An S-shaped arrow grows out of the blue box, its head travelling along the curve until it',
      claim:
        "the arrow starts at the blue box's right edge, its end goes from 0 to 1, and its head stops 12 pixels (endOffset) short of the green box's left edge",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'cubic-bezier.tsx'), (view) => {
          const [blue, green, arrow] = view.children() as [Rect, Rect, CubicBezier];
          return {
            blueRight: blue.x() + blue.width() / 2,
            greenLeft: green.x() - green.width() / 2,
            p0: arrow.p0().x,
            p3: arrow.p3().x,
            end: arrow.end(),
            head: arrow.getPointAtPercentage(arrow.end()).position,
            shortBy: arrow.baseArcLength() - arrow.percentageToDistance(arrow.end()),
            bends: bendChanges(arrow),
          };
        });
        const first = samples[0].value;
        expect(first.p0).toBe(first.blueRight);
        expect(first.p3).toBe(first.greenLeft);
        expect(first.bends).toBe(1);
        const grown = samples.find(({time}) => time >= 1.5)!.value;
        expect(grown.end).toBe(1);
        expect(grown.shortBy).toBeCloseTo(12, 6);
        expect(grown.head.x).toBeLessThan(first.greenLeft);
      },
    },
    {
      quote: 'After a pause, the tail catches up with the head and the',
      claim: 'after a pause, start goes to 1: the drawn length falls to 0 at the point where the head stopped',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'cubic-bezier.tsx'), (view) => {
          const arrow = view.children()[2] as CubicBezier;
          return {start: arrow.start(), length: arrow.arcLength(), tail: drawnPart(arrow).startPoint};
        });
        const grown = samples.find(({time}) => time >= 1.5)!.value;
        const paused = samples.find(({time}) => time >= 2.2)!.value;
        expect(samples.at(-1)!.value.start).toBe(1);
        expect(samples.at(-1)!.value.length).toBe(0);
        // The last frame with something left: the tail has reached the head.
        const last = samples.filter(({value}) => value.start < 1).at(-1)!.value;
        expect(paused.start).toBe(0);
        expect(grown.length).toBeGreaterThan(0);
        expect(last.start).toBeGreaterThan(0.999);
        expect(last.length).toBeLessThan(1);
        // The tail ends where the head stopped: 12 pixels before the curve's end (p3 = 320, 150).
        expect(last.tail.y).toBeCloseTo(150, 0);
        expect(last.tail.x).toBeGreaterThan(300);
        expect(last.tail.x).toBeLessThan(320);
      },
    },
    {
      quote: '`p1` is level with `p0` and `p2` is level with `p3`, so the curve leaves the first box',
      claim: 'with p1 level with p0 and p2 with p3, the S leaves and arrives horizontally',
      check: () =>
        inspectGeometry((view) => {
          const curve = sCurve(view);
          for (const fraction of [0, 1]) {
            const heading = direction(curve.getPointAtPercentage(fraction));
            expect(heading.x).toBeCloseTo(1, 3);
            expect(heading.y).toBeCloseTo(0, 3);
          }
        }),
    },
    {
      quote: 'Move `p1` left towards `p0` and `p2`',
      claim: 'moving p1 towards p0 and p2 towards p3 makes the middle of the S less steep; the other way, steeper',
      check: () =>
        inspectGeometry((view) => {
          const steepness = (curve: CubicBezier) => {
            const heading = direction(curve.getPointAtPercentage(0.5));
            return Math.abs(heading.y / heading.x);
          };
          const example = steepness(sCurve(view));
          const flatter = steepness(sCurve(view, {p1: [-160, -150], p2: [160, 150]}));
          const steeper = steepness(sCurve(view, {p1: [160, -150], p2: [-160, 150]}));
          expect(flatter).toBeLessThan(example * 0.8);
          expect(steeper).toBeGreaterThan(example * 1.2);
        }),
    },
    {
      quote: "`start` and `end` are fractions of the curve's length between 0 and 1. Only the part between",
      claim: 'start and end are 0 and 1 by default, and only the length between them is drawn',
      check: async () => {
        expect(await drawnBetween(0, 1)).toEqual({from: 0, to: 800});
        const part = await drawnBetween(0.25, 0.5);
        expect(part.from).toBeCloseTo(200, 3);
        expect(part.to).toBeCloseTo(400, 3);
      },
    },
    {
      quote: '| `end` from 0 to 1                   | The curve is drawn from its start.               |',
      claim: 'tweening end from 0 to 1 grows the drawn part from the start',
      check: () =>
        expectTween(
          [0, 0],
          [0, 1],
          [
            {from: 0, to: 0},
            {from: 0, to: 400},
            {from: 0, to: 800},
          ],
        ),
    },
    {
      quote: '| `start` from 0 to 1 (with `end` 1)  | The curve is erased from its start.              |',
      claim: 'tweening start from 0 to 1 with end 1 removes the drawn part from the start',
      check: () =>
        expectTween(
          [0, 1],
          [1, 1],
          [
            {from: 0, to: 800},
            {from: 400, to: 800},
            {from: 800, to: 800},
          ],
        ),
    },
    {
      quote: '| `start` from 1 to 0 (with `end` 1)  | The curve is drawn backwards, from its end.      |',
      claim: 'tweening start from 1 to 0 with end 1 grows the drawn part backwards from the end',
      check: () =>
        expectTween(
          [1, 1],
          [0, 1],
          [
            {from: 800, to: 800},
            {from: 400, to: 800},
            {from: 0, to: 800},
          ],
        ),
    },
    {
      quote: '| `start` 0.5 → 0 and `end` 0.5 → 1   | The curve grows outwards from its middle.        |',
      claim: 'start 0.5 → 0 with end 0.5 → 1 grows the drawn part both ways from the middle',
      check: () =>
        expectTween(
          [0.5, 0.5],
          [0, 1],
          [
            {from: 400, to: 400},
            {from: 200, to: 600},
            {from: 0, to: 800},
          ],
        ),
    },
    {
      quote: 'The fractions are measured along the length of the curve, not along the parameter of the',
      claim:
        'equal steps of the fraction are equal distances along a curve whose control points bunch it up (within 10%), where equal steps of the Bézier parameter are not',
      check: () =>
        inspectGeometry((view) => {
          const bunched = new CubicBezier({p0: [-400, 0], p1: [-390, -5], p2: [-380, 5], p3: [400, 0]});
          view.add(bunched);
          const points = pointsAlong(bunched, 20);
          const steps = points.slice(1).map((point, i) => point.sub(points[i]).magnitude);
          const mean = steps.reduce((sum, step) => sum + step, 0) / steps.length;
          for (const step of steps) expect(Math.abs(step - mean) / mean).toBeLessThan(0.1);
          // The Bézier parameter at equal steps: the first twentieth barely moves.
          const cubic = (t: number) =>
            (1 - t) ** 3 * -400 + 3 * (1 - t) ** 2 * t * -390 + 3 * (1 - t) * t ** 2 * -380 + t ** 3 * 400;
          expect(Math.abs(cubic(0.05) - cubic(0))).toBeLessThan(mean / 2);
        }),
    },
    {
      quote: 'Offsets are applied first: `start` and `end` divide up whatever `startOffset` and',
      claim: 'with offsets, start and end are fractions of the length the offsets leave',
      check: () =>
        inspectGeometry((view) => {
          const curve = new QuadBezier({
            p0: [-400, 0],
            p1: [0, 0],
            p2: [400, 0],
            startOffset: 100,
            endOffset: 100,
            start: 0.25,
            end: 0.5,
          });
          view.add(curve);
          const {startPoint, endPoint} = drawnPart(curve);
          // 100 + 0.25 × 600 and 100 + 0.5 × 600 pixels from the start.
          expect(startPoint.x + 400).toBeCloseTo(250, 3);
          expect(endPoint.x + 400).toBeCloseTo(400, 3);
        }),
    },
    {
      quote: "takes a fraction of the curve's",
      claim:
        'getPointAtPercentage measures its fraction within the offsets and gives a position and a normal in the curve’s own space; arcLength() is the drawn length in pixels',
      check: () =>
        inspectGeometry((view) => {
          const curve = new QuadBezier({
            position: [500, 500],
            p0: [-400, 0],
            p1: [0, 0],
            p2: [400, 0],
            startOffset: 100,
            endOffset: 100,
            end: 0.5,
          });
          view.add(curve);
          const point = curve.getPointAtPercentage(0.5);
          expect(point.position.x).toBeCloseTo(0, 3);
          expect(point.position.y).toBeCloseTo(0, 3);
          expect(Math.abs(point.normal.y)).toBeCloseTo(1, 6);
          expect(curve.arcLength()).toBeCloseTo(300, 3);
        }),
    },
  ],
  {
    unclaimed: [
      {
        quote: 'When you select a Bézier node in the editor, its control points and the lines to them are',
        reason: "the overlay is drawn by the editor's selection (drawOverlay), which needs the editor UI",
      },
    ],
  },
);
