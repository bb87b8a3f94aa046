import {
  Circle,
  CircleSegment,
  CubicBezierSegment,
  Curve,
  Gradient,
  Line,
  LineSegment,
  Path,
  Rect,
  Shape,
  Txt,
} from '@canvas-commons/2d';
import {BBox, Color, Vector2, all, createRef, createSignal, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {jsx} from '@canvas-commons/2d/jsx-runtime';

import {defineClaims} from '../claim';
import {pageExample} from '../harness';
import {drawCalls, drawing, pathCommands} from '../drawing';
import {drawnPart, pointsAlong} from '../curves';
import {inspectGeometry, runGeometry, sampleGeometry} from '../stand-in-scenes';
import {recordingContext, setValue, type RecordingPath2D} from '../stand-ins/canvas';

/** The radius of each corner of a Rect, read from its outline: [top-left, top-right, bottom-right, bottom-left]. */
function cornerRadii(rect: Rect): number[] {
  const size = rect.size();
  const [left, right, bottom] = [-size.x / 2, size.x / 2, size.y / 2];
  const sides = rect.profile().segments.filter((segment) => segment instanceof LineSegment);
  const [topSide, rightSide, bottomSide] = sides;
  return [topSide.from.x - left, right - topSide.to.x, bottom - rightSide.to.y, bottomSide.to.x - left].map(
    (value) => Math.round(value * 1000) / 1000,
  );
}

/** Checks that `radius` gives corners [top-left, top-right, bottom-right, bottom-left]. */
function expectCorners(radius: number | number[], expected: number[]): Promise<void> {
  return inspectGeometry((view) => {
    const box = new Rect({size: [300, 200], radius: radius as number});
    view.add(box);
    expect(cornerRadii(box)).toEqual(expected);
  });
}

/** What a copy follows: a height bound to a signal (`height`), and a value set on the original afterwards (`later`). */
function copyFollows(
  method: 'clone' | 'snapshotClone' | 'reactiveClone',
  expected: {height: boolean; later: boolean},
): Promise<void> {
  return inspectGeometry((view) => {
    const height = createSignal(160);
    const card = new Rect({width: 160, height: () => height(), fill: '#58a6ff'});
    view.add(card);
    const copy = card[method]({x: 400});
    view.add(copy);
    expect(copy.height()).toBe(160);
    height(320);
    expect(copy.height()).toBe(expected.height ? 320 : 160);
    card.fill('#ff7b72');
    expect((copy.fill() as Color).hex()).toBe(expected.later ? '#ff7b72' : '#58a6ff');
  });
}

/** The copies example: the four rectangles at the end. */
const copiesExample = async () => {
  const {samples} = await sampleGeometry(pageExample(PAGE, 'copies.tsx'), (view) =>
    (view.children().slice(0, 4) as Rect[]).map((card) => ({
      x: card.x(),
      height: card.height(),
      rotation: card.rotation(),
      fill: (card.fill() as Color).hex(),
    })),
  );
  const [original, clone, snapshot, reactive] = samples.at(-1)!.value;
  expect(original).toEqual({x: -600, height: 320, rotation: 30, fill: '#ff7b72'});
  expect(clone).toEqual({x: -200, height: 320, rotation: 0, fill: '#58a6ff'});
  expect(snapshot).toEqual({x: 200, height: 160, rotation: 0, fill: '#58a6ff'});
  expect(reactive).toEqual({x: 600, height: 320, rotation: 30, fill: '#ff7b72'});
};

/** The outlined text example: both labels' final lineWidth and the order their letters are filled and stroked in. */
const outlinedText = async () => {
  const order: string[][] = [];
  const widths: number[] = [];
  await sampleGeometry(pageExample(PAGE, 'outlined-text.tsx'), (view) => {
    widths.length = 0;
    order.length = 0;
    for (const label of view.children() as Txt[]) {
      widths.push(label.lineWidth());
      expect(label.stroke()?.toString()).toBe(new Color('#e6edf3').toString());
      const leaf = label.children()[0] as unknown as {
        drawText(context: CanvasRenderingContext2D, text: string, box: BBox): void;
      };
      const {context, calls} = recordingContext();
      leaf.drawText(context, 'OUTLINE', new BBox(0, 0, 100, 40));
      order.push(calls.map(([name]) => name).filter((name) => name.endsWith('Text')));
    }
  });
  expect(widths).toEqual([16, 16]);
  expect(order).toEqual([
    ['fillText', 'strokeText'],
    ['strokeText', 'fillText'],
  ]);
};

const PAGE = 'docs/components/shapes.mdx';

const checks = {
  fillAndStroke: () =>
    inspectGeometry((view) => {
      const card = new Rect({size: 200, fill: '#161b22', stroke: '#58a6ff', lineWidth: 6});
      view.add(card);
      const {names, calls} = drawCalls(card);
      expect(names.filter((name) => name === 'fill' || name === 'stroke')).toEqual(['fill', 'stroke']);
      expect(setValue(calls, 'fillStyle')).toBe(new Color('#161b22').serialize());
      expect(setValue(calls, 'strokeStyle')).toBe(new Color('#58a6ff').serialize());
      expect(setValue(calls, 'lineWidth')).toBe(6);
      // Both paint the same outline.
      const [fillPath] = calls.find(([name]) => name === 'fill')![1];
      const [strokePath] = calls.find(([name]) => name === 'stroke')![1];
      expect(fillPath).toBe(strokePath);
    }),
  strokeFirst: () =>
    inspectGeometry((view) => {
      const plain = new Rect({size: 200, fill: 'gold', stroke: 'white', lineWidth: 16});
      const first = new Rect({size: 200, fill: 'gold', stroke: 'white', lineWidth: 16, strokeFirst: true});
      view.add([plain, first]);
      const order = (shape: Shape) => drawCalls(shape).names.filter((name) => name === 'fill' || name === 'stroke');
      expect(order(plain)).toEqual(['fill', 'stroke']);
      expect(order(first)).toEqual(['stroke', 'fill']);
    }),
  cacheBox: () =>
    inspectGeometry((view) => {
      const ring = new Circle({size: 300, stroke: 'white', lineWidth: 40});
      view.add(ring);
      const box = drawing(ring).getCacheBBox();
      expect(box.width).toBeCloseTo(340, 6);
      expect(box.height).toBeCloseTo(340, 6);
    }),
};

export default defineClaims(
  PAGE,
  [
    {
      quote: 'Rectangles, circles, lines, paths and text all draw themselves the same way',
      claim:
        'Rect, Circle, Line, Path and Txt are all Shapes, with a fill and a stroke that a Rect paints in that order',
      check: async () => {
        await inspectGeometry((view) => {
          const nodes = [
            new Rect({}),
            new Circle({}),
            new Line({points: [0, 100]}),
            new Path({data: 'M 0 0 L 100 0'}),
            new Txt({text: 'a'}),
          ];
          view.add(nodes);
          for (const node of nodes) {
            expect(node).toBeInstanceOf(Shape);
            expect(typeof node.fill).toBe('function');
            expect(typeof node.stroke).toBe('function');
          }
        });
        await checks.fillAndStroke();
      },
    },
    {
      quote: 'The dashes creep around the card while a green ring grows clockwise from the top to three quarters',
      claim:
        "the card's dash offset falls steadily (dashes move forward); the ring keeps startAngle -90 (the top) while endAngle rises to 180, 270 degrees clockwise",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/shapes.tsx'), (view) => {
          const card = view.children()[0] as Rect;
          const ring = card.children()[0] as Circle;
          return {
            offset: card.lineDashOffset(),
            dash: card.lineDash(),
            start: ring.startAngle(),
            end: ring.endAngle(),
            counterclockwise: ring.counterclockwise(),
            firstPoint: pathCommands(drawing(ring).getPathData())[0],
          };
        });
        const values = samples.map(({value}) => value);
        expect(values[0].dash).toEqual([24, 12]);
        for (let i = 1; i < values.length; i++) {
          expect(values[i].offset).toBeLessThanOrEqual(values[i - 1].offset);
          expect(values[i].end).toBeGreaterThanOrEqual(values[i - 1].end);
        }
        const last = values.at(-1)!;
        expect(last.offset).toBeCloseTo(-180, 6);
        expect(values.every(({start, counterclockwise}) => start === -90 && !counterclockwise)).toBe(true);
        expect(values[0].end).toBeCloseTo(-90, 2);
        expect(last.end - last.start).toBeCloseTo(270, 6);
        // The ring's outline starts at the top of the circle (y is down).
        const [, x, y] = last.firstPoint;
        expect(x).toBeCloseTo(0, 6);
        expect(y).toBeCloseTo(-120, 6);
      },
    },
    {
      quote: '[`Shape`](/api/2d/components/Shape) with two paints:',
      claim: 'Rect, Circle, Line, Path and Txt are Shapes with fill and stroke',
      check: () =>
        inspectGeometry((view) => {
          const nodes = [new Rect({}), new Circle({}), new Line({points: []}), new Path({data: ''}), new Txt({})];
          view.add(nodes);
          for (const node of nodes) {
            expect(node).toBeInstanceOf(Shape);
            expect(node.fill()).toBeNull();
            expect(node.stroke()).toBeNull();
          }
        }),
    },
    {
      quote: '[`fill`](/api/2d/components/Shape#fill) paints the inside;',
      claim: 'a shape fills its outline with the fill colour',
      check: checks.fillAndStroke,
    },
    {
      quote: '[`stroke`](/api/2d/components/Shape#stroke) paints the outline, as thick as',
      claim: 'a shape strokes its outline with the stroke colour at lineWidth',
      check: checks.fillAndStroke,
    },
    {
      quote:
        'Both paints are `null` by default and `lineWidth` is `0`, so a stroke without a `lineWidth` draws nothing.',
      claim: 'fill and stroke default to null and lineWidth to 0; a stroke with lineWidth 0 makes no stroke call',
      check: () =>
        inspectGeometry((view) => {
          const plain = new Rect({size: 100});
          const stroked = new Rect({size: 100, stroke: 'white'});
          const thick = new Rect({size: 100, stroke: 'white', lineWidth: 4});
          view.add([plain, stroked, thick]);
          expect(plain.fill()).toBeNull();
          expect(plain.stroke()).toBeNull();
          expect(plain.lineWidth()).toBe(0);
          expect(drawCalls(plain).names).not.toContain('fill');
          expect(drawCalls(stroked).names).not.toContain('stroke');
          expect(drawCalls(thick).names).toContain('stroke');
        }),
    },
    {
      quote: 'A paint is a CSS colour',
      claim:
        "a paint parses CSS colours (hex, rgb(), names) and tweens through the colours between; a Gradient's points reach the canvas as given, in a space centred on the shape",
      check: async () => {
        let halfway: Color | null = null;
        await runGeometry(function* (view) {
          const card = new Rect({size: 100, fill: '#ff7b72'});
          view.add(card);
          expect(card.fill()?.toString()).toBe(new Color('#ff7b72').toString());
          card.fill('tomato');
          expect((card.fill() as Color).hex()).toBe('#ff6347');
          card.fill('rgb(88, 166, 255)');
          expect((card.fill() as Color).hex()).toBe('#58a6ff');
          yield* all(
            card.fill('#ffffff', 1),
            (function* () {
              yield* waitFor(0.5);
              halfway = card.fill() as Color;
            })(),
          );
        });
        const mid = (halfway as unknown as Color).rgb();
        expect(mid[0]).toBeGreaterThan(88);
        expect(mid[0]).toBeLessThan(255);
        expect(mid[1]).toBeGreaterThan(166);
        expect(mid[1]).toBeLessThan(255);

        await inspectGeometry((view) => {
          const gold = new Gradient({type: 'linear', from: [0, -60], to: [0, 60], stops: []});
          const label = new Rect({x: 300, y: 200, size: [400, 200], fill: gold});
          view.add(label);
          const {context, calls} = recordingContext();
          drawing(label).applyStyle(context);
          expect(calls.find(([name]) => name === 'createLinearGradient')?.[1]).toEqual([0, -60, 0, 60]);
          // The outline the gradient paints runs from -200 to 200 and -100 to 100: [0, 0] is the centre.
          const [move] = pathCommands(drawing(label).getPathData());
          expect(move).toEqual(['M', -200, -100]);
        });
      },
    },
    {
      quote: 'a 300-pixel circle with a `lineWidth` of 40',
      claim: 'a 300-pixel circle with lineWidth 40 takes up 340 pixels: the stroke adds half its width on each side',
      check: checks.cacheBox,
    },
    {
      quote: 'paints the stroke before the fill,',
      claim: 'with strokeFirst, stroke() is called before fill(); without it, after',
      check: checks.strokeFirst,
    },
    {
      quote: 'Both words get a 16-pixel white outline.',
      claim:
        'both words end with lineWidth 16 and a white stroke; the top one fills then strokes its letters, the bottom one (strokeFirst) strokes then fills',
      check: outlinedText,
    },
    {
      quote: "each `[x, y]` in the line's own coordinates.",
      claim: "a Line's outline is straight segments through its points, as given, whatever the line's position",
      check: () =>
        inspectGeometry((view) => {
          const zigzag = new Line({
            x: 300,
            y: -100,
            points: [
              [-150, 100],
              [-50, -100],
              [50, 100],
            ],
          });
          view.add(zigzag);
          const segments = zigzag.profile().segments;
          expect(segments.every((segment) => segment instanceof LineSegment)).toBe(true);
          expect(segments.map((segment) => (segment as LineSegment).from)).toEqual([
            new Vector2(-150, 100),
            new Vector2(-50, -100),
          ]);
          expect(zigzag.getPointAtPercentage(0).position).toEqual(new Vector2(-150, 100));
          expect(zigzag.getPointAtPercentage(1).position).toEqual(new Vector2(50, 100));
        }),
    },
    {
      quote: 'Two points make one segment',
      claim: 'two points give one segment; more give a polyline whose corners radius rounds with arcs',
      check: () =>
        inspectGeometry((view) => {
          const link = new Line({
            points: [
              [-400, -150],
              [400, 150],
            ],
          });
          const sharp = new Line({
            points: [
              [-150, 100],
              [-50, -100],
              [50, 100],
            ],
          });
          const round = new Line({
            points: [
              [-150, 100],
              [-50, -100],
              [50, 100],
            ],
            radius: 30,
          });
          view.add([link, sharp, round]);
          expect(link.profile().segments).toHaveLength(1);
          expect(sharp.profile().segments).toHaveLength(2);
          expect(sharp.profile().segments.some((segment) => segment instanceof CircleSegment)).toBe(false);
          expect(round.profile().segments.some((segment) => segment instanceof CircleSegment)).toBe(true);
        }),
    },
    {
      quote: 'is an open outline, so it shows with a `stroke` and a `lineWidth`',
      claim:
        "a Line's outline is not closed; it is stroked only with a stroke and a lineWidth (default 0), and a fill makes a fill call (which a canvas closes)",
      check: () =>
        inspectGeometry((view) => {
          const points: Array<[number, number]> = [
            [-150, 100],
            [-50, -100],
            [50, 100],
          ];
          const bare = new Line({points, stroke: 'white'});
          const stroked = new Line({points, stroke: 'white', lineWidth: 8});
          const filled = new Line({points, fill: 'purple'});
          view.add([bare, stroked, filled]);
          expect(bare.lineWidth()).toBe(0);
          expect(drawCalls(bare).names).not.toContain('stroke');
          expect(drawCalls(stroked).names).toContain('stroke');
          const {calls} = drawCalls(filled);
          const [path] = calls.find(([name]) => name === 'fill')![1] as RecordingPath2D[];
          const drawn = JSON.stringify(path.calls);
          expect(drawn).not.toContain('closePath');
        }),
    },
    {
      quote: 'pixels long (24 by',
      claim:
        'endArrow and startArrow draw a head at the end and at the start, filled with the stroke colour, arrowSize pixels long, 24 by default',
      check: () =>
        inspectGeometry((view) => {
          const arrow = new Line({
            points: [
              [0, 0],
              [300, 0],
            ],
            stroke: '#e6edf3',
            lineWidth: 4,
            endArrow: true,
          });
          const both = new Line({
            points: [
              [0, 0],
              [300, 0],
            ],
            stroke: 'white',
            lineWidth: 4,
            startArrow: true,
            endArrow: true,
            arrowSize: 40,
          });
          view.add([arrow, both]);
          expect(arrow.arrowSize()).toBe(24);
          const {calls} = drawCalls(arrow);
          const head = calls.slice(calls.findIndex(([name]) => name === 'beginPath'));
          expect(head.find(([name]) => name === 'moveTo')?.[1]).toEqual([300, 0]);
          const lines = head.filter(([name]) => name === 'lineTo').map(([, args]) => args as number[]);
          expect(lines[0][0]).toBeCloseTo(276, 6);
          expect(lines[1][0]).toBeCloseTo(276, 6);
          expect(setValue(head, 'fillStyle')).toBe(new Color('#e6edf3').serialize());
          expect(head.at(-2)?.[0]).toBe('fill');
          const tips = drawCalls(both)
            .calls.filter(([name]) => name === 'moveTo')
            .map(([, args]) => args);
          expect(tips).toEqual([
            [300, 0],
            [0, 0],
          ]);
        }),
    },
    {
      quote: 'Like every curve, a line can be drawn progressively by tweening `end` from `0` to `1`.',
      claim: "a line's drawn part runs from its start to the fraction end of its length",
      check: () =>
        inspectGeometry((view) => {
          const link = new Line({
            points: [
              [-400, -150],
              [400, 150],
            ],
            stroke: 'white',
            lineWidth: 8,
            end: 0,
          });
          view.add(link);
          const info = () => drawnPart(link);
          expect(info().endPoint).toEqual(new Vector2(-400, -150));
          link.end(0.5);
          expect(info().startPoint).toEqual(new Vector2(-400, -150));
          expect(info().endPoint.x).toBeCloseTo(0, 6);
          expect(info().endPoint.y).toBeCloseTo(0, 6);
          link.end(1);
          expect(info().endPoint).toEqual(new Vector2(400, 150));
        }),
    },
    {
      quote: 'Two dots, and a white line that grows from the blue one to the orange one in a second.',
      claim:
        'the line, added first, runs from the blue dot to the orange one, and its end goes from 0 to 1 in one second',
      check: async () => {
        const {run, samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/lines.tsx'), (view) => {
          const [line, blue, orange] = view.children() as [Line, Circle, Circle];
          return {
            end: line.end(),
            isLine: line instanceof Line,
            from: line.getPointAtPercentage(0).position,
            to: line.getPointAtPercentage(1).position,
            blue: blue.position(),
            orange: orange.position(),
            blueFill: (blue.fill() as Color).hex(),
          };
        });
        expect(run.seconds).toBeCloseTo(1, 1);
        const first = samples[0].value;
        const last = samples.at(-1)!.value;
        expect(first.isLine).toBe(true);
        expect(first.end).toBeLessThan(0.05);
        expect(last.end).toBeCloseTo(1, 3);
        expect(first.from).toEqual(first.blue);
        expect(first.to).toEqual(first.orange);
        expect(first.blueFill).toBe('#79c0ff');
      },
    },
    {
      quote: 'is a list of lengths in pixels, read as dash, gap, dash, gap:',
      claim: 'the lineDash list reaches the canvas as it is, through setLineDash',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: 300, stroke: 'white', lineWidth: 4, lineDash: [20, 10]});
          view.add(box);
          const {context, calls} = recordingContext();
          drawing(box).applyStyle(context);
          expect(calls.find(([name]) => name === 'setLineDash')?.[1]).toEqual([[20, 10]]);
        }),
    },
    {
      quote: 'The default, `[]`, is a solid line.',
      claim: 'lineDash defaults to an empty list, which is what the canvas is given',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: 300, stroke: 'white', lineWidth: 4});
          view.add(box);
          expect(box.lineDash()).toEqual([]);
          const {context, calls} = recordingContext();
          drawing(box).applyStyle(context);
          expect(calls.find(([name]) => name === 'setLineDash')?.[1]).toEqual([[]]);
        }),
    },
    {
      quote: "| [`lineCap`](/api/2d/components/Shape#lineCap) | `'butt'`, `'round'`, `'square'` |",
      claim: "lineCap defaults to 'butt' and each value reaches the canvas's lineCap",
      check: () =>
        inspectGeometry((view) => {
          const line = new Line({
            points: [
              [0, 0],
              [100, 0],
            ],
            stroke: 'white',
            lineWidth: 8,
          });
          view.add(line);
          expect(line.lineCap()).toBe('butt');
          for (const cap of ['butt', 'round', 'square'] as const) {
            line.lineCap(cap);
            const {context, calls} = recordingContext();
            drawing(line).applyStyle(context);
            expect(setValue(calls, 'lineCap')).toBe(cap);
          }
        }),
    },
    {
      quote: "| [`lineJoin`](/api/2d/components/Shape#lineJoin) | `'miter'`, `'round'`, `'bevel'` |",
      claim: "lineJoin defaults to 'miter' and each value reaches the canvas's lineJoin",
      check: () =>
        inspectGeometry((view) => {
          const line = new Line({
            points: [
              [0, 0],
              [100, 0],
              [100, 100],
            ],
            stroke: 'white',
            lineWidth: 8,
          });
          view.add(line);
          expect(line.lineJoin()).toBe('miter');
          for (const join of ['miter', 'round', 'bevel'] as const) {
            line.lineJoin(join);
            const {context, calls} = recordingContext();
            drawing(line).applyStyle(context);
            expect(setValue(calls, 'lineJoin')).toBe(join);
          }
        }),
    },
    {
      quote: 'A negative offset moves the dashes the way the',
      claim:
        "lineDashOffset reaches the canvas as it is (default 0), and the outlines of a Rect and a Circle run clockwise: a Rect's along its top edge to the right, then down; a Circle's with the positive (clockwise) sweep",
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: 300, lineDashOffset: -30});
          const ring = new Circle({size: 300});
          view.add([box, ring]);
          expect(ring.lineDashOffset()).toBe(0);
          const {context, calls} = recordingContext();
          drawing(box).applyStyle(context);
          expect(setValue(calls, 'lineDashOffset')).toBe(-30);
          const [move, top, right] = pathCommands(drawing(box).getPathData());
          expect(move).toEqual(['M', -150, -150]);
          expect(top).toEqual(['L', 150, -150]);
          expect(right).toEqual(['L', 150, 150]);
          const arcs = pathCommands(drawing(ring).getPathData()).filter(([letter]) => letter === 'A');
          expect(arcs.length).toBeGreaterThan(0);
          // A rx ry rotation large-arc sweep x y: sweep 1 turns the positive way, clockwise with y pointing down.
          expect(arcs.every((arc) => arc[5] === 1)).toBe(true);
        }),
    },
    {
      quote: 'A dashed white square with marching ants, a ring of thirty orange dots',
      claim:
        "the square's dash offset falls linearly; the ring's pattern (a 0 dash and a gap of a thirtieth of its circumference, round caps) fits thirty times; the zigzag has round caps and joins",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'dashes.tsx'), (view) => {
          const [square, ring, zigzag] = view.children() as [Rect, Circle, Line];
          return {
            offset: square.lineDashOffset(),
            time: 0,
            ringDash: ring.lineDash(),
            ringCap: ring.lineCap(),
            ringSize: ring.size().x,
            zigzag: [zigzag.lineCap(), zigzag.lineJoin()],
          };
        });
        const last = samples.at(-1)!.value;
        expect(last.offset).toBeCloseTo(-300, 6);
        // Linear timing: the offset falls by the same amount every frame of the 4 s tween.
        const steps = samples
          .filter(({time}) => time > 0.1 && time < 3.9)
          .map(({value}, i, all) => (i ? value.offset - all[i - 1].value.offset : NaN))
          .slice(1);
        for (const step of steps) expect(step).toBeCloseTo(-300 / 4 / 60, 9);
        const [dash, gap] = last.ringDash;
        expect(dash).toBe(0);
        expect(last.ringCap).toBe('round');
        expect((Math.PI * last.ringSize) / (dash + gap)).toBeCloseTo(30, 9);
        expect(last.zigzag).toEqual(['round', 'round']);
      },
    },
    {
      quote: "the square's 1200 pixels hold forty 30-pixel patterns",
      claim:
        "the example square's outline is 1200 pixels long, forty 30-pixel patterns, and the ring's gap is its circumference over 30",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'dashes.tsx'), (view) => {
          const [square, ring] = view.children() as [Rect, Circle];
          return {
            length: square.profile().arcLength,
            pattern: square.lineDash(),
            ringGap: ring.lineDash()[1],
            ringSize: ring.size().x,
          };
        });
        const {length, pattern, ringGap, ringSize} = samples[0].value;
        expect(length).toBeCloseTo(1200, 6);
        expect(length / (pattern[0] + pattern[1])).toBeCloseTo(40, 9);
        expect(ringGap).toBeCloseTo((Math.PI * ringSize) / 30, 9);
      },
    },
    {
      quote: 'Dashes scale with the node.',
      claim:
        "dash lengths are in the node's own units: a scaled node hands the canvas its lineDash unchanged, under its scale",
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: 300, lineDash: [20, 10], scale: 2});
          view.add(box);
          const {context, calls} = recordingContext();
          drawing(box).applyStyle(context);
          expect(calls.find(([name]) => name === 'setLineDash')?.[1]).toEqual([[20, 10]]);
          const matrix = box.localToParent();
          expect(matrix.a).toBe(2);
          expect(matrix.d).toBe(2);
        }),
    },
    {
      quote: 'rounds the corners of a `Rect`, like `border-radius` in CSS:',
      claim: "a Rect's radius rounds its corners with arcs of that radius",
      check: () =>
        inspectGeometry((view) => {
          const plain = new Rect({size: 200});
          const round = new Rect({size: 200, radius: 24});
          view.add([plain, round]);
          expect(plain.profile().segments.some((segment) => segment instanceof CircleSegment)).toBe(false);
          expect(round.profile().segments.filter((segment) => segment instanceof CircleSegment)).toHaveLength(4);
          expect(cornerRadii(round)).toEqual([24, 24, 24, 24]);
        }),
    },
    {
      quote: '| `24` | all four |',
      claim: 'radius 24 rounds all four corners',
      check: () => expectCorners(24, [24, 24, 24, 24]),
    },
    {
      quote: '| `[24, 0]` | top-left and bottom-right, then top-right and bottom-left |',
      claim: 'radius [24, 0] rounds the top-left and bottom-right corners',
      check: () => expectCorners([24, 0], [24, 0, 24, 0]),
    },
    {
      quote: '| `[24, 0, 8]` | top-left, then top-right and bottom-left, then bottom-right |',
      claim: 'radius [24, 0, 8]: top-left 24, top-right and bottom-left 0, bottom-right 8',
      check: () => expectCorners([24, 0, 8], [24, 0, 8, 0]),
    },
    {
      quote: '| `[24, 0, 8, 0]` | top-left, top-right, bottom-right, bottom-left |',
      claim: 'radius [24, 0, 8, 0] goes clockwise from the top-left corner',
      check: () => expectCorners([24, 4, 8, 12], [24, 4, 8, 12]),
    },
    {
      quote: 'A radius too large for the rectangle shrinks until the corners fit',
      claim: 'a radius of 999 on a 110-pixel-high Rect becomes 55 at any width: half circles at both ends',
      check: () =>
        inspectGeometry((view) => {
          const short = new Rect({size: [340, 110], radius: 999});
          const long = new Rect({size: [900, 110], radius: 999});
          view.add([short, long]);
          expect(cornerRadii(short)).toEqual([55, 55, 55, 55]);
          expect(cornerRadii(long)).toEqual([55, 55, 55, 55]);
        }),
    },
    {
      quote: '`radius` tweens, one corner or all four.',
      claim: 'a tween of radius passes through values between, for a single corner as for all four',
      check: async () => {
        let mixed: number[] = [];
        let all4: number[] = [];
        await runGeometry(function* (view) {
          const leaf = new Rect({size: 240, radius: [120, 0]});
          const tile = new Rect({size: 240, radius: 0});
          view.add([leaf, tile]);
          yield* all(
            leaf.radius([0, 120], 1),
            tile.radius(80, 1),
            (function* () {
              yield* waitFor(0.5);
              mixed = cornerRadii(leaf);
              all4 = cornerRadii(tile);
            })(),
          );
        });
        expect(mixed[0]).toBeGreaterThan(0);
        expect(mixed[0]).toBeLessThan(120);
        expect(mixed[1]).toBeGreaterThan(0);
        expect(mixed[1]).toBeLessThan(120);
        expect(new Set(all4).size).toBe(1);
        expect(all4[0]).toBeGreaterThan(0);
        expect(all4[0]).toBeLessThan(80);
      },
    },
    {
      quote: 'By default the corners are quarter circles.',
      claim: 'without smoothCorners each rounded corner is a circular arc a quarter turn long',
      check: () =>
        inspectGeometry((view) => {
          const tile = new Rect({size: 240, radius: 80});
          view.add(tile);
          expect(tile.smoothCorners()).toBe(false);
          const corners = tile.profile().segments.filter((segment) => segment instanceof CircleSegment);
          expect(corners).toHaveLength(4);
          for (const corner of corners) expect(corner.arcLength).toBeCloseTo((Math.PI / 2) * 80, 6);
        }),
    },
    {
      quote: 'is a Bézier curve instead, shaped by',
      claim:
        'with smoothCorners each corner is a cubic Bézier; at the default sharpness 0.6 it stays within 3% of the radius from a quarter circle; sharpness 1 passes closer to the corner, 0 is a straight cut',
      check: () =>
        inspectGeometry((view) => {
          const radius = 80;
          const tile = new Rect({size: 240, radius, smoothCorners: true});
          view.add(tile);
          expect(tile.cornerSharpness()).toBe(0.6);
          const corner = () => tile.profile().segments.find((segment) => segment instanceof CubicBezierSegment)!;
          expect(tile.profile().segments.filter((segment) => segment instanceof CubicBezierSegment)).toHaveLength(4);
          // The top-right corner: centre of its quarter circle at (40, -40), corner point at (120, -120).
          const centre = new Vector2(40, -40);
          const cornerPoint = new Vector2(120, -120);
          const along = (fraction: number) => corner().getPoint(fraction).position;
          for (let i = 0; i <= 20; i++) {
            expect(Math.abs(along(i / 20).sub(centre).magnitude - radius)).toBeLessThan(0.03 * radius);
          }
          const middleAt = (sharpness: number) => {
            tile.cornerSharpness(sharpness);
            return along(0.5);
          };
          const soft = middleAt(0.6).sub(cornerPoint).magnitude;
          const square = middleAt(1).sub(cornerPoint).magnitude;
          expect(square).toBeLessThan(soft - 5);
          // At 0 the middle of the corner lies on the straight line between its ends, (40, -120) and (120, -40).
          const cut = middleAt(0);
          expect(cut.x).toBeCloseTo(80, 3);
          expect(cut.y).toBeCloseTo(-80, 3);
        }),
    },
    {
      quote: 'Without `smoothCorners`, `cornerSharpness` does nothing.',
      claim: 'without smoothCorners, the outline is the same for any cornerSharpness',
      check: () =>
        inspectGeometry((view) => {
          const tile = new Rect({size: 240, radius: 80});
          view.add(tile);
          const outline = () => drawing(tile).getPathData();
          const before = outline();
          const points = pointsAlong(tile, 40);
          tile.cornerSharpness(0);
          expect(outline()).toBe(before);
          expect(pointsAlong(tile, 40)).toEqual(points);
          tile.smoothCorners(true);
          expect(outline()).not.toBe(before);
        }),
    },
    {
      quote: 'A blue pill-shaped button sits on the left.',
      claim: 'the button, at x -500, is 110 pixels high with corners of radius 55: a pill',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'corners.tsx'), (view) => {
          const button = view.children()[0] as Rect;
          return {x: button.x(), corners: cornerRadii(button)};
        });
        expect(samples[0].value).toEqual({x: -500, corners: [55, 55, 55, 55]});
      },
    },
    {
      quote: 'The green leaf swaps which pair of corners is round, and back.',
      claim: "the leaf's round corners go from top-left and bottom-right to the other pair and back",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'corners.tsx'), (view) =>
          cornerRadii(view.children()[1] as Rect).map(Math.round),
        );
        const at = (time: number) => samples.find((sample) => sample.time >= time)!.value;
        expect(samples[0].value).toEqual([120, 0, 120, 0]);
        expect(at(1.5)).toEqual([0, 120, 0, 120]);
        expect(samples.at(-1)!.value).toEqual([120, 0, 120, 0]);
      },
    },
    {
      quote: 'tile swells towards a square with soft corners, then flattens into an octagon.',
      claim: "the tile's cornerSharpness goes from 0.6 up to 1, then down to 0 (straight cuts: eight straight sides)",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'corners.tsx'), (view) => {
          const tile = view.children()[2] as Rect;
          return {sharpness: tile.cornerSharpness(), smooth: tile.smoothCorners()};
        });
        const at = (time: number) => samples.find((sample) => sample.time >= time)!.value;
        expect(samples[0].value.smooth).toBe(true);
        expect(samples[0].value.sharpness).toBeCloseTo(0.6, 2);
        expect(at(1.5).sharpness).toBe(1);
        expect(samples.at(-1)!.value.sharpness).toBe(0);
      },
    },
    {
      quote: 'A `Circle` fills its `size`, so different `width` and `height` make an oval.',
      claim: "a Circle's outline is an ellipse with radii half its width and half its height",
      check: () =>
        inspectGeometry((view) => {
          const oval = new Circle({size: [400, 200]});
          view.add(oval);
          const commands = pathCommands(drawing(oval).getPathData());
          expect(commands[0]).toEqual(['M', 200, 0]);
          for (const arc of commands.filter(([letter]) => letter === 'A')) {
            expect(arc.slice(1, 3)).toEqual([200, 100]);
          }
        }),
    },
    {
      quote: 'Two angles in degrees cut it down:',
      claim: 'startAngle defaults to 0 and endAngle to 360, both in degrees',
      check: () =>
        inspectGeometry((view) => {
          const ring = new Circle({size: 200});
          const quarter = new Circle({size: 200, startAngle: 0, endAngle: 90});
          view.add([ring, quarter]);
          expect([ring.startAngle(), ring.endAngle()]).toEqual([0, 360]);
          const [move, arc] = pathCommands(drawing(quarter).getPathData());
          expect(move).toEqual(['M', 100, 0]);
          expect(arc[6]).toBeCloseTo(0, 6);
          expect(arc[7]).toBeCloseTo(100, 6);
        }),
    },
    {
      quote: '`0` points right and angles grow clockwise, so `-90`',
      claim: 'angle 0 starts at the right, 90 at the bottom and -90 at the top (y points down)',
      check: () =>
        inspectGeometry((view) => {
          const start = (angle: number) => {
            const arc = new Circle({size: 200, startAngle: angle, endAngle: angle + 10});
            view.add(arc);
            const [, x, y] = pathCommands(drawing(arc).getPathData())[0];
            return [Math.round(x), Math.round(y)];
          };
          expect(start(0)).toEqual([100, 0]);
          expect(start(90)).toEqual([0, 100]);
          expect(start(-90)).toEqual([0, -100]);
        }),
    },
    {
      quote: 'goes the other way round between the same',
      claim: 'counterclockwise keeps the two ends, reverses the sweep and draws the larger rest of the circle',
      check: () =>
        inspectGeometry((view) => {
          const quarter = new Circle({size: 200, startAngle: 0, endAngle: 90});
          const rest = new Circle({size: 200, startAngle: 0, endAngle: 90, counterclockwise: true});
          view.add([quarter, rest]);
          const [moveA, arcA] = pathCommands(drawing(quarter).getPathData());
          const [moveB, arcB] = pathCommands(drawing(rest).getPathData());
          expect(moveB).toEqual(moveA);
          expect(arcB.slice(6)).toEqual(arcA.slice(6));
          // large-arc and sweep flags
          expect(arcA.slice(4, 6)).toEqual([0, 1]);
          expect(arcB.slice(4, 6)).toEqual([1, 0]);
        }),
    },
    {
      quote: 'a `stroke` without a `fill` is an **arc**, such as a progress ring;',
      claim: 'an open Circle with only a stroke is stroked along its arc alone, with no fill',
      check: () =>
        inspectGeometry((view) => {
          const ring = new Circle({size: 240, stroke: 'green', lineWidth: 28, startAngle: -90, endAngle: 180});
          view.add(ring);
          const {names, calls} = drawCalls(ring);
          expect(names).toContain('stroke');
          expect(names).not.toContain('fill');
          const [path] = calls.find(([name]) => name === 'stroke')![1] as RecordingPath2D[];
          const letters = pathCommands(String(path.data)).map(([letter]) => letter);
          expect(letters[0]).toBe('M');
          expect(letters.slice(1).every((letter) => letter === 'A')).toBe(true);
        }),
    },
    {
      quote: 'with `closed`, the outline runs through the centre, so a `fill` makes a **pie slice**;',
      claim: 'a closed Circle outline goes from the centre to the arc, along it and back (Z), and a fill fills it',
      check: () =>
        inspectGeometry((view) => {
          const slice = new Circle({size: 560, closed: true, startAngle: -90, endAngle: 72, fill: 'blue'});
          view.add(slice);
          const commands = pathCommands(drawing(slice).getPathData());
          expect(commands[0]).toEqual(['M', 0, 0]);
          expect(commands[1][0]).toBe('L');
          expect(commands[2][0]).toBe('A');
          expect(commands.at(-1)).toEqual(['Z']);
          expect(drawCalls(slice).names).toContain('fill');
        }),
    },
    {
      quote: 'without `closed`, a `fill` is cut off by a straight line between the two ends.',
      claim:
        'an open Circle with a fill fills an outline that is only the arc, not closed, which a canvas closes with a straight line',
      check: () =>
        inspectGeometry((view) => {
          const cap = new Circle({size: 560, startAngle: -90, endAngle: 72, fill: 'blue'});
          view.add(cap);
          const {calls} = drawCalls(cap);
          const [path] = calls.find(([name]) => name === 'fill')![1] as RecordingPath2D[];
          const letters = pathCommands(String(path.data)).map(([letter]) => letter);
          expect(letters).toEqual(['M', 'A']);
        }),
    },
    {
      quote: 'The three slices open clockwise together, each from its own starting angle, until they fill the disc;',
      claim:
        'the slices grow together from their own start angles to ends that meet the next start, the last ending a full turn after the first began; then the first slice moves out',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'pie-chart.tsx'), (view) => {
          const slices = view.children() as Circle[];
          return {
            angles: slices.map((slice) => [slice.startAngle(), slice.endAngle()]),
            counterclockwise: slices.some((slice) => slice.counterclockwise()),
            closed: slices.every((slice) => slice.closed()),
            moved: slices.map((slice) => slice.position().magnitude),
          };
        });
        const grown = samples.find(({time}) => time >= 1.5)!.value;
        expect(grown.counterclockwise).toBe(false);
        expect(grown.closed).toBe(true);
        const [[start0, end0], [start1, end1], [start2, end2]] = grown.angles;
        expect(start0).toBe(-90);
        expect(end0).toBeCloseTo(start1, 6);
        expect(end1).toBeCloseTo(start2, 6);
        expect(end2).toBeCloseTo(270, 6);
        expect(samples[0].value.angles.every(([start, end]) => end - start < 5)).toBe(true);
        const last = samples.at(-1)!.value;
        expect(last.moved[0]).toBeCloseTo(60, 3);
        expect(last.moved.slice(1)).toEqual([0, 0]);
      },
    },
    {
      quote: 'Every `endAngle` follows the one `grow` signal, so one tween drives the chart.',
      claim: 'halfway through the growth every slice has opened the same fraction of its share',
      check: async () => {
        const shares = [0.45, 0.3, 0.25];
        const {samples} = await sampleGeometry(pageExample(PAGE, 'pie-chart.tsx'), (view) =>
          (view.children() as Circle[]).map((slice, i) => (slice.endAngle() - slice.startAngle()) / (360 * shares[i])),
        );
        const middle = samples.find(({time}) => time >= 0.75)!.value;
        expect(middle[0]).toBeGreaterThan(0.1);
        expect(middle[0]).toBeLessThan(0.9);
        expect(middle[1]).toBeCloseTo(middle[0], 9);
        expect(middle[2]).toBeCloseTo(middle[0], 9);
      },
    },
    {
      quote: 'draw their outline bit by bit. A',
      claim: 'Rect and Circle are Curves: end 0.5 draws half of the outline',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: [480, 280], stroke: 'white', lineWidth: 6, end: 0.5});
          view.add(box);
          expect(box).toBeInstanceOf(Curve);
          expect(new Circle({})).toBeInstanceOf(Curve);
          // Half of the 1520-pixel outline: along the top (480), down the right (280), and back along the bottom.
          const end = drawnPart(box).endPoint;
          expect(end.x).toBeCloseTo(240, 6);
          expect(end.y).toBeCloseTo(140, 6);
        }),
    },
    {
      quote: '`Rect` starts just after its top-left corner and runs clockwise;',
      claim:
        "a Rect's outline starts where its top-left corner's rounding ends and runs right along the top; a Circle's starts at startAngle, a closed one's at the centre",
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: [480, 280], radius: 24});
          const arc = new Circle({size: 200, startAngle: 90});
          const slice = new Circle({size: 200, startAngle: 90, closed: true});
          view.add([box, arc, slice]);
          expect(box.getPointAtPercentage(0).position).toEqual(new Vector2(-216, -140));
          const next = box.getPointAtPercentage(0.05).position;
          expect(next.y).toBe(-140);
          expect(next.x).toBeGreaterThan(-216);
          const [, x, y] = pathCommands(drawing(arc).getPathData())[0];
          expect([Math.round(x), Math.round(y)]).toEqual([0, 100]);
          expect(pathCommands(drawing(slice).getPathData())[0]).toEqual(['M', 0, 0]);
        }),
    },
    {
      quote:
        'Every node has three methods that build a node of the same class with the same properties and copies of its',
      claim:
        'clone, snapshotClone and reactiveClone make a node of the same class, with its values and new copies of its children',
      check: () =>
        inspectGeometry((view) => {
          const label = new Txt({text: 'inside'});
          const card = new Rect({width: 160, height: 90, radius: 16, fill: '#58a6ff', children: [label]});
          view.add(card);
          for (const copy of [card.clone(), card.snapshotClone(), card.reactiveClone()]) {
            expect(copy).toBeInstanceOf(Rect);
            expect(copy).not.toBe(card);
            expect(copy.width()).toBe(160);
            expect(cornerRadii(copy)).toEqual([16, 16, 16, 16]);
            expect((copy.fill() as Color).hex()).toBe('#58a6ff');
            const [child] = copy.children() as Txt[];
            expect(child).toBeInstanceOf(Txt);
            expect(child).not.toBe(label);
            expect(child.text()).toBe('inside');
          }
        }),
    },
    {
      quote: 'Each takes properties that replace the copied ones, such as a new position.',
      claim: 'the properties given to a copy method replace the copied ones',
      check: () =>
        inspectGeometry((view) => {
          const card = new Rect({x: -600, width: 160, height: 160, fill: '#58a6ff'});
          view.add(card);
          for (const copy of [card.clone({x: 200}), card.snapshotClone({x: 200}), card.reactiveClone({x: 200})]) {
            view.add(copy);
            expect(copy.x()).toBe(200);
            expect(copy.width()).toBe(160);
          }
        }),
    },
    {
      quote: 'None adds the copy to the scene:',
      claim: 'a copy has no parent until it is added',
      check: () =>
        inspectGeometry((view) => {
          const card = new Rect({width: 160, height: 160});
          view.add(card);
          for (const copy of [card.clone(), card.snapshotClone(), card.reactiveClone()]) {
            expect(copy.parent()).toBeNull();
            expect(view.children()).not.toContain(copy);
            view.add(copy);
            expect(copy.parent()).toBe(view);
          }
        }),
    },
    {
      quote: 'The values as they were given: one that follows a signal keeps following it.',
      claim:
        'clone copies each value as given: a height given as a function of a signal keeps following the signal, a fixed value stays',
      check: () => copyFollows('clone', {height: true, later: false}),
    },
    {
      quote: '| [`snapshotClone`](/api/2d/components/Node#snapshotClone) | Every value as it is now, fixed. |',
      claim:
        'snapshotClone copies each value as it is, and follows neither the signal nor later changes to the original',
      check: () => copyFollows('snapshotClone', {height: false, later: false}),
    },
    {
      quote: "Each property follows the original's, so changing the original changes the copy.",
      claim: "reactiveClone's properties follow the original's, including values set on the original later",
      check: () => copyFollows('reactiveClone', {height: true, later: true}),
    },
    {
      quote: 'The original grows taller, tilts and turns red.',
      claim:
        'at the end the original is 320 high, turned 30 degrees and red; the clone is 320 high but upright and blue; the snapshot is unchanged; the reactive clone matches the original except x',
      check: copiesExample,
    },
    {
      quote: "A copy does not take the original's `ref`",
      claim: 'after copying, the ref still points to the original',
      check: () =>
        inspectGeometry((view) => {
          const original = createRef<Rect>();
          const card = jsx(Rect, {ref: original, width: 160, height: 160} as never) as Rect;
          expect(original()).toBe(card);
          view.add(card);
          const copies = [card.clone(), card.snapshotClone(), card.reactiveClone()];
          view.add(copies);
          expect(original()).toBe(card);
        }),
    },
    {
      quote:
        '`fill` paints the inside and `stroke` the outline, as thick as `lineWidth`; `strokeFirst` hides the inner half of',
      claim: 'fill then stroke, at lineWidth; strokeFirst swaps the order so the fill covers the stroke’s inner half',
      check: async () => {
        await checks.fillAndStroke();
        await checks.strokeFirst();
      },
    },
    {
      quote:
        '`lineDash`, `lineCap` and `lineJoin` style the outline, and a `linear` tween of `lineDashOffset` makes the dashes',
      claim: 'the dash, cap and join settings reach the canvas; radius rounds a Rect; closed with angles makes a slice',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({
            size: 300,
            lineDash: [20, 10],
            lineCap: 'round',
            lineJoin: 'bevel',
            lineDashOffset: -30,
            radius: 24,
          });
          const slice = new Circle({size: 300, startAngle: 0, endAngle: 90, closed: true});
          view.add([box, slice]);
          const {context, calls} = recordingContext();
          drawing(box).applyStyle(context);
          expect(calls.find(([name]) => name === 'setLineDash')?.[1]).toEqual([[20, 10]]);
          expect([setValue(calls, 'lineCap'), setValue(calls, 'lineJoin'), setValue(calls, 'lineDashOffset')]).toEqual([
            'round',
            'bevel',
            -30,
          ]);
          expect(cornerRadii(box)).toEqual([24, 24, 24, 24]);
          expect(pathCommands(drawing(slice).getPathData())[0]).toEqual(['M', 0, 0]);
        }),
    },
    {
      quote:
        "`clone` copies a node's values as given, `snapshotClone` freezes them, and `reactiveClone` keeps the copy in step",
      claim: 'clone keeps signal-driven values, snapshotClone freezes, reactiveClone follows',
      check: async () => {
        await copyFollows('clone', {height: true, later: false});
        await copyFollows('snapshotClone', {height: false, later: false});
        await copyFollows('reactiveClone', {height: true, later: true});
      },
    },
    {
      quote: 'The orange arc, empty while its angles are equal, sweeps clockwise from the left end of the track',
      claim:
        'the clone shares size and lineWidth with the track, starts with equal angles (180) and its endAngle rises to 300, two thirds of the track',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'gauge.tsx'), (view) => {
          const [track, level] = view.children() as Circle[];
          return {
            track: [track.size().x, track.lineWidth(), track.startAngle(), track.endAngle()],
            level: [level.size().x, level.lineWidth(), level.startAngle(), level.endAngle()],
            stroke: (level.stroke() as Color).hex(),
            counterclockwise: level.counterclockwise(),
          };
        });
        const first = samples[0].value;
        const last = samples.at(-1)!.value;
        expect(first.level.slice(0, 3)).toEqual([500, 40, 180]);
        expect(first.level[3]).toBeCloseTo(180, 1);
        expect(first.stroke).toBe('#ffa657');
        expect(first.counterclockwise).toBe(false);
        expect(last.level[3]).toBe(300);
        const [, , trackStart, trackEnd] = last.track;
        expect((last.level[3] - last.level[2]) / (trackEnd - trackStart)).toBeCloseTo(2 / 3, 9);
      },
    },
    {
      quote: 'In the top one it eats into the letters, leaving thin gold strokes;',
      claim:
        'the top word is filled then stroked (the stroke covers the letters’ edges); the bottom one, strokeFirst, is stroked then filled, so only the outer 8 of its 16 pixels show',
      check: outlinedText,
    },
    {
      quote: 'The line is added first, so',
      claim: 'the line is the first child of the view, before the two dots at its ends, so it is drawn first',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/lines.tsx'), (view) => {
          const [line, ...dots] = view.children();
          return {
            first: line instanceof Line,
            ends: [(line as Line).getPointAtPercentage(0).position, (line as Line).getPointAtPercentage(1).position],
            dots: dots.map((dot) => (dot as Circle).position()),
          };
        });
        const {first, ends, dots} = samples[0].value;
        expect(first).toBe(true);
        expect(dots).toEqual(ends);
      },
    },
    {
      quote: 'The `clone` grows too, as its height follows the same `height`',
      claim: 'the clone ends 320 high (following the signal) but upright and blue',
      check: copiesExample,
    },
    {
      quote: 'The `snapshotClone` never changes.',
      claim: 'the snapshot clone keeps the height, angle and colour it was copied with',
      check: copiesExample,
    },
    {
      quote: 'The `reactiveClone` follows every change except',
      claim: 'the reactive clone ends like the original, at its own x',
      check: copiesExample,
    },
  ],
  {
    unclaimed: [
      {
        quote: 'An odd-length list is read twice',
        reason:
          "the canvas's setLineDash repeats an odd-length list; the library hands the list over unchanged (claimed above), the rest needs a browser canvas",
      },
      {
        quote: 'cap sticks out by half the `lineWidth` at each end of a dash, into the gaps.',
        reason: 'cap geometry is drawn by the browser canvas; the library only sets lineCap (claimed in the table row)',
      },
      {
        quote: 'draw a **dotted** line: dashes of length `0` with round caps become dots as wide as the line.',
        reason: 'how the canvas draws zero-length dashes with round caps needs a browser canvas',
      },
      {
        quote: 'slides the pattern along the outline.',
        reason:
          "moving the pattern is the canvas's lineDashOffset; the library passes the value on (claimed with the next sentence)",
      },
      {
        quote: 'Where a closed outline meets its start, the pattern is cut wherever it happens to be.',
        reason: 'where the canvas breaks a dash pattern at the end of a path needs a browser canvas',
      },
    ],
  },
);
