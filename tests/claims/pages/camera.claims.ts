import {Camera, Circle, Line, Node, Rect, type Spline, type View2D} from '@canvas-commons/2d';
import {
  Color,
  Vector2,
  all,
  createRef,
  easeInOutCubic,
  linear,
  waitFor,
  type PossibleVector2,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {pageExample} from '../harness';
import {expectNear} from '../points';
import {inspectGeometry, runGeometry, sampleGeometry} from '../stand-in-scenes';
import {paint} from '../stand-ins/canvas';
import {DOMMatrixStandIn} from '../stand-ins/matrix';

const PAGE = 'docs/getting-started/camera.mdx';

/** Where each shape filled with `fill` is drawn: the point its centre lands on, its scale and its rotation (degrees). */
function drawn(root: Node, fill: string): Array<{at: Vector2; scale: number; rotation: number}> {
  const style = new Color(fill).serialize();
  return paint(root)
    .filter((shape) => shape.kind === 'fill' && shape.style === style)
    .map(({matrix}) => ({
      at: new Vector2(matrix.e, matrix.f),
      scale: Math.hypot(matrix.a, matrix.b),
      rotation: (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI,
    }));
}

/** The single place a shape filled with `fill` is drawn. */
function drawnOnce(root: Node, fill: string) {
  const all = drawn(root, fill);
  expect(all).toHaveLength(1);
  return all[0];
}

/** A camera in the view with one 100 px yellow square at `at` in its content. */
function cameraWithSquare(view: View2D, at: PossibleVector2 = 0, props: ConstructorParameters<typeof Camera>[0] = {}) {
  const square = new Rect({size: 100, fill: '#e6a700', position: at});
  const camera = new Camera({...props, children: [square]});
  view.add(camera);
  return {camera, square};
}

/** The camera's position, zoom and rotation at the end of `move`, run in a scene. */
async function afterMove(move: (camera: Camera, view: View2D) => ThreadGenerator, props = {}) {
  let state = {position: new Vector2(NaN), zoom: NaN, rotation: NaN};
  await runGeometry(function* (view) {
    const camera = new Camera(props);
    view.add(camera);
    yield* move(camera, view);
    state = {position: camera.position(), zoom: camera.zoom(), rotation: camera.rotation()};
  });
  return state;
}

/** A node deep inside rotated and scaled groups of a camera that is itself moved, zoomed and turned; centerOn it. */
async function centreOnNestedNode() {
  let result = {centre: new Vector2(NaN), zoom: NaN, rotation: NaN};
  await runGeometry(function* (view) {
    const target = new Rect({size: 50, fill: '#ff0000', position: [120, -40]});
    const camera = new Camera({
      position: [-300, 200],
      zoom: 1.7,
      rotation: 15,
      children: [
        new Node({
          position: [400, 100],
          rotation: 35,
          scale: 1.5,
          children: [new Node({position: [-60, 250], rotation: -80, children: [target]})],
        }),
      ],
    });
    view.add(camera);
    yield* camera.centerOn(target, 0.3);
    result = {centre: drawnOnce(camera, '#ff0000').at, zoom: camera.zoom(), rotation: camera.rotation()};
  });
  return result;
}

/** The camera's x, sampled as it moves from 0 to 300 with `move`, a second long, as a share of the distance. */
async function progressOf(move: (camera: Camera) => ThreadGenerator): Promise<Array<{time: number; share: number}>> {
  let camera: Camera | null = null;
  const {samples} = await sampleGeometry(
    function* (view) {
      camera = new Camera({});
      view.add(camera);
      yield* move(camera);
    },
    () => (camera ? camera.position.x() / 300 : NaN),
  );
  return samples.filter(({time}) => time <= 1).map(({time, value}) => ({time, share: value}));
}

/**
 * The share of the way a tween with `timing` has gone at each sample time. A sample is taken in its frame either
 * before or after the tween's own step (the tween started by `centerOn` steps after it, those `reset` starts with
 * `all` before it), so the share matches the timing at the sample's time or one frame earlier.
 */
function expectProgress(samples: Array<{time: number; share: number}>, timing: (t: number) => number): void {
  expect(samples.length).toBeGreaterThan(50);
  const at = (time: number) => timing(Math.min(1, Math.max(0, time)));
  for (const {time, share} of samples) {
    expect(Math.min(Math.abs(share - at(time)), Math.abs(share - at(time - 1 / 60)))).toBeLessThan(1e-9);
  }
}

/** Renders the camera and checks it draws its content through the inverse of its own transform, clipping nothing. */
async function drawsInverseWithoutClip() {
  await inspectGeometry((view) => {
    const {camera} = cameraWithSquare(view, [700, 450], {position: [-200, 100], zoom: 2, rotation: 30});
    const shapes = paint(camera);
    expect(shapes.some((shape) => shape.kind === 'clip')).toBe(false);
    const [square] = shapes.filter((shape) => shape.kind === 'fill');
    // The square's own placement is a translation by (700, 450); what the camera adds is the rest.
    const cameraPart = square.matrix.multiply(new DOMMatrixStandIn([1, 0, 0, 1, -700, -450]));
    const inverse = camera.localToParent().inverse() as unknown as DOMMatrixStandIn;
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f'] as const) expect(cameraPart[key]).toBeCloseTo(inverse[key], 9);
    // With a zoom of 2 around (-200, 100), the far corner at (700, 450) lands far outside the 1920×1080 frame.
    expect(Math.abs(square.matrix.e) > 960 || Math.abs(square.matrix.f) > 540).toBe(true);
  });
}

const claims: Claim[] = [
  {
    quote: 'Its children form the **scene** it films (a plain',
    claim: 'a Camera puts its children into a plain Node it creates, available as scene(), whose parent is the camera',
    check: async () => {
      await inspectGeometry((view) => {
        const {camera, square} = cameraWithSquare(view);
        const scene = camera.scene();
        expect(scene.constructor).toBe(Node);
        expect(square.parent()).toBe(scene);
        expect(scene.parent()).toBe(camera);
        expect(camera.children()).toEqual([]);
      });
    },
  },
  {
    quote: 'it applies the *inverse* of its own transformation to that content:',
    claim: 'the camera draws its content through the inverse of its own position, rotation and scale',
    check: drawsInverseWithoutClip,
  },
  {
    quote:
      '`position` is the point of the content that appears in the middle of the frame. Moving the camera to `[300, 0]` makes',
    claim:
      'the content point at the camera position is drawn at the centre; a camera at (300, 0) shifts content 300 px left',
    check: async () => {
      await inspectGeometry((view) => {
        const {camera} = cameraWithSquare(view, [300, 0]);
        const origin = new Rect({size: 10, fill: '#ff0000'});
        camera.scene().add(origin);
        expectNear(drawnOnce(camera, '#e6a700').at, [300, 0]);
        camera.position([300, 0]);
        expectNear(drawnOnce(camera, '#e6a700').at, [0, 0]);
        expectNear(drawnOnce(camera, '#ff0000').at, [-300, 0]);
      });
    },
  },
  {
    quote:
      '`zoom` magnifies the content. A zoom of `2` shows everything twice as large; `0.5` shows more of the content at half',
    claim: 'a zoom of 2 draws the content twice as large, 0.5 at half size',
    check: async () => {
      await inspectGeometry((view) => {
        const {camera} = cameraWithSquare(view, [100, 0]);
        camera.zoom(2);
        const doubled = drawnOnce(camera, '#e6a700');
        expect(doubled.scale).toBeCloseTo(2, 9);
        expectNear(doubled.at, [200, 0]);
        camera.zoom(0.5);
        const halved = drawnOnce(camera, '#e6a700');
        expect(halved.scale).toBeCloseTo(0.5, 9);
        expectNear(halved.at, [50, 0]);
      });
    },
  },
  {
    quote:
      '`rotation` turns the view. Rotating the camera by 30 degrees makes the content appear turned by −30 degrees.',
    claim: 'a camera rotated by 30 degrees draws its content turned by -30 degrees',
    check: async () => {
      await inspectGeometry((view) => {
        const {camera} = cameraWithSquare(view, [100, 0], {rotation: 30});
        const square = drawnOnce(camera, '#e6a700');
        expect(square.rotation).toBeCloseTo(-30, 9);
        const radians = (-30 * Math.PI) / 180;
        expectNear(square.at, [100 * Math.cos(radians), 100 * Math.sin(radians)]);
      });
    },
  },
  {
    quote:
      'The camera has no size of its own and does not clip anything: content outside the frame is simply off screen.',
    claim: 'a Camera has no size property and draws content far outside the frame without a clip',
    check: async () => {
      await inspectGeometry((view) => {
        const camera = new Camera({});
        view.add(camera);
        expect('size' in camera).toBe(false);
      });
      await drawsInverseWithoutClip();
    },
  },
  {
    quote: 'outside the camera, for example a title added directly to the view, are not affected by it at all',
    claim: 'a node next to the camera is drawn at its own place however the camera moves, zooms or turns',
    check: async () => {
      await inspectGeometry((view) => {
        const root = new Node({});
        const title = new Rect({size: 200, y: -460, fill: '#ffffff'});
        const camera = new Camera({children: [new Rect({size: 100, fill: '#e6a700'})]});
        root.add([camera, title]);
        view.add(root);
        const before = drawnOnce(root, '#ffffff');
        camera.position([500, -300]).zoom(3).rotation(45);
        const after = drawnOnce(root, '#ffffff');
        expectNear(after.at, [0, -460]);
        expect(after.scale).toBeCloseTo(before.scale, 12);
        expect(after.rotation).toBeCloseTo(0, 12);
        // The camera's own content did move.
        expect(drawnOnce(root, '#e6a700').scale).toBeCloseTo(3, 9);
      });
    },
  },
  {
    quote: 'The scene opens on a grey frame with a square at the top left and a circle at the bottom right.',
    claim: 'at the start of the example the square is drawn up and left of the centre, the circle down and right',
    check: async () => {
      const {samples} = await sampleGeometry(pageExample(PAGE, 'camera.tsx'), (view) => {
        const camera = view.childAs<Camera>(0)!;
        return {square: drawnOnce(camera, '#e6a700').at, circle: drawnOnce(camera, '#4fc1ff').at};
      });
      const {square, circle} = samples[0].value;
      expect(square.x).toBeLessThan(0);
      expect(square.y).toBeLessThan(0);
      expect(circle.x).toBeGreaterThan(0);
      expect(circle.y).toBeGreaterThan(0);
    },
  },
  {
    quote:
      'to the square and zooms in until it fills a large part of the screen, pans across to the circle while the picture',
    claim:
      'the example centres the square at zoom 2.5, then the circle turned by 20 degrees, then returns to the start',
    check: async () => {
      const {samples} = await sampleGeometry(pageExample(PAGE, 'camera.tsx'), (view) => {
        const camera = view.childAs<Camera>(0)!;
        return {square: drawnOnce(camera, '#e6a700'), circle: drawnOnce(camera, '#4fc1ff'), zoom: camera.zoom()};
      });
      // A sample shows the previous frame: the state at `time` is in the sample one frame later.
      const at = (time: number) => samples.find((sample) => sample.time >= time + 1 / 60 - 1e-9)!.value;
      // After the first move (0.5 + 1.5 s): the square in the middle, 2.5 times as large (100 × 2.5 = 400 px wide).
      expectNear(at(2).square.at, [0, 0], 3);
      expect(at(2).square.scale).toBeCloseTo(2.5, 6);
      // After the second (3.5 s): the circle in the middle, drawn turned by +20 degrees as the camera turned by −20.
      expectNear(at(3.5).circle.at, [0, 0], 3);
      expect(at(3.5).circle.rotation).toBeCloseTo(20, 6);
      // At the end: the overview again.
      const end = samples.at(-1)!.value;
      expectNear(end.square.at, [-400, -150], 6);
      expect(end.square.scale).toBeCloseTo(1, 9);
      expect(end.square.rotation).toBeCloseTo(0, 9);
    },
  },
  {
    quote: 'The title at the top never moves, because it is not inside',
    claim: "the example's title is a child of the view, and its place in the view never changes",
    check: async () => {
      const {samples} = await sampleGeometry(pageExample(PAGE, 'camera.tsx'), (view) => {
        const title = view.children()[1];
        return {parent: title.parent(), matrix: title.localToWorld() as unknown as DOMMatrixStandIn, view};
      });
      expect(samples.length).toBeGreaterThan(200);
      for (const {value} of samples) {
        expect(value.parent).toBe(value.view);
        expect([value.matrix.a, value.matrix.b, value.matrix.e, value.matrix.f]).toEqual([
          samples[0].value.matrix.a,
          samples[0].value.matrix.b,
          samples[0].value.matrix.e,
          samples[0].value.matrix.f,
        ]);
      }
    },
  },
  {
    quote: 'read it with `camera().zoom()`, set it with `camera().zoom(2)`, tween it',
    claim: 'zoom reads, sets and tweens like a signal and starts at 1',
    check: async () => {
      let initial = NaN;
      let set = NaN;
      let halfway = NaN;
      let end = NaN;
      await runGeometry(function* (view) {
        const camera = new Camera({});
        view.add(camera);
        initial = camera.zoom();
        camera.zoom(2);
        set = camera.zoom();
        camera.zoom(1);
        yield* all(
          camera.zoom(2, 1),
          (function* () {
            yield* waitFor(0.5);
            halfway = camera.zoom();
          })(),
        );
        end = camera.zoom();
      });
      expect(initial).toBe(1);
      expect(set).toBe(2);
      expect(halfway).toBeGreaterThan(1.2);
      expect(halfway).toBeLessThan(1.8);
      expect(end).toBeCloseTo(2, 9);
    },
  },
  {
    quote: "Internally the zoom is stored as the inverse of the camera's `scale`: a zoom of `2` is a scale of `0.5`.",
    claim: 'zoom 2 is scale 0.5, and a camera scale of 2 draws the content smaller, not larger',
    check: async () => {
      await inspectGeometry((view) => {
        const {camera} = cameraWithSquare(view);
        camera.zoom(2);
        expect(camera.scale().toArray()).toEqual([0.5, 0.5]);
        camera.scale(2);
        expect(camera.zoom()).toBe(0.5);
        expect(drawnOnce(camera, '#e6a700').scale).toBeCloseTo(0.5, 9);
      });
    },
  },
  {
    quote: "Zooming happens around the camera's position, that is, around the centre of the frame.",
    claim: 'while zooming, the content point at the camera position stays at the centre and other points move',
    check: async () => {
      await inspectGeometry((view) => {
        const {camera} = cameraWithSquare(view, [200, 100], {position: [200, 100]});
        camera.scene().add(new Rect({size: 10, fill: '#ff0000', position: [300, 100]}));
        for (const zoom of [0.5, 1, 3]) {
          camera.zoom(zoom);
          expectNear(drawnOnce(camera, '#e6a700').at, [0, 0]);
          expectNear(drawnOnce(camera, '#ff0000').at, [100 * zoom, 0]);
        }
      });
    },
  },
  {
    quote: '`centerOn` moves the camera so that a node, or a point, ends up in the middle of the frame:',
    claim: 'centerOn a node or a content point draws it at the centre of the frame',
    check: async () => {
      const centres: Vector2[] = [];
      await runGeometry(function* (view) {
        const {camera} = cameraWithSquare(view, [-400, -150]);
        const marker = new Rect({size: 10, fill: '#ff0000', position: [200, -100]});
        camera.scene().add(marker);
        yield* camera.centerOn(camera.scene().children()[0], 0.3);
        centres.push(drawnOnce(camera, '#e6a700').at);
        yield* camera.centerOn([200, -100], 0.3);
        centres.push(drawnOnce(camera, '#ff0000').at);
      });
      expect(centres).toHaveLength(2);
      for (const centre of centres) expectNear(centre, [0, 0]);
    },
  },
  {
    quote: 'The timing function defaults',
    claim: 'centerOn eases with easeInOutCubic unless given a timing function, then uses that one',
    check: async () => {
      expectProgress(await progressOf((camera) => camera.centerOn([300, 0], 1)), easeInOutCubic);
      expectProgress(await progressOf((camera) => camera.centerOn([300, 0], 1, linear)), linear);
    },
  },
  {
    quote: 'The signature is `centerOn(target, duration, timingFunction?, interpolationFunction?)`.',
    claim: 'centerOn takes a target and a duration, then optional timing and interpolation functions',
    check: async () => {
      let path: Vector2[] = [];
      await runGeometry(function* (view) {
        const camera = new Camera({});
        view.add(camera);
        const points: Vector2[] = [];
        yield* all(
          camera.centerOn([300, 0], 1, linear, (from, to, value) => from.lerp(to, value).add([0, 50 * value])),
          (function* () {
            for (let i = 0; i < 30; i++) {
              points.push(camera.position());
              yield;
            }
          })(),
        );
        path = points;
      });
      // The interpolation adds a y offset the straight line has not: it was used.
      expect(path.some((point) => point.y > 5)).toBe(true);
      for (const point of path) expect(point.y).toBeCloseTo((50 * point.x) / 300, 6);
    },
  },
  {
    quote: "With a node, the camera uses the node's absolute position, so nodes nested deep inside groups,",
    claim: 'centerOn puts a node nested in moved, rotated and scaled groups at the centre',
    check: async () => {
      expectNear((await centreOnNestedNode()).centre, [0, 0], 3);
    },
  },
  {
    quote: '`centerOn` leaves the zoom and rotation unchanged.',
    claim: 'after centerOn the zoom and rotation are as before',
    check: async () => {
      const {zoom, rotation} = await centreOnNestedNode();
      expect(zoom).toBeCloseTo(1.7, 12);
      expect(rotation).toBe(15);
    },
  },
  {
    quote: 'Because `position` is also a normal signal, you can set it directly when you do not need a node:',
    claim: 'camera position and x tween like any node position',
    check: async () => {
      const moved = await afterMove((camera) => camera.position([0, 300], 1));
      expect(moved.position.toArray()).toEqual([0, 300]);
      const slid = await afterMove((camera) => camera.x(-200, 0.5), {position: [0, 300]});
      expect(slid.position.toArray()).toEqual([-200, 300]);
    },
  },
  {
    quote:
      '`followCurve`, `followCurveReverse`, `followCurveWithRotation` and `followCurveWithRotationReverse`. The `WithRotation`',
    claim: 'the four follow methods exist; only the WithRotation ones turn the camera to the direction of the path',
    check: async () => {
      const rotations: Record<string, number> = {};
      await runGeometry(function* (view) {
        for (const method of [
          'followCurve',
          'followCurveReverse',
          'followCurveWithRotation',
          'followCurveWithRotationReverse',
        ] as const) {
          const camera = new Camera({});
          // A path going straight down, at 90 degrees.
          const path = new Line({
            points: [
              [0, -300],
              [0, 300],
            ],
          });
          view.add([camera, path]);
          yield* camera[method](path, 0.2);
          rotations[method] = camera.rotation();
        }
      });
      expect(rotations.followCurve).toBe(0);
      expect(rotations.followCurveReverse).toBe(0);
      expect(rotations.followCurveWithRotation).toBeCloseTo(90, 9);
      expect(rotations.followCurveWithRotationReverse).toBeCloseTo(90, 9);
    },
  },
  {
    quote:
      "In version 0.3.1 these four methods place the camera at the curve point's position in **canvas pixels** instead of in",
    claim:
      'in 0.3.1, followCurve along a path outside the camera ends half a frame off; inside it, it jumps back and forth',
    check: async () => {
      let outsideEnd = new Vector2(NaN);
      const inside: Vector2[] = [];
      await runGeometry(function* (view) {
        const outer = new Camera({});
        const path = new Line({
          points: [
            [0, -300],
            [0, 300],
          ],
        });
        view.add([outer, path]);
        yield* outer.followCurve(path, 0.5);
        outsideEnd = outer.position();

        const inner = new Camera({
          children: [
            new Line({
              points: [
                [0, -300],
                [0, 300],
              ],
            }),
          ],
        });
        view.add(inner);
        yield* all(
          inner.followCurve(inner.scene().childAs<Line>(0)!, 1, linear),
          (function* () {
            for (let i = 0; i < 10; i++) {
              inside.push(inner.position());
              yield;
            }
          })(),
        );
      });
      // The path ends at (0, 300): the camera lands (960, 540) away from it, half of the 1920×1080 frame.
      expectNear(outsideEnd, [960, 840], 6);
      // On the path, consecutive frames are 10 px apart; the camera swings between x = 0 and x = 960.
      for (let i = 1; i < inside.length; i++) expect(Math.abs(inside[i].x - inside[i - 1].x)).toBeCloseTo(960, 6);
    },
  },
  {
    quote:
      'With the camera zoomed in twice, the frame travels along the S-shaped spline from its left end to its right end over',
    claim:
      'in the workaround, the zoom-2 camera goes from the left end of the spline to its right end in 4 s, over both circles',
    check: async () => {
      const {run, samples} = await sampleGeometry(pageExample(PAGE, 'follow.tsx'), (view) => {
        const camera = view.childAs<Camera>(0)!;
        return {position: camera.position(), zoom: camera.zoom()};
      });
      expect(Math.abs(run.seconds - 4)).toBeLessThanOrEqual(1 / 60 + 1e-9);
      for (const {value} of samples) expect(value.zoom).toBe(2);
      const positions = samples.map(({value}) => value.position);
      expect(positions[0].sub([-600, 200]).magnitude).toBeLessThan(1);
      expectNear(positions.at(-1)!, [600, -200], 6);
      const nearest = (target: PossibleVector2) =>
        Math.min(...positions.map((position) => position.sub(target).magnitude));
      // Both circles have a radius of 30.
      expect(nearest([-200, -250])).toBeLessThan(30);
      expect(nearest([200, 250])).toBeLessThan(30);
    },
  },
  {
    quote: "The two conversions cancel out the camera's own movement,",
    claim: 'on every frame of the workaround, the camera sits exactly on the point of the spline for that moment',
    check: async () => {
      const {samples} = await sampleGeometry(pageExample(PAGE, 'follow.tsx'), (view) => {
        const camera = view.childAs<Camera>(0)!;
        return {position: camera.position(), spline: camera.scene().childAs<Spline>(0)!};
      });
      expect(samples.length).toBeGreaterThan(200);
      for (const {time, value} of samples) {
        // The sample is taken before the scene's own code runs in that frame: the camera is where the previous
        // frame put it.
        const progress = easeInOutCubic(Math.min(1, Math.max(0, time - 1 / 60) / 4));
        const expected = value.spline.getPointAtPercentage(progress).position;
        expect(value.position.sub(expected).magnitude).toBeLessThan(1e-6);
      }
    },
  },
  {
    quote: 'give it `opacity={0}` to hide it completely.',
    claim: 'a path with opacity 0 inside the camera is not drawn at all',
    check: async () => {
      await inspectGeometry((view) => {
        const path = new Line({
          points: [
            [-600, 200],
            [600, -200],
          ],
          stroke: '#444444',
          lineWidth: 6,
        });
        const camera = new Camera({children: [path]});
        view.add(camera);
        expect(paint(camera).filter((shape) => shape.kind === 'stroke')).toHaveLength(1);
        path.opacity(0);
        expect(paint(camera)).toEqual([]);
      });
    },
  },
  {
    quote:
      '`reset(duration, timingFunction?)` tweens the position, zoom and rotation back to their **defaults**: position',
    claim: 'reset tweens a camera created elsewhere to position (0, 0), zoom 1 and rotation 0, with an optional timing',
    check: async () => {
      const start = {position: [200, 0], zoom: 1.5, rotation: 30};
      const reset = await afterMove((camera) => camera.reset(0.3), start);
      expect(reset.position.toArray()).toEqual([0, 0]);
      expect(reset.zoom).toBe(1);
      expect(reset.rotation).toBe(0);
      expectProgress(await progressOf((camera) => camera.position([300, 0]).reset(1)), (t) => 1 - easeInOutCubic(t));
      expectProgress(await progressOf((camera) => camera.position([300, 0]).reset(1, linear)), (t) => 1 - t);
    },
  },
  {
    quote:
      'Because a camera only *draws* its content, several cameras can show the same content at once, each with its own',
    claim: 'two cameras with the same scene both draw it, each with its own position and zoom',
    check: async () => {
      await inspectGeometry((view) => {
        const content = new Node({children: [new Rect({size: 100, fill: '#e6a700', position: [100, 0]})]});
        const root = new Node({});
        root.add([new Camera({scene: content}), new Camera({scene: content, zoom: 3, position: [100, 0]})]);
        view.add(root);
        const [first, second] = drawn(root, '#e6a700');
        expectNear(first.at, [100, 0]);
        expect(first.scale).toBeCloseTo(1, 12);
        expectNear(second.at, [0, 0]);
        expect(second.scale).toBeCloseTo(3, 12);
      });
    },
  },
  {
    quote: '`Camera.Stage` does this: it creates a camera inside a clipping [`Rect`]',
    claim: 'Camera.Stage returns a clipping Rect with the given Rect props, holding a camera of the given scene',
    check: async () => {
      await inspectGeometry((view) => {
        const content = new Node({});
        const camera = createRef<Camera>();
        const stage = Camera.Stage({
          scene: content,
          cameraRef: camera,
          size: [900, 700],
          x: -480,
          radius: 16,
          fill: '#101010',
        }) as Rect;
        view.add(stage);
        expect(stage).toBeInstanceOf(Rect);
        expect(stage.clip()).toBe(true);
        expect(stage.size().toArray()).toEqual([900, 700]);
        expect(stage.x()).toBe(-480);
        const radius = stage.radius();
        expect([radius.top, radius.right, radius.bottom, radius.left]).toEqual([16, 16, 16, 16]);
        expect(stage.children()).toEqual([camera()]);
        expect(camera().scene()).toBe(content);
        expect(paint(stage).some((shape) => shape.kind === 'clip')).toBe(true);
      });
    },
  },
  {
    quote: 'A camera has no frame, so for a split screen you need something that clips each view to its own rectangle.',
    claim: 'a camera clips nothing: content outside the frame is drawn without a clip',
    check: drawsInverseWithoutClip,
  },
  {
    quote: 'On the left the yellow circle moves across the',
    claim:
      'in the split example the left panel shows the circle at normal size, the right one at zoom 3, out of its frame',
    check: async () => {
      const {samples} = await sampleGeometry(pageExample(PAGE, 'split.tsx'), (view) => {
        const [left, right] = (view.children() as Rect[]).map((panel) => panel.childAs<Camera>(0)!);
        // Drawn by each panel's camera, relative to the panel's centre.
        return {left: drawnOnce(left, '#e6a700'), right: drawnOnce(right, '#e6a700')};
      });
      const end = samples.at(-1)!.value;
      expectNear(end.left.at, [300, 150], 6);
      expect(end.left.scale).toBeCloseTo(1, 9);
      expect(end.right.scale).toBeCloseTo(3, 9);
      // 3 × (300, 150) = (900, 450): the circle's centre lies beyond the 900×700 panel's edges (450 and 350).
      expectNear(end.right.at, [900, 450], 6);
    },
  },
  {
    quote: 'Changing the content, like moving the circle, shows up in both panels because there is only',
    claim: 'both panels of the split example draw the one circle of one shared content, and both show it move',
    check: async () => {
      const {samples} = await sampleGeometry(pageExample(PAGE, 'split.tsx'), (view) => {
        const [left, right] = (view.children() as Rect[]).map((panel) => panel.childAs<Camera>(0)!);
        const circles = left
          .scene()
          .children()
          .filter((node) => node instanceof Circle);
        return {
          shared: left.scene() === right.scene() && circles.length === 1,
          left: drawnOnce(left, '#e6a700').at,
          right: drawnOnce(right, '#e6a700')
            .at.scale(1 / right.zoom())
            .add(right.position()),
        };
      });
      for (const {value} of samples) {
        expect(value.shared).toBe(true);
        // Undoing each camera's own view gives the same circle position in both panels.
        expectNear(value.right, value.left, 6);
      }
      expectNear(samples[0].value.left, [0, 0], 0);
      expectNear(samples.at(-1)!.value.left, [300, 150], 6);
    },
  },
  {
    quote: 'The cameras draw it no matter where it is, so',
    claim:
      "content also added to another node is drawn by the camera and once more without it, and its nodes' absolute positions no longer match the camera's picture",
    check: async () => {
      await inspectGeometry((view) => {
        const target = new Rect({size: 50, fill: '#ff0000', position: [300, 0]});
        const content = new Node({children: [target]});
        const camera = new Camera({scene: content, position: [200, 0], zoom: 2});
        const root = new Node({x: 100});
        root.add(camera);
        view.add(root);
        /** Where the target's absolute position puts it, and where the camera draws it, both in root's space. */
        const places = () => ({
          absolute: target.position.abs().transformAsPoint(root.worldToLocal()),
          drawn: drawnOnce(camera, '#ff0000').at,
        });
        // With the camera as its parent, the two agree: (300 − 200) × 2 = (200, 0).
        expectNear(places().absolute, [200, 0], 9);
        expectNear(places().drawn, [200, 0], 9);
        expect(drawn(root, '#ff0000')).toHaveLength(1);
        root.add(content);
        expect(content.parent()).toBe(root);
        expect(drawn(root, '#ff0000')).toHaveLength(2);
        expectNear(places().drawn, [200, 0], 9);
        expectNear(places().absolute, [300, 0], 9);
      });
    },
  },
  {
    quote: 'the one that received the content last is its parent.',
    claim: 'with two cameras of one content, the content is a child of the camera created last',
    check: async () => {
      await inspectGeometry((view) => {
        const content = new Node({});
        const first = createRef<Camera>();
        const second = createRef<Camera>();
        view.add([Camera.Stage({scene: content, cameraRef: first}), Camera.Stage({scene: content, cameraRef: second})]);
        expect(first()).not.toBe(second());
        expect(content.parent()).toBe(second());
      });
    },
  },
  {
    quote:
      '- Content goes inside a `Camera`; moving, rotating or zooming the camera changes what is seen, not where things are.',
    claim: "moving, turning and zooming the camera changes where content is drawn, not the content's own positions",
    check: async () => {
      await inspectGeometry((view) => {
        const {camera, square} = cameraWithSquare(view, [100, 50]);
        const before = drawnOnce(camera, '#e6a700').at;
        camera.position([-200, 0]).rotation(20).zoom(2);
        expect(square.position().toArray()).toEqual([100, 50]);
        expect(drawnOnce(camera, '#e6a700').at.sub(before).magnitude).toBeGreaterThan(50);
      });
    },
  },
  {
    quote: '- `zoom` is a signal, and `centerOn()` tweens the camera onto a node or a point.',
    claim: 'centerOn over a duration moves the camera gradually onto the point',
    check: async () => {
      expectProgress(await progressOf((camera) => camera.centerOn([300, 0], 1)), easeInOutCubic);
    },
  },
  {
    quote: '- `reset()` returns the camera to position `[0, 0]`, zoom `1` and rotation `0`;',
    claim: 'reset ends at position (0, 0), zoom 1 and rotation 0',
    check: async () => {
      const reset = await afterMove((camera) => camera.reset(0.3), {position: [-50, 70], zoom: 0.4, rotation: -10});
      expect([...reset.position.toArray(), reset.zoom, reset.rotation]).toEqual([0, 0, 1, 0]);
    },
  },
];

/** The check of the claim on `quote`, for a further sentence that says the same thing. */
export default defineClaims(
  PAGE,
  [
    ...claims,
    {
      quote: 'It defaults to `1`.',
      claim: 'a new camera has a zoom of 1',
      check: checkOf(claims, 'read it with `camera().zoom()`, set it with `camera().zoom(2)`, tween it'),
    },
    {
      quote: 'so that bigger numbers mean closer, as you would expect.',
      claim: 'a bigger zoom draws content larger, while a bigger scale draws it smaller',
      check: checkOf(
        claims,
        "Internally the zoom is stored as the inverse of the camera's `scale`: a zoom of `2` is a scale of `0.5`.",
      ),
    },
    {
      quote: 'It does not return to the values you passed when creating the camera.',
      claim: 'reset ends at the defaults, not at the position, zoom and rotation the camera was created with',
      check: checkOf(
        claims,
        '`reset(duration, timingFunction?)` tweens the position, zoom and rotation back to their **defaults**: position',
      ),
    },
    {
      quote: 'As a result, the camera ends up offset from the path (by half the frame size for a',
      claim: 'followCurve lands half a frame off a path outside the camera and swings back and forth on one inside it',
      check: checkOf(
        claims,
        "In version 0.3.1 these four methods place the camera at the curve point's position in **canvas pixels** instead of in",
      ),
    },
    {
      quote: 'on every frame, take the point at the current percentage of the',
      claim: 'the tween of the workaround puts the camera on the point of the path for each moment',
      check: checkOf(claims, "The two conversions cancel out the camera's own movement,"),
    },
    {
      quote: 'You see two rounded panels side by side showing the same content.',
      claim:
        'the split example shows two rounded clipping panels left and right of the centre whose cameras share one scene',
      check: async () => {
        const {samples} = await sampleGeometry(pageExample(PAGE, 'split.tsx'), (view) =>
          (view.children() as Rect[]).map((panel) => ({
            x: panel.x(),
            radius: panel.radius().top,
            clip: panel.clip(),
            scene: panel.childAs<Camera>(0)!.scene(),
          })),
        );
        const [left, right] = samples[0].value;
        expect([left.x, right.x]).toEqual([-480, 480]);
        expect([left.radius, right.radius]).toEqual([16, 16]);
        expect([left.clip, right.clip]).toEqual([true, true]);
        expect(left.scene).toBe(right.scene);
      },
    },
  ],
  {
    unclaimed: [
      {
        quote: 'The path itself lives inside the camera, so it moves',
        reason: "describes where the example puts its path; the camera's drawing of its content is checked above",
      },
    ],
  },
);
