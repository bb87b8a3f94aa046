import {readFileSync} from 'node:fs';
import path from 'node:path';

import {Circle, Img, Layout, Node, Rect, Txt, is, type View2D} from '@canvas-commons/2d';
import {
  Origin,
  ProjectMetadata,
  Vector2,
  createComputed,
  createSignal,
  useTime,
  waitFor,
  type PossibleVector2,
  type Project,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims, repositoryRoot} from '../claim';
import {createScene2D, pageExample} from '../harness';
import {expectPoint} from '../points';
import {geometryScenes} from '../stand-in-scenes';
import {DOMMatrixStandIn} from '../stand-ins/matrix';

/** A point of `node`'s own space in the view's space, through the world: the route the checks take by hand. */
function inView(node: Node, local: PossibleVector2): Vector2 {
  return new Vector2(local).transformAsPoint(node.localToWorld()).transformAsPoint(node.view().worldToLocal());
}

/**
 * Calls `inspect` inside a second 2d scene, built as the Player builds one but at `resolutionScale`, with its view.
 * Must run inside a harness scene, which provides the DOM stand-ins.
 */
function inScaledScene<T>(resolutionScale: number, inspect: (view: View2D) => T): T {
  const scene = createScene2D(function* () {}, {name: 'scaled', resolutionScale});
  const execute = (scene as unknown as {execute<R>(callback: () => R): R}).execute.bind(scene);
  return execute(() => inspect(scene.getView()));
}

/** The page's caption example: a 240 × 60 caption whose top follows the bottom of a 300 × 200 box, 20 px below. */
function captionUnderBox(): {box: Rect; caption: Rect} {
  const box = new Rect({size: [300, 200]});
  const caption = new Rect({size: [240, 60]});
  caption.top(() => box.bottom().addY(20));
  return {box, caption};
}

const PAGE = 'docs/getting-started/positioning.mdx';

/** Sizes measured strictly: a check here reads only sizes a browser gives without a layout engine. */
const {inspectGeometry, runGeometry, sampleGeometry} = geometryScenes('strict');

/** Each transform of a child composes with its parent's: position, rotation, scale and skew. */
const relativeToParent = () =>
  inspectGeometry((view) => {
    const child = new Node({x: 50, rotation: 10, scale: 2});
    const parent = new Node({x: 100, y: 100, rotation: 90, scale: 3, children: child});
    const sheared = new Node({y: 100});
    const skewed = new Node({skewX: 45, children: sheared});
    view.add([parent, skewed]);
    // (50, 0) turned a quarter clockwise and tripled, then moved by (100, 100).
    expectPoint(child.position.view(), [100, 250]);
    expect(child.rotation.abs()).toBeCloseTo(100, 6);
    expectPoint(child.scale.abs(), [6, 6]);
    // A 45° shear of the parent moves a child 100 px down by 100 px sideways.
    expectPoint(sheared.position.view(), [100, 100]);
    // The child's own values are untouched.
    expectPoint(child.position(), [50, 0]);
  });

const originAtCentre = () =>
  inspectGeometry((view) => {
    const dot = new Node({});
    view.add(dot);
    expectPoint(dot.position.abs(), view.size().scale(0.5));
    expectPoint(dot.position.abs(), [960, 540]);
  });

const yDown = () =>
  inspectGeometry((view) => {
    const dot = new Node({x: 100, y: 100});
    view.add(dot);
    // On a canvas, x grows to the right and y downwards from the top-left corner.
    expectPoint(dot.position.abs(), [1060, 640]);
  });

const turnsClockwise = () =>
  inspectGeometry((view) => {
    const hand = new Node({x: 100});
    const quarter = new Node({rotation: 90, children: hand});
    const tip = new Node({x: 100});
    const thirty = new Node({rotation: 30, children: tip});
    view.add([quarter, thirty]);
    // From pointing right to pointing down: clockwise on a screen whose y points down.
    expectPoint(hand.position.view(), [0, 100]);
    // 30 means 30 degrees (in radians it would be several turns).
    expectPoint(tip.position.view(), [100 * Math.cos(Math.PI / 6), 100 * Math.sin(Math.PI / 6)]);
  });

const composition = () =>
  inspectGeometry((view) => {
    const box = new Rect({size: [200, 100]});
    const group = new Node({x: -300, y: 120, rotation: 30, children: box});
    view.add(group);
    const expected = new Vector2(25, -40).transformAsPoint(group.localToWorld()).transformAsPoint(view.worldToLocal());
    expectPoint(inView(box, [25, -40]), expected);
  });

export default defineClaims(
  PAGE,
  [
    {
      quote: "All of them are relative to the node's parent.",
      claim: "a child's position, rotation, scale and skew compose with its parent's",
      check: relativeToParent,
    },
    {
      quote: 'has its origin, `(0, 0)`, at the **centre** of the frame',
      claim: "the view's (0, 0) is the centre of the 1920 × 1080 canvas",
      check: originAtCentre,
    },
    {
      quote: 'The x axis points right and the',
      claim: 'view coordinates grow rightwards and downwards, as canvas pixels do',
      check: yDown,
    },
    {
      quote: "One unit is one pixel of the output at the project's resolution",
      claim: 'a new project is 1920 × 1080, and 100 view units span 100 output pixels',
      check: () => {
        const size = new ProjectMetadata({plugins: []} as unknown as Project).shared.size.get();
        expect([size.x, size.y]).toEqual([1920, 1080]);
        return inspectGeometry((view) => {
          const box = new Rect({size: 100, x: 300});
          view.add(box);
          // The corners of a 100-unit box, in canvas pixels.
          const world = (local: PossibleVector2) => new Vector2(local).transformAsPoint(box.localToWorld());
          expectPoint(world([50, 50]).sub(world([-50, -50])), [100, 100]);
          expectPoint(world([-50, -50]), [1210, 490]);
        });
      },
    },
    {
      quote: 'So on a default project the visible area runs from `x = -960` to',
      claim: "the canvas's corners are (-960, -540) and (960, 540) in the view",
      check: () =>
        inspectGeometry((view) => {
          expectPoint(Vector2.zero.transformAsPoint(view.worldToLocal()), [-960, -540]);
          expectPoint(new Vector2(1920, 1080).transformAsPoint(view.worldToLocal()), [960, 540]);
        }),
    },
    {
      quote:
        'Rotations are in **degrees**. Because y points down, a positive rotation turns a node **clockwise** on screen.',
      claim: 'rotation is in degrees, and 90 turns a point on the right of a node to below it',
      check: turnsClockwise,
    },
    {
      quote: 'call it to read, pass a value to set, or pass a value and a',
      claim: 'a transform property reads, sets, or tweens over the given seconds',
      check: async () => {
        const values: number[] = [];
        let returned: unknown = null;
        let node: Node | null = null;
        await runGeometry(function* (view) {
          node = new Node({});
          view.add(node);
          returned = node.rotation(10);
          values.push(node.rotation());
          const tween = node.rotation(30, 1);
          yield tween;
          yield* waitFor(0.5);
          values.push(node.rotation());
          yield* waitFor(0.6);
          values.push(node.rotation());
        });
        expect(returned).toBe(node);
        expect(values[0]).toBe(10);
        expect(values[1]).toBeGreaterThan(15);
        expect(values[1]).toBeLessThan(25);
        expect(values[2]).toBe(30);
      },
    },
    {
      quote: "| `position` | `position`, `x`, `y` | Offset from the parent's origin",
      claim: 'position (props position, x, y) is a Vector2 offset from the parent’s origin',
      check: () =>
        inspectGeometry((view) => {
          const byParts = new Node({x: 30, y: 40});
          const whole = new Node({position: [30, 40]});
          const parent = new Node({x: 100, y: 10, children: byParts});
          view.add([parent, whole]);
          expect(byParts.position()).toBeInstanceOf(Vector2);
          expectPoint(byParts.position(), [30, 40]);
          expectPoint(whole.position(), [30, 40]);
          expectPoint(byParts.position.view(), [130, 50]);
        }),
    },
    {
      quote: '| `rotation` | `rotation` | Angle in degrees, clockwise. |',
      claim: 'the rotation prop is an angle in degrees, clockwise',
      check: turnsClockwise,
    },
    {
      quote: '| `scale` | `scale`, `scaleX`, `scaleY` | A number scales both axes',
      claim: 'scale 2 doubles both axes, [2, 1] doubles the width only, and scaleX/scaleY set one axis',
      check: () =>
        inspectGeometry((view) => {
          const both = new Rect({size: 100, scale: 2});
          const wide = new Rect({size: 100, scale: [2, 1]});
          const parts = new Rect({size: 100, scaleX: 3, scaleY: 0.5});
          view.add([both, wide, parts]);
          expectPoint(both.bottomRight().sub(both.topLeft()), [200, 200]);
          expectPoint(wide.bottomRight().sub(wide.topLeft()), [200, 100]);
          expectPoint(parts.bottomRight().sub(parts.topLeft()), [300, 50]);
        }),
    },
    {
      quote: '| `skew` | `skew`, `skewX`, `skewY` | Shear angles in degrees. |',
      claim: 'skewX and skewY shear by angles in degrees',
      check: () =>
        inspectGeometry((view) => {
          const below = new Node({y: 100});
          const right = new Node({x: 100});
          const both = new Node({x: 100});
          view.add([
            new Node({skewX: 45, children: below}),
            new Node({skewY: 45, children: right}),
            new Node({skew: [0, 30], children: both}),
          ]);
          expectPoint(below.position.view(), [100, 100]);
          expectPoint(right.position.view(), [100, 100]);
          expectPoint(both.position.view(), [100, 100 * Math.tan(Math.PI / 6)]);
        }),
    },
    {
      quote:
        '`x` and `y` are shortcuts for `position.x` and `position.y`, so `node.x(100, 1)` tweens only the horizontal',
      claim: 'x and y are the components of position; tweening x leaves y alone',
      check: async () => {
        const seen: Array<[number, number]> = [];
        let same = false;
        await runGeometry(function* (view) {
          const node = new Node({x: 0, y: 50});
          view.add(node);
          same = node.x === node.position.x && node.y === node.position.y;
          yield node.x(100, 1);
          for (let i = 0; i < 12; i++) {
            seen.push([node.position().x, node.position().y]);
            yield* waitFor(0.1);
          }
        });
        expect(same).toBe(true);
        expect(seen.every(([, y]) => y === 50)).toBe(true);
        expect(seen[5]![0]).toBeGreaterThan(20);
        expect(seen[5]![0]).toBeLessThan(80);
        expect(seen.at(-1)![0]).toBe(100);
      },
    },
    {
      quote: 'Vector properties accept any "possible vector"',
      claim: 'a number, an [x, y] array, an {x, y} object and a Vector2 all set a vector property',
      check: () =>
        inspectGeometry((view) => {
          const node = new Node({});
          view.add(node);
          expectPoint(node.position(7).position(), [7, 7]);
          expectPoint(node.position([1, 2]).position(), [1, 2]);
          expectPoint(node.position({x: 3, y: 4}).position(), [3, 4]);
          expectPoint(node.position(new Vector2(5, 6)).position(), [5, 6]);
          expectPoint(node.scale([2, 3]).scale(), [2, 3]);
        }),
    },
    {
      quote: 'Vector signals also have arithmetic helpers, which are handy for relative moves:',
      claim: 'position.add, .sub, .mul and .div tween from the current value',
      check: async () => {
        const ends: Vector2[] = [];
        await runGeometry(function* (view) {
          const node = new Node({x: 30, y: 40});
          view.add(node);
          yield* node.position.add([10, 10], 0.2);
          ends.push(node.position());
          yield* node.position.sub([20, 0], 0.2);
          ends.push(node.position());
          yield* node.position.mul([2, 3], 0.2);
          ends.push(node.position());
          yield* node.position.div(4, 0.2);
          ends.push(node.position());
        });
        expectPoint(ends[0]!, [40, 50]);
        expectPoint(ends[1]!, [20, 50]);
        expectPoint(ends[2]!, [40, 150]);
        expectPoint(ends[3]!, [10, 37.5]);
      },
    },
    {
      quote: 'yield* node.position.add([200, 0], 1); // move 200 px to the right of wherever it is',
      claim: 'position.add([200, 0], 1) moves 200 px right of the current position, in 1 s',
      check: async () => {
        let start = Vector2.zero;
        let end = Vector2.zero;
        let seconds = NaN;
        await runGeometry(function* (view) {
          const node = new Node({x: -70, y: 25});
          view.add(node);
          start = node.position();
          yield* node.position.add([200, 0], 1);
          end = node.position();
          seconds = useTime();
        });
        expectPoint(end.sub(start), [200, 0]);
        expect(seconds).toBeCloseTo(1, 6);
      },
    },
    {
      quote: 'yield* node.scale.mul(2, 0.5);         // double the current scale',
      claim: 'scale.mul(2, 0.5) doubles the current scale in half a second',
      check: async () => {
        let end = Vector2.zero;
        let seconds = NaN;
        await runGeometry(function* (view) {
          const node = new Node({scale: [1.5, 0.25]});
          view.add(node);
          yield* node.scale.mul(2, 0.5);
          end = node.scale();
          seconds = useTime();
        });
        expectPoint(end, [3, 0.5]);
        expect(seconds).toBeCloseTo(0.5, 6);
      },
    },
    {
      quote:
        'Shapes, text and layouts (everything based on [`Layout`](/api/2d/components/Layout)) have a size, and an `anchor`',
      claim:
        'Rect, Circle, Txt and Img are Layouts with a size and an anchor; the position is where the anchor point is',
      check: () =>
        inspectGeometry((view) => {
          for (const Kind of [Rect, Circle, Txt, Img]) {
            expect(Kind.prototype).toBeInstanceOf(Layout);
          }
          const box = new Rect({size: [200, 100], x: 40, y: 30, anchor: [1, 1]});
          view.add(box);
          expect(box.size()).toBeInstanceOf(Vector2);
          expectPoint(box.bottomRight(), [40, 30]);
        }),
    },
    {
      quote: 'The anchor is measured in half-sizes',
      claim: 'anchor [0, 0] (the default) is the centre, [-1, -1] the top-left, [1, 0] the middle of the right edge',
      check: () =>
        inspectGeometry((view) => {
          const centred = new Rect({size: [200, 100]});
          const corner = new Rect({size: [200, 100], anchor: [-1, -1]});
          const edge = new Rect({size: [200, 100], anchor: [1, 0]});
          const half = new Rect({size: [200, 100], anchor: [0.5, 0]});
          view.add([centred, corner, edge, half]);
          expectPoint(centred.anchor(), [0, 0]);
          expectPoint(centred.middle(), centred.position());
          expectPoint(corner.topLeft(), corner.position());
          expectPoint(edge.right(), edge.position());
          // Half a half-size: 50 px right of the centre of a 200 px wide node.
          expectPoint(half.middle(), half.position().addX(-50));
        }),
    },
    {
      quote: 'The anchor is also the pivot for rotation and scaling.',
      claim: 'a node anchored at its top-left corner rotates around that corner and grows towards the bottom right',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: [200, 100], anchor: [-1, -1]});
          view.add(box);
          box.rotation(90);
          expectPoint(box.topLeft(), [0, 0]);
          expectPoint(box.bottomRight(), [-100, 200]);
          box.rotation(0).scale(2);
          expectPoint(box.topLeft(), [0, 0]);
          expectPoint(box.bottomRight(), [400, 200]);
        }),
    },
    {
      quote: 'In Canvas Commons it is `anchor` (props `anchor`,',
      claim: 'the anchorX and anchorY props set the anchor, and nodes have no offset property',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: 100, anchorX: 1, anchorY: -1});
          view.add(box);
          expectPoint(box.anchor(), [1, -1]);
          for (const node of [box, new Node({}), new Layout({}), new Circle({}), new Txt({})]) {
            expect('offset' in node).toBe(false);
          }
        }),
    },
    {
      quote: 'Changing the anchor with `node.anchor(...)` moves the node on screen',
      claim: 'changing the anchor keeps the position and moves the box',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: [200, 100], x: 10});
          view.add(box);
          box.anchor([-1, -1]);
          expectPoint(box.position(), [10, 0]);
          expectPoint(box.middle(), [110, 50]);
        }),
    },
    {
      quote: 'changes the anchor and corrects the position so',
      claim:
        'moveOffset changes the anchor and keeps an unrotated, unscaled node in place, but not a rotated or scaled one',
      check: () =>
        inspectGeometry((view) => {
          const plain = new Rect({size: [200, 100], x: 10, y: 20});
          const turned = new Rect({size: [200, 100], x: 10, y: 20, rotation: 90});
          const grown = new Rect({size: [200, 100], x: 10, y: 20, scale: 2});
          view.add([plain, turned, grown]);
          for (const box of [plain, turned, grown]) box.moveOffset(new Vector2(-1, -1));
          expectPoint(plain.anchor(), [-1, -1]);
          expectPoint(plain.middle(), [10, 20]);
          expectPoint(plain.topLeft(), [-90, -30]);
          expect(turned.middle().sub(new Vector2(10, 20)).magnitude).toBeGreaterThan(100);
          expect(grown.middle().sub(new Vector2(10, 20)).magnitude).toBeGreaterThan(100);
        }),
    },
    {
      quote: 'Nodes with a size also expose signals for their edges and corners',
      claim: 'Layout nodes have the nine cardinal-point signals, each a point of the node',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: [200, 100], x: 10, y: 20});
          view.add(box);
          const expected: Record<string, [number, number]> = {
            top: [10, -30],
            bottom: [10, 70],
            left: [-90, 20],
            right: [110, 20],
            topLeft: [-90, -30],
            topRight: [110, -30],
            bottomLeft: [-90, 70],
            bottomRight: [110, 70],
            middle: [10, 20],
          };
          for (const [name, point] of Object.entries(expected)) {
            expectPoint((box as unknown as Record<string, () => Vector2>)[name]!(), point);
          }
        }),
    },
    {
      quote: "Reading one returns that point **in the parent's coordinate",
      claim: "a cardinal point is read in the parent's space, after size, anchor, rotation and scale",
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: [200, 100], x: 10, anchor: [1, 1], rotation: 90, scale: 2});
          const group = new Node({x: 500, rotation: 45, children: box});
          view.add(group);
          // The top-left corner is (-400, -200) from the anchor at 2×; a quarter turn sends it to (200, -400).
          expectPoint(box.topLeft(), [210, -400]);
          expectPoint(box.bottomRight(), [10, 0]);
        }),
    },
    {
      quote: 'Setting one moves the node so the point lands where',
      claim: 'setting a cardinal point moves the node so that point is where it was set, rotated and scaled too',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: [200, 100], rotation: 90, scale: 2, anchor: [1, 1]});
          view.add(box);
          box.topLeft([100, 100]);
          expectPoint(box.topLeft(), [100, 100]);
          box.top([-50, 0]);
          expectPoint(box.top(), [-50, 0]);
          expect(box.position().sub(new Vector2(-50, 0)).magnitude).toBeGreaterThan(10);
        }),
    },
    {
      quote: "The node's anchor and size do not change.",
      claim: 'setting a cardinal point leaves the anchor and the size alone',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: [200, 100], anchor: [1, 1]});
          view.add(box);
          box.topLeft([100, 100]).bottom([0, 300]);
          expectPoint(box.anchor(), [1, 1]);
          expectPoint(box.size(), [200, 100]);
        }),
    },
    {
      quote: '// Align a caption under a box, with a 20 px gap, and keep it there.',
      claim: "the caption's top stays 20 px below the box's bottom, as the box moves",
      check: () =>
        inspectGeometry((view) => {
          const {box, caption} = captionUnderBox();
          view.add([box, caption]);
          expectPoint(caption.top(), [0, 120]);
          box.position([-200, 50]).height(300);
          expectPoint(caption.top(), [-200, 220]);
        }),
    },
    {
      quote: '// Place a panel in the top-left corner of the frame, 40 px from the edges.',
      claim: 'a 400 × 200 Rect with topLeft [-920, -500] has its corner 40 px from the top and left of the frame',
      check: () =>
        inspectGeometry((view) => {
          const panel = new Rect({topLeft: [-920, -500], size: [400, 200]});
          view.add(panel);
          expectPoint(new Vector2(-200, -100).transformAsPoint(panel.localToWorld()), [40, 40]);
          expectPoint(panel.size(), [400, 200]);
        }),
    },
    {
      quote: 'Passing a function, as in the first line, keeps the points attached',
      claim: 'a cardinal point set to a function follows it: when the box moves, the caption moves with it',
      check: () =>
        inspectGeometry((view) => {
          const {box, caption} = captionUnderBox();
          view.add([box, caption]);
          for (const [x, y] of [
            [100, 0],
            [-300, 250],
          ]) {
            box.position([x, y]);
            expectPoint(caption.top(), [x, y + 120]);
          }
        }),
    },
    {
      quote: 'two nodes must share a parent for this to line up',
      claim: "cardinal points are in each node's parent space: under different parents the points do not line up",
      check: () =>
        inspectGeometry((view) => {
          const {box, caption} = captionUnderBox();
          view.add([new Node({x: 200, y: -100, children: box}), caption]);
          // The box's bottom is at (200, 0) in the view, the caption 200 px left of and 100 px above it.
          expectPoint(inView(box, [0, 100]), [200, 0]);
          expectPoint(inView(caption, [0, -30]), [0, 120]);
        }),
    },
    {
      quote: '`node.cardinalPoint(Origin.Top)` returns the same signal as `node.top`',
      claim: 'cardinalPoint(origin) returns the signal of that side',
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: 100});
          view.add(box);
          const pairs: Array<[Origin, unknown]> = [
            [Origin.Top, box.top],
            [Origin.Bottom, box.bottom],
            [Origin.Left, box.left],
            [Origin.Right, box.right],
            [Origin.TopLeft, box.topLeft],
            [Origin.TopRight, box.topRight],
            [Origin.BottomLeft, box.bottomLeft],
            [Origin.BottomRight, box.bottomRight],
            [Origin.Middle, box.middle],
          ];
          for (const [origin, signal] of pairs) expect(box.cardinalPoint(origin)).toBe(signal);
        }),
    },
    {
      quote: "| `position()` / `position.local()` | the parent's space |",
      claim: "position() and position.local() are the same point, in the parent's space",
      check: () =>
        inspectGeometry((view) => {
          const dot = new Node({x: 30, y: 40});
          view.add(new Node({x: 200, rotation: 90, children: dot}));
          expectPoint(dot.position.local(), [30, 40]);
          expectPoint(dot.position(), [30, 40]);
          expectPoint(dot.position.view(), [160, 30]);
        }),
    },
    {
      quote: "| `position.view()` | the view's space: origin at the centre of the frame, like a top-level node |",
      claim: 'position.view() of a nested node is the position a top-level node needs to sit at the same spot',
      check: () =>
        inspectGeometry((view) => {
          const dot = new Node({x: 30, y: 40});
          view.add(new Node({x: 200, y: -50, rotation: 90, scale: 2, children: dot}));
          const twin = new Node({position: dot.position.view()});
          view.add(twin);
          expectPoint(dot.position.view(), [120, 10]);
          expectPoint(twin.position.abs(), dot.position.abs());
        }),
    },
    {
      quote: '| `position.abs()` | world space: the canvas itself, origin at its top-left corner, in canvas pixels |',
      claim: "position.abs() is in canvas pixels from the canvas's top-left corner",
      check: () =>
        inspectGeometry((view) => {
          const corner = new Node({x: -960, y: -540});
          const dot = new Node({x: 30, y: 40});
          view.add([corner, new Node({x: 200, rotation: 90, children: dot})]);
          expectPoint(corner.position.abs(), [0, 0]);
          expectPoint(dot.position.abs(), [960 + 160, 540 + 30]);
        }),
    },
    {
      quote: "| `position.relativeTo(other)()` | offset from another node's position, measured in world space |",
      claim: "position.relativeTo(other)() is the difference of the two world positions, whatever other's rotation",
      check: () =>
        inspectGeometry((view) => {
          const a = new Node({x: 100, y: 50});
          const b = new Node({x: 10});
          view.add([a, new Node({x: -200, rotation: 90, scale: 3, children: b})]);
          // b is at (-200, 30) in the view: a is 300 px right of it and 20 px below.
          expectPoint(a.position.relativeTo(b)(), [300, 20]);
          expectPoint(a.position.relativeTo(b)(), a.position.abs().sub(b.position.abs()));
        }),
    },
    {
      quote:
        '`rotation` and `scale` have the same `.abs`, `.view`, `.local` and `.relativeTo` helpers, with one catch: their',
      claim: 'rotation and scale have the four helpers; their .view leaves out the parents, .abs does not',
      check: () =>
        inspectGeometry((view) => {
          const child = new Node({rotation: 10, scale: 2});
          const parent = new Node({rotation: 30, scale: 3, children: child});
          const other = new Node({rotation: 25, scale: 4});
          view.add([parent, other]);
          expect(child.rotation.abs()).toBeCloseTo(40, 4);
          expect(child.rotation.local()).toBe(10);
          expect(child.rotation.relativeTo(other)()).toBeCloseTo(15, 4);
          expectPoint(child.scale.abs(), [6, 6]);
          expectPoint(child.scale.local(), [2, 2]);
          expectPoint(child.scale.relativeTo(other)(), [1.5, 1.5]);
          // The catch: the parent's 30° and 3× are not in .view.
          expect(child.rotation.view()).toBeCloseTo(10, 4);
          expectPoint(child.scale.view(), [2, 2]);
          // With the view's own transform changed, .view does follow it.
          view.rotation(5).scale(2);
          expect(child.rotation.view()).toBeCloseTo(15, 4);
          expectPoint(child.scale.view(), [4, 4]);
        }),
    },
    {
      quote: 'Each helper works as a getter, a setter and a tween',
      claim: 'the helpers read, set and tween, and the vector ones have .x and .y',
      check: async () => {
        const seen: Record<string, Vector2 | number> = {};
        await runGeometry(function* (view) {
          const child = new Node({});
          view.add(new Node({x: 100, rotation: 90, scale: 2, children: child}));
          child.position.view([10, 20]);
          seen.set = child.position.view();
          seen.x = child.position.view.x();
          yield* child.position.abs([1000, 600], 0.3);
          seen.tweened = child.position.abs();
          child.position.view.y(-5);
          seen.y = child.position.view();
          yield* child.scale.abs.x(5, 0.3);
          seen.scale = child.scale.abs();
          yield* child.rotation.abs(0, 0.3);
          seen.rotation = child.rotation.abs();
        });
        expectPoint(seen.set as Vector2, [10, 20]);
        expect(seen.x).toBeCloseTo(10, 2);
        expectPoint(seen.tweened as Vector2, [1000, 600]);
        expectPoint(seen.y as Vector2, [40, -5]);
        expectPoint(seen.scale as Vector2, [5, 2]);
        expect(seen.rotation).toBeCloseTo(0, 4);
      },
    },
    {
      quote: 'dot().position.view([0, 0]);            // jump to the centre of the frame',
      claim: 'position.view([0, 0]) puts a nested node at the centre of the frame at once',
      check: () =>
        inspectGeometry((view) => {
          const dot = new Circle({size: 20});
          view.add(new Node({x: 300, y: -200, rotation: 30, scale: 1.5, children: dot}));
          dot.position.view([0, 0]);
          expectPoint(dot.position.abs(), [960, 540]);
        }),
    },
    {
      quote: 'yield* dot().position.view.x(300, 1);   // tween only the horizontal position',
      claim: 'position.view.x(300, 1) tweens the view x to 300 and keeps the view y',
      check: async () => {
        const ys: number[] = [];
        let end = Vector2.zero;
        await runGeometry(function* (view) {
          const dot = new Circle({size: 20, x: 40, y: 70});
          view.add(new Node({x: -100, y: 50, rotation: 30, children: dot}));
          const y = dot.position.view().y;
          ys.push(y);
          const task = dot.position.view.x(300, 1);
          yield task;
          for (let i = 0; i < 11; i++) {
            ys.push(dot.position.view().y);
            yield* waitFor(0.1);
          }
          end = dot.position.view();
        });
        for (const y of ys) expect(y).toBeCloseTo(ys[0]!, 2);
        expect(end.x).toBeCloseTo(300, 2);
      },
    },
    {
      quote: 'yield* dot().rotation.abs(0, 0.5);      // end upright on screen, however the parents are rotated',
      claim: 'rotation.abs(0, 0.5) leaves a node in rotated parents upright on screen',
      check: async () => {
        let end = NaN;
        let local = NaN;
        await runGeometry(function* (view) {
          const dot = new Rect({size: 20, rotation: 15});
          view.add(new Node({rotation: 20, children: new Node({rotation: 30, children: dot})}));
          yield* dot.rotation.abs(0, 0.5);
          end = dot.rotation.abs();
          local = dot.rotation();
        });
        expect(end).toBeCloseTo(0, 4);
        expect(local).toBeCloseTo(-50, 4);
      },
    },
    {
      quote:
        'For positions you will mostly want `view`: its numbers match the coordinates of top-level nodes, whatever the',
      claim: 'at resolution scale 2, view coordinates stay those of top-level nodes while world coordinates double',
      check: () =>
        inspectGeometry(() => {
          const at = (scale: number) =>
            inScaledScene(scale, (view) => {
              const dot = new Node({x: 300, y: 200});
              view.add(dot);
              return {view: dot.position.view(), abs: dot.position.abs()};
            });
          const [one, two] = [at(1), at(2)];
          expectPoint(one.view, [300, 200]);
          expectPoint(two.view, [300, 200]);
          expectPoint(one.abs, [1260, 740]);
          expectPoint(two.abs, [2520, 1480]);
        }),
    },
    {
      quote: 'World space is the canvas in pixels, so it changes when you preview or render at a different scale.',
      claim: 'world positions follow the resolution scale: a node at (0, 0) is at (960, 540) at 1×, (1920, 1080) at 2×',
      check: () =>
        inspectGeometry(() => {
          const centre = (scale: number) =>
            inScaledScene(scale, (view) => {
              const dot = new Node({});
              view.add(dot);
              return dot.position.abs();
            });
          expectPoint(centre(1), [960, 540]);
          expectPoint(centre(2), [1920, 1080]);
          expectPoint(centre(0.5), [480, 270]);
        }),
    },
    {
      quote: 'These helpers convert a value **once**, when you call them.',
      claim: 'position.view and position.abs given a function call it once and do not follow it',
      check: () =>
        inspectGeometry((view) => {
          const target = createSignal(new Vector2(10, 10));
          const viewed = new Node({});
          const absolute = new Node({});
          view.add(new Node({x: 50, rotation: 45, children: [viewed, absolute]}));
          let calls = 0;
          viewed.position.view(() => {
            calls++;
            return target();
          });
          absolute.position.abs(() => target().add([960, 540]));
          expect(calls).toBe(1);
          target(new Vector2(-200, 80));
          expectPoint(viewed.position.view(), [10, 10]);
          expectPoint(absolute.position.view(), [10, 10]);
          expect(calls).toBe(1);
        }),
    },
    {
      quote: 'evaluates the function immediately and does not keep following it',
      claim: 'position.view(() => …) evaluates at once and stays put when the function would give another value',
      check: () =>
        inspectGeometry((view) => {
          const leader = new Node({x: 10});
          const follower = new Node({});
          view.add([leader, new Node({rotation: 90, children: follower})]);
          follower.position.view(() => leader.position());
          leader.position([300, 300]);
          expectPoint(follower.position.view(), [10, 0]);
        }),
    },
    {
      quote: 'To keep one node attached to another, use a',
      claim: 'a local position given as a function keeps following it',
      check: () =>
        inspectGeometry((view) => {
          const leader = new Node({x: 10});
          const follower = new Node({});
          view.add([leader, follower]);
          follower.position(() => leader.position().addY(50));
          leader.position([300, 300]);
          expectPoint(follower.position(), [300, 350]);
        }),
    },
    {
      quote:
        'The older `absolutePosition`, `absoluteRotation` and `absoluteScale` signals still exist but are deprecated',
      claim: 'absolutePosition, absoluteRotation and absoluteScale give the .abs values and are marked deprecated',
      check: () => {
        const source = readFileSync(
          path.join(repositoryRoot, 'node_modules/@canvas-commons/2d/src/lib/components/Node.ts'),
          'utf8',
        );
        for (const [name, replacement] of [
          ['absolutePosition', 'position.abs'],
          ['absoluteRotation', 'rotation.abs'],
          ['absoluteScale', 'scale.abs'],
        ]) {
          const declaration = source.indexOf(`declare public readonly ${name}`);
          const doc = source.lastIndexOf('/**', declaration);
          expect(source.slice(doc, declaration)).toContain(`@deprecated Use \`${replacement}\` instead.`);
        }
        return inspectGeometry((view) => {
          const dot = new Node({x: 20, rotation: 10, scale: 2});
          view.add(new Node({x: 100, rotation: 30, scale: 3, children: dot}));
          expectPoint(dot.absolutePosition(), dot.position.abs());
          expect(dot.absoluteRotation()).toBeCloseTo(40, 4);
          expectPoint(dot.absoluteScale(), [6, 6]);
        });
      },
    },
    {
      quote: 'Under the helpers are transformation matrices, available as computed methods on every node.',
      claim: 'every node has the matrix methods, and each returns a cached matrix until a transform changes',
      check: () =>
        inspectGeometry((view) => {
          const node = new Node({x: 10});
          view.add(node);
          for (const name of [
            'localToParent',
            'localToWorld',
            'worldToLocal',
            'parentToWorld',
            'worldToParent',
          ] as const) {
            expect(node[name]()).toBeInstanceOf(DOMMatrixStandIn);
          }
          const first = node.localToWorld();
          expect(node.localToWorld()).toBe(first);
          node.x(20);
          expect(node.localToWorld()).not.toBe(first);
        }),
    },
    {
      quote: '[`DOMMatrix`](https://developer.mozilla.org/en-US/docs/Web/API/DOMMatrix):',
      claim: 'the matrix methods return DOMMatrix objects (the global DOMMatrix, here the stand-in)',
      check: () =>
        inspectGeometry((view) => {
          const node = new Rect({size: 10});
          view.add(node);
          for (const matrix of [node.localToParent(), node.localToWorld(), node.worldToParent()]) {
            expect(matrix).toBeInstanceOf(globalThis.DOMMatrix);
          }
        }),
    },
    {
      quote: "| `localToParent()` | this node's space → its parent's space |",
      claim: "localToParent() maps a point of the node to its parent's space",
      check: () =>
        inspectGeometry((view) => {
          const node = new Node({x: 100, y: 50, rotation: 90, scale: 2});
          view.add(new Node({x: 999, children: node}));
          expectPoint(new Vector2(10, 0).transformAsPoint(node.localToParent()), [100, 70]);
        }),
    },
    {
      quote: "| `localToWorld()` / `worldToLocal()` | this node's space ↔ world space |",
      claim: 'localToWorld() maps a point of the node to world space, and worldToLocal() maps it back',
      check: () =>
        inspectGeometry((view) => {
          const node = new Node({x: 100, y: 50, rotation: 90});
          view.add(new Node({x: -200, children: node}));
          const world = new Vector2(10, 0).transformAsPoint(node.localToWorld());
          expectPoint(world, [960 - 100, 540 + 60]);
          expectPoint(world.transformAsPoint(node.worldToLocal()), [10, 0]);
        }),
    },
    {
      quote: "| `parentToWorld()` / `worldToParent()` | the parent's space ↔ world space |",
      claim: "parentToWorld() maps a point of the parent's space to world space, and worldToParent() maps it back",
      check: () =>
        inspectGeometry((view) => {
          const node = new Node({x: 100, rotation: 45});
          view.add(new Node({x: -200, y: 10, rotation: 90, children: node}));
          const world = new Vector2(10, 0).transformAsPoint(node.parentToWorld());
          expectPoint(world, [960 - 200, 540 + 20]);
          expectPoint(world.transformAsPoint(node.worldToParent()), [10, 0]);
        }),
    },
    {
      quote: 'with `transformAsPoint(matrix)` for positions, or with',
      claim: 'transformAsPoint applies the translation; transform does not',
      check: () =>
        inspectGeometry((view) => {
          const node = new Node({x: 100, y: 50, rotation: 90});
          view.add(node);
          expectPoint(new Vector2(10, 0).transformAsPoint(node.localToParent()), [100, 60]);
          expectPoint(new Vector2(10, 0).transform(node.localToParent()), [0, 10]);
        }),
    },
    {
      quote: 'Chaining two conversions takes a point',
      claim: "localToWorld of a then worldToLocal of b takes a point of a's space into b's",
      check: () =>
        inspectGeometry((view) => {
          const a = new Node({x: 100, rotation: 90});
          const b = new Node({x: -50, y: 20, scale: 2});
          view.add([new Node({y: 40, children: a}), b]);
          const p = new Vector2(100, 0).transformAsPoint(a.localToWorld()).transformAsPoint(b.worldToLocal());
          // 100 px right of a (turned a quarter) is (100, 140) in the view; b sees it from (-50, 20) at 2×.
          expectPoint(p, [75, 60]);
        }),
    },
    {
      quote: '// A point 100 px to the right of `a`, expressed in the space of `b`:',
      claim: "the page's two-step conversion gives a's (100, 0) in b's space",
      check: () =>
        inspectGeometry((view) => {
          const a = new Node({x: 300});
          const b = new Node({x: 100, rotation: 90});
          view.add([a, b]);
          const p = new Vector2(100, 0).transformAsPoint(a.localToWorld()).transformAsPoint(b.worldToLocal());
          // (400, 0) in the view is 300 px right of b, which b's quarter turn makes its -y.
          expectPoint(p, [0, -300]);
        }),
    },
    {
      quote:
        'The methods are computed signals, so a function that uses them updates when any transform along the way changes.',
      claim: 'a computed value built on localToWorld() updates when a grandparent moves or turns',
      check: () =>
        inspectGeometry((view) => {
          const leaf = new Node({x: 10});
          const grandparent = new Node({children: new Node({children: leaf})});
          view.add(grandparent);
          const where = createComputed(() => Vector2.zero.transformAsPoint(leaf.localToWorld()));
          expectPoint(where(), [970, 540]);
          grandparent.x(100);
          expectPoint(where(), [1070, 540]);
          grandparent.rotation(90);
          expectPoint(where(), [1060, 550]);
        }),
    },
    {
      quote: "keeps a yellow marker on the box's top-left corner",
      claim: "in the page's example, the marker is on the box's top-left corner on every frame",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/positioning.tsx'), (view) => {
          const box = view.findFirst(is(Rect))!;
          const marker = view.findFirst(is(Circle))!;
          const size = box.size();
          return {marker: marker.position(), corner: inView(box, [-size.x / 2, -size.y / 2])};
        });
        expect(samples.length).toBeGreaterThan(400);
        for (const {value} of samples) expectPoint(value.marker, value.corner);
      },
    },
    {
      quote: "A label shows the box's local and view positions as they change.",
      claim: "the example's label shows the box's rounded local and view positions on every frame",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/positioning.tsx'), (view) => {
          const box = view.findFirst(is(Rect))!;
          const [local, inTheView] = [box.position(), inView(box, box.anchorPosition())];
          return {label: view.findFirst(is(Txt))!.text(), exact: [local.x, local.y, inTheView.x, inTheView.y]};
        });
        expect(new Set(samples.map(({value}) => value.label)).size).toBeGreaterThan(50);
        for (const {value} of samples) {
          expect(value.label).toMatch(/^local \(-?\d+, -?\d+\) {3}view \(-?\d+, -?\d+\)$/);
          const shown = value.label.match(/-?\d+/g)!.map(Number);
          // Rounded: within half a unit (and a hair, for the 32-bit rounding of the matrices).
          shown.forEach((number, i) => expect(Math.abs(number - value.exact[i]!)).toBeLessThanOrEqual(0.51));
        }
      },
    },
    {
      quote: '1. A blue box sits left of centre, below the grey axes',
      claim: 'the example starts with the box at (-300, 120) in the view, as its label says',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/positioning.tsx'), (view) => ({
          label: view.findFirst(is(Txt))!.text(),
          box: view.findFirst(is(Rect))!.position.view(),
        }));
        expect(samples[0]!.value.label).toBe('local (0, 0)   view (-300, 120)');
        expectPoint(samples[0]!.value.box, [-300, 120]);
      },
    },
    {
      quote: '2. The group slides right, carrying the box with it',
      claim: 'the group slides to (200, 120) with the box at local (0, 0), then tilts by 30° with the box',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/positioning.tsx'), (view) => {
          const box = view.findFirst(is(Rect))!;
          return {local: box.position(), view: box.position.view(), tilt: box.rotation.abs()};
        });
        const slide = samples.filter(({time}) => time <= 1);
        for (const {value} of slide) expectPoint(value.local, [0, 0]);
        for (let i = 1; i < slide.length; i++)
          expect(slide[i]!.value.view.x).toBeGreaterThanOrEqual(slide[i - 1]!.value.view.x);
        const afterTilt = samples.find(({time}) => time >= 2)!;
        // The tilt turns the group around its own origin, where the box is.
        expectPoint(samples.find(({time}) => time >= 1.5)!.value.view, [200, 120]);
        expect(afterTilt.value.tilt).toBeCloseTo(30, 3);
      },
    },
    {
      quote: '3. The box grows and shrinks around its centre.',
      claim: 'the box scales up and back while its centre stays put',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/positioning.tsx'), (view) => {
          const box = view.findFirst(is(Rect))!;
          return {scale: box.scale().x, centre: box.middle()};
        });
        // From the end of the tilt (2 s) to the start of the anchor tween (3.2 s).
        const pulse = samples.filter(({time}) => time >= 2 && time < 3.19);
        expect(Math.max(...pulse.map(({value}) => value.scale))).toBeGreaterThan(1.35);
        expect(samples.find(({time}) => time >= 3.25)!.value.scale).toBe(1);
        for (const {value} of pulse) expectPoint(value.centre, [0, 0]);
      },
    },
    {
      quote: '4. As the anchor moves to `[-1, -1]`, the box slides',
      claim:
        "the anchor tween brings the box's top-left corner to where its centre was, and the box turns 90° around it",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/positioning.tsx'), (view) => {
          const box = view.findFirst(is(Rect))!;
          return {corner: box.topLeft(), rotation: box.rotation(), centre: box.middle()};
        });
        const anchored = samples.find(({time}) => time >= 4.22)!;
        expectPoint(anchored.value.corner, [0, 0]);
        expect(anchored.value.centre.magnitude).toBeGreaterThan(100);
        // The swing: from the end of the anchor tween until the rotation is back at 0.
        const start = samples.indexOf(anchored);
        const peak = samples.findIndex(({value}, i) => i > start && value.rotation === 90);
        const back = samples.findIndex(({value}, i) => i > peak && value.rotation === 0);
        expect(peak).toBeGreaterThan(start);
        expect(samples[back]!.time).toBeLessThan(6.3);
        for (const {value} of samples.slice(start, back + 1)) expectPoint(value.corner, [0, 0]);
      },
    },
    {
      quote: '5. Finally the box glides until its top-left corner is exactly on the crossing of the axes',
      claim: "the example ends with the box's top-left corner at the view's (0, 0) and the label reading view (0, 0)",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/positioning.tsx'), (view) => {
          const box = view.findFirst(is(Rect))!;
          return {label: view.findFirst(is(Txt))!.text(), corner: inView(box, box.size().scale(-0.5))};
        });
        const last = samples.at(-1)!.value;
        expectPoint(last.corner, [0, 0]);
        expect(last.label).toMatch(/view \(0, 0\)$/);
      },
    },
    {
      quote:
        "- The origin is the centre of the scene, y grows downwards, and each node's transform is relative to its parent.",
      claim: "recap: the view's origin is the frame's centre, y points down, and transforms compose with the parent's",
      check: async () => {
        await originAtCentre();
        await yDown();
        await relativeToParent();
      },
    },
    {
      quote: '- `anchor` picks the point of a node that its position refers to',
      claim: "recap: the position is the anchor's point, and cardinal points read and set edges and corners",
      check: () =>
        inspectGeometry((view) => {
          const box = new Rect({size: [200, 100], x: 20, anchor: [1, -1]});
          view.add(box);
          expectPoint(box.topRight(), [20, 0]);
          box.bottomLeft([0, 0]);
          expectPoint(box.position(), [200, -100]);
        }),
    },
    {
      quote: '- `localToWorld()`, `worldToLocal()` and the matrices convert positions',
      claim: "recap: the matrices take a point from one node's space to another's",
      check: composition,
    },
    {
      quote:
        "Both nodes share a parent, so the corner's position (in the parent's space) is exactly where the circle must go.",
      claim: "in the solution, the dot ends on the rectangle's top-right corner",
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'src/scenes/corner.tsx'), (view) => ({
          dot: view.findFirst(is(Circle))!.position.view(),
          corner: inView(view.findFirst(is(Rect))!, [250, -150]),
        }));
        const last = samples.at(-1)!.value;
        expectPoint(last.corner, [250, -150]);
        expectPoint(last.dot, last.corner);
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'If you know Motion Canvas, this property was called `offset` there.',
        reason: 'about Motion Canvas, another library, which is not installed here',
      },
    ],
  },
);
