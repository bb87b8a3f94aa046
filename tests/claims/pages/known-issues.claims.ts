import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {Node, Rect} from '@canvas-commons/2d';
import {
  DEFAULT,
  MetaFile,
  PlaybackManager,
  Vector2,
  all,
  any,
  bootstrap,
  cancel,
  createSignal,
  easeInBounce,
  easeInOutBounce,
  easeOutBounce,
  join,
  linear,
  loopFor,
  makeProject,
  map,
  usePlayback,
  useScene,
  useTime,
  waitFor,
  type LogPayload,
  type Project,
  type ThreadGenerator,
} from '@canvas-commons/core';
import {expect, vi} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {runScene, runThreads, sceneVariables, snapshotFrames} from '../harness';
import {buildProject, plainScene} from '../project';
import {loadProject, playerElement, withPlayerStubs} from '../stand-ins/player';
import camera from './camera.claims';
import projectVariables from './project-variables.claims';

const PAGE = 'docs/known-issues.mdx';
const require = createRequire(import.meta.url);

/** The folder of an installed package of the library. */
function packageFolder(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

let projectCount = 0;

/** A project of one scene that reads the variable `name` (fallback `'fallback'`) into `read` on each run. */
export function readingProject(read: string[], variables: Record<string, unknown> = {name: 'Ada'}): Project {
  const scene = plainScene('scene', function* (): ThreadGenerator {
    read.push(useScene().variables.get('name', 'fallback')() as string);
    yield* waitFor(1);
  });
  return buildProject(`known-issues${++projectCount}`, [scene], {variables});
}

const ORIGIN = new Vector2(0, 0);

/**
 * How far along its arc an arc tween from the origin to `to` is at `value`, from 0 to 1: the points of `arcLerp` sit
 * on a quarter ellipse, at the angle whose sine is the x progress and whose cosine is one minus the y progress.
 */
function arcProgress(to: Vector2, value: number, interpolate = Vector2.arcLerp.bind(Vector2)): number {
  const point = interpolate(ORIGIN, to, value);
  return Math.atan2(point.x / to.x, 1 - point.y / to.y) / (Math.PI / 2);
}

/** How far past the end's y, as a share of the y distance, the default arc tween to `to` goes. */
function overshoot(to: Vector2): number {
  let most = 0;
  for (let i = 0; i <= 200; i++) most = Math.max(most, Vector2.arcLerp(ORIGIN, to, i / 200).y / to.y - 1);
  return most;
}

/** Moves with opposite and matching signs of the x and y distances, of several proportions. */
const OPPOSITE = [
  [100, -300],
  [150, -200],
  [200, -200],
  [-200, 150],
  [300, -100],
].map(([x, y]) => new Vector2(x!, y!));
const MATCHING = [
  [100, 300],
  [200, 200],
  [-200, -150],
  [300, 100],
  [-300, -100],
].map(([x, y]) => new Vector2(x!, y!));

/** A node's properties after tweening each to DEFAULT from a value that is not its default, and after setting them. */
async function propertiesBackToDefault() {
  const after: Record<string, unknown> = {};
  await runScene(function* (view) {
    const tweened = new Rect({
      scale: 2,
      position: [300, 200],
      size: [300, 200],
      skew: [10, 10],
      rotation: 30,
      opacity: 0.5,
      fill: '#ff0000',
    });
    const set = new Rect({scale: 2});
    const parts = new Rect({scale: 2});
    view.add([tweened, set, parts]);
    yield* all(
      tweened.scale(DEFAULT, 0.2),
      tweened.position(DEFAULT, 0.2),
      tweened.size(DEFAULT, 0.2),
      tweened.skew(DEFAULT, 0.2),
      tweened.rotation(DEFAULT, 0.2),
      tweened.opacity(DEFAULT, 0.2),
      tweened.fill(DEFAULT, 0.2),
      parts.scale.x(DEFAULT, 0.2),
      parts.scale.y(DEFAULT, 0.2),
    );
    set.scale(DEFAULT);
    after.scale = tweened.scale().toArray();
    after.position = tweened.position().toArray();
    after.size = tweened.size().toArray();
    after.skew = tweened.skew().toArray();
    after.rotation = tweened.rotation();
    after.opacity = tweened.opacity();
    after.fill = tweened.fill();
    after.setScale = set.scale().toArray();
    after.partsScale = parts.scale().toArray();
  });
  return after;
}

/** The order of four children a, b, c, d after `move` is applied to them (names in drawing order, top last). */
async function orderAfter(move: (children: Rect[]) => void): Promise<string> {
  let order = '';
  await runScene(function* (view) {
    const parent = new Node({});
    view.add(parent);
    const children = ['a', 'b', 'c', 'd'].map(() => new Rect({}));
    parent.add(children);
    move(children);
    order = parent
      .children()
      .map((child) => 'abcd'[children.indexOf(child as Rect)])
      .join('');
    yield;
  });
  return order;
}

const claims: Claim[] = [
  {
    quote: '`a().moveAbove(b())` gives',
    claim: 'with children a, b, c, d, a.moveAbove(b) gives b, c, a, d and d.moveBelow(c) gives a, d, b, c',
    check: async () => {
      expect(await orderAfter(([a, b]) => a!.moveAbove(b!))).toBe('bcad');
      expect(await orderAfter(([, , c, d]) => d!.moveBelow(c!))).toBe('adbc');
    },
  },
  {
    quote: 'Use `moveTo(index)` with the index you want, or `moveToTop()` / `moveToBottom()`.',
    claim: 'moveTo(1) puts a right above b; moveToTop and moveToBottom reach the ends',
    check: async () => {
      expect(await orderAfter(([a]) => a!.moveTo(1))).toBe('bacd');
      expect(await orderAfter(([a]) => a!.moveToTop())).toBe('bcda');
      expect(await orderAfter(([, , , d]) => d!.moveToBottom())).toBe('dabc');
    },
  },
  {
    quote: '`node().scale(DEFAULT, 1)` shrinks the node to nothing: the tween ends at `(0, 0)`, not at the class',
    claim: 'tweening scale to DEFAULT ends at (0, 0); setting it to DEFAULT gives (1, 1)',
    check: async () => {
      const after = await propertiesBackToDefault();
      expect(after.scale).toEqual([0, 0]);
      expect(after.setScale).toEqual([1, 1]);
    },
  },
  {
    quote: 'Every property made of',
    claim: 'scale, position, size and skew tween to (0, 0); x, rotation, opacity and colours to their default',
    check: async () => {
      const after = await propertiesBackToDefault();
      for (const vector of ['scale', 'position', 'size', 'skew']) expect(after[vector], vector).toEqual([0, 0]);
      // Defaults that are not 0, so a tween that also went to 0 would fail here.
      expect(after.opacity).toBe(1);
      expect(after.rotation).toBe(0);
      expect(after.fill).toBeNull();
    },
  },
  {
    quote: 'Tween the parts, `all(node().scale.x(DEFAULT, 1), node().scale.y(DEFAULT, 1))`',
    claim: 'tweening scale.x and scale.y to DEFAULT ends at (1, 1), and so does tweening scale to 1',
    check: async () => {
      expect((await propertiesBackToDefault()).partsScale).toEqual([1, 1]);
      let named: number[] = [];
      await runScene(function* (view) {
        const node = new Rect({scale: 2});
        view.add(node);
        yield* node.scale(1, 0.2);
        named = node.scale().toArray();
      });
      expect(named).toEqual([1, 1]);
    },
  },
  {
    quote: '`easeInBounce(0, 80, 200)` returns `-199` and `easeInOutBounce(0, 80, 200)` returns `-99.5`, where `80` is',
    claim: 'with the range 80…200, easeInBounce(0) is -199 and easeInOutBounce(0) is -99.5',
    check: () => {
      expect(easeInBounce(0, 80, 200)).toBe(-199);
      expect(easeInOutBounce(0, 80, 200)).toBe(-99.5);
    },
  },
  {
    quote: 'Without a range (`from = 0`, `to = 1`) both are right, and so is `easeOutBounce` with any range.',
    claim: 'without a range both run from 0 to 1, and easeOutBounce maps any range',
    check: () => {
      for (const easing of [easeInBounce, easeInOutBounce]) {
        expect(easing(0)).toBeCloseTo(0, 12);
        expect(easing(1)).toBeCloseTo(1, 12);
      }
      for (const t of [0, 0.3, 0.6, 1])
        expect(easeOutBounce(t, 80, 200)).toBeCloseTo(map(80, 200, easeOutBounce(t)), 9);
    },
  },
  {
    quote: 'where no range is passed, both work as they are.',
    claim: 'a signal tween from 80 to 200 with easeInBounce or easeInOutBounce stays within 80…200 and ends at 200',
    check: () => {
      for (const easing of [easeInBounce, easeInOutBounce]) {
        const value = createSignal(80);
        const samples: number[] = [];
        runThreads(function* () {
          yield* all(
            value(200, 1, easing),
            loopFor(1, function* () {
              samples.push(value());
              yield;
            }),
          );
        });
        expect(samples.length).toBeGreaterThan(50);
        for (const sample of samples) expect(sample).toBeGreaterThanOrEqual(80 - 1e-9);
        for (const sample of samples) expect(sample).toBeLessThanOrEqual(200 + 1e-9);
        expect(value()).toBe(200);
      }
    },
  },
  {
    quote:
      'a snapshot at 1.5 s is saved as `000045.png` and shows 0.75 s. The next snapshot of the same moment is right',
    claim: 'the first snapshot at 1.5 s and 60 fps saves frame 45, the second frame 90',
    check: async () => {
      const snapshots = await snapshotFrames([
        {seconds: 1.5, fps: 60},
        {seconds: 1.5, fps: 60},
      ]);
      expect(snapshots.map((snapshot) => snapshot.fileName)).toEqual(['000045.png', '000090.png']);
    },
  },
  {
    quote: 'replaces the stored variables with that object instead of merging it.',
    claim: "after the player's setVariables({}), a scene reads the fallback of get, not the project's value",
    check: () => {
      const {variables, reset} = sceneVariables();
      // What the Player's constructor does with makeProject's variables…
      variables.updateSignals({name: 'Ada'});
      reset();
      expect(variables.get('name', 'fallback')()).toBe('Ada');
      // …and what the element then does without a `variables` attribute.
      variables.updateSignals({});
      reset();
      expect(variables.get('name', 'fallback')()).toBe('fallback');
    },
  },
  {
    quote: 'a move straight to the right gives `NaN` positions.',
    claim:
      'opposite signs with |dx| > 1.75 |dy| swing past the end y and come back (1.5 times does not, nor matching signs); a move to the right gives NaN',
    check: () => {
      for (const [x, y] of [
        [200, -100],
        [300, -100],
        [-300, 100],
      ]) {
        expect(overshoot(new Vector2(x!, y!)), `${x}, ${y}`).toBeGreaterThan(0.01);
      }
      for (const [x, y] of [
        [150, -100],
        [300, 100],
        [-300, -100],
        [100, -300],
      ]) {
        expect(overshoot(new Vector2(x!, y!)), `${x}, ${y}`).toBeLessThan(1e-9);
      }
      const point = Vector2.arcLerp(new Vector2(0, 0), new Vector2(100, 0), 0.5);
      expect(Number.isNaN(point.x) || Number.isNaN(point.y)).toBe(true);
    },
  },
  {
    quote: 'After `yield* any(a, b)` returns, the task that did not finish keeps running',
    claim: 'after any returns, the unfinished task keeps running',
    check: () => {
      const value = createSignal(0);
      let atReturn = NaN;
      runThreads(function* () {
        yield* any(value(100, 2, linear), waitFor(1));
        atReturn = value();
        yield* waitFor(1.5);
      });
      expect(atReturn).toBeLessThan(100);
      expect(value()).toBe(100);
    },
  },
];

const claimsAdded: Claim[] = [
  {
    quote: 'turns the time into a frame number with',
    claim:
      "renderFrame computes the frame at the renderer's previous rate (30 fps for a new one) and then takes the new rate",
    check: async () => {
      expect(new PlaybackManager().fps).toBe(30);
      const [first, second] = await snapshotFrames([
        {seconds: 2, fps: 24},
        {seconds: 2, fps: 24},
      ]);
      expect(first!.frame).toBe(60);
      expect(first!.fps).toBe(24);
      expect(second!.frame).toBe(48);
    },
  },
  {
    quote: 'same happens after you change the rendering frame rate: the old rate is used once.',
    claim: 'after snapshots at 60 fps, the first one at 24 fps uses 60 fps, the next 24 fps',
    check: async () => {
      const snapshots = await snapshotFrames([
        {seconds: 1.5, fps: 60},
        {seconds: 1.5, fps: 60},
        {seconds: 1.5, fps: 24},
        {seconds: 1.5, fps: 24},
      ]);
      expect(snapshots.map((snapshot) => snapshot.frame)).toEqual([45, 90, 90, 36]);
    },
  },
  {
    quote: '**Workaround.** Take the snapshot twice and keep the second file, or render at 30 fps.',
    claim: 'the second snapshot is right, and a first snapshot at 30 fps is right',
    check: async () => {
      const [, second] = await snapshotFrames([
        {seconds: 1.5, fps: 60},
        {seconds: 1.5, fps: 60},
      ]);
      expect(second!.frame).toBe(90);
      const [atThirty] = await snapshotFrames([{seconds: 1.5, fps: 30}]);
      expect(atThirty!.frame).toBe(45);
    },
  },
  {
    quote: 'never leaves its loading state,',
    claim:
      "with invalid JSON in variables, the element stays in its loading state and loading fails with TypeError (reading 'logger')",
    check: async () => {
      await withPlayerStubs(async () => {
        const Element = await playerElement();
        const element = new Element();
        element.setAttribute('variables', "{'name': 'Ada'}");
        const failure = await loadProject(element, readingProject([])).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(TypeError);
        expect((failure as TypeError).message).toMatch(/reading 'logger'/);
        expect(element.state).toBe('loading');
      });
    },
  },
  {
    quote: 'Changing the attribute',
    claim: "invalid JSON set later logs a warning to the project's logger only, prints nothing, and the values stay",
    check: async () => {
      await withPlayerStubs(async () => {
        const Element = await playerElement();
        const element = new Element();
        element.setAttribute('variables', JSON.stringify({name: 'Grace'}));
        const read: string[] = [];
        const project = readingProject(read);
        const logs: LogPayload[] = [];
        project.logger.onLogged.subscribe((payload) => logs.push(payload));
        await loadProject(element, project);
        expect(element.state).toBe('ready');
        await element.player!.playback.recalculate();
        const printed = ['log', 'info', 'warn', 'error'].map((level) =>
          vi.spyOn(console, level as 'log').mockImplementation(() => {}),
        );
        try {
          element.setAttribute('variables', '{"name": "Ada",}');
          for (const spy of printed) expect(spy).not.toHaveBeenCalled();
        } finally {
          for (const spy of printed) spy.mockRestore();
        }
        expect(logs.map((log) => [log.level, log.message])).toEqual([
          ['warn', 'Project variables could not be parsed.'],
        ]);
        expect(read.at(-1)).toBe('Grace');
      });
    },
  },
  {
    quote: 'the `variables` getter catches the JSON error and warns through',
    claim: "the element's variables getter returns {} for invalid JSON and warns through the project's logger",
    check: async () => {
      await withPlayerStubs(async () => {
        const Element = await playerElement();
        const element = new Element();
        const project = readingProject([]);
        await loadProject(element, project);
        const logs: LogPayload[] = [];
        project.logger.onLogged.subscribe((payload) => logs.push(payload));
        element.setAttribute('variables', '{oops');
        expect(element.variables).toEqual({});
        expect(logs.map((log) => log.message)).toContain('Project variables could not be parsed.');
      });
    },
  },
  {
    quote: "a scene's `useScene().variables.get('name', fallback)` returns the",
    claim:
      "in the element a scene reads the fallback unless the attribute names the variable; the editor's Player and renders read the project's value",
    check: async () => {
      await checkOf(projectVariables.claims, 'Without the attribute, the scenes get the fallbacks of')();
      await checkOf(projectVariables.claims, '| `variables` | A JSON object whose keys override project variables.')();
      await checkOf(projectVariables.claims, 'accepts a `variables` object with default values. The editor, the')();
    },
  },
  {
    quote: 'always calls `player.setVariables(this.variables)`, and the',
    claim: "without a variables attribute the element's getter returns {} and the element passes it on at load",
    check: async () => {
      await withPlayerStubs(async () => {
        const Element = await playerElement();
        const element = new Element();
        expect(element.variables).toEqual({});
        const read: string[] = [];
        await loadProject(element, readingProject(read, {name: 'Ada'}));
        await element.player!.playback.recalculate();
        expect(read[0]).toBe('fallback');
      });
    },
  },
  {
    quote: 'lists the core only under `devDependencies`, while the built',
    claim:
      "the player's package.json has the core in devDependencies only, and dist/main.js imports Player, Stage, Vector2",
    check: () => {
      const folder = packageFolder('@canvas-commons/player');
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      expect(manifest.devDependencies?.['@canvas-commons/core']).toBeDefined();
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
        expect(manifest[field]?.['@canvas-commons/core'], field).toBeUndefined();
      }
      const main = readFileSync(path.join(folder, 'dist', 'main.js'), 'utf8');
      const imported = /import\s*\{([^}]*)\}\s*from\s*["']@canvas-commons\/core["']/.exec(main)?.[1] ?? '';
      const names = imported.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]);
      expect(names.sort()).toEqual(['Player', 'Stage', 'Vector2']);
    },
  },
  {
    quote: 'the camera offset from the path, or make it jitter.',
    claim: 'followCurve leaves the camera half a frame off a path outside it, and swings on a path inside it',
    check: checkOf(
      camera.claims,
      "In version 0.3.1 these four methods place the camera at the curve point's position in **canvas pixels** instead of in",
    ),
  },
  {
    quote: 'passes the frame number with `gl.uniform1i` to the location of',
    claim: "the built 2d package sets the frame with uniform1i on the location of UNIFORM_TIME and never on 'frame'",
    check: () => {
      const built = readFileSync(path.join(packageFolder('@canvas-commons/2d'), 'lib', 'index.js'), 'utf8');
      expect(built).toMatch(/uniform1i\(gl\.getUniformLocation\(program, UNIFORM_TIME\), scene\.playback\.frame\)/);
      expect(built).not.toMatch(/UNIFORM_FRAME\b/);
      expect(built).toMatch(/uniform1f\(gl\.getUniformLocation\(program, UNIFORM_TIME\)/);
    },
  },
  {
    quote: '**Workaround.** Compute it: `int(floor(time * framerate + 0.5))`.',
    claim:
      "floor(time * framerate + 0.5), from the view's globalTime and the fps, gives the frame number on every frame",
    check: async () => {
      const mismatches: string[] = [];
      let frames = 0;
      for (const fps of [24, 30, 60]) {
        await runScene(
          function* (view) {
            for (let i = 0; i < 2 * fps; i++) {
              const playback = usePlayback();
              const computed = Math.floor(view.globalTime() * playback.fps + 0.5);
              if (computed !== playback.frame) mismatches.push(`${fps}: ${computed} ≠ ${playback.frame}`);
              frames++;
              yield;
            }
          },
          {fps},
        );
      }
      expect(frames).toBe(2 * (24 + 30 + 60));
      expect(mismatches).toEqual([]);
    },
  },
  {
    quote: 'an arc tween between points whose x and y distances have opposite signs rushes',
    claim:
      'at a quarter of the time, a default arc tween with opposite signs is past half its arc; with matching signs, short of half',
    check: () => {
      for (const to of OPPOSITE) expect(arcProgress(to, 0.25), `${to}`).toBeGreaterThan(0.5);
      for (const to of MATCHING) expect(arcProgress(to, 0.25), `${to}`).toBeLessThan(0.5);
    },
  },
  {
    quote: 'takes its default ratio from `from.sub(to).ctg`,',
    claim:
      'the default ratio is ctg of from − to, the signed ratio dx / dy: arcLerp with that ratio gives the same points',
    check: () => {
      for (const to of [...OPPOSITE, ...MATCHING]) {
        expect(ORIGIN.sub(to).ctg).toBeCloseTo(to.x / to.y, 12);
        for (const value of [0.1, 0.25, 0.5, 0.8]) {
          const own = Vector2.arcLerp(ORIGIN, to, value, false, to.x / to.y);
          expect(Vector2.arcLerp(ORIGIN, to, value).equals(own, 1e-9), `${to} at ${value}`).toBe(true);
        }
      }
    },
  },
  {
    quote: 'It is negative on two of the four diagonals and infinite for a horizontal',
    claim: 'ctg is negative on two diagonals and infinite for a horizontal move; a positive finite ratio bends evenly',
    check: () => {
      const signs = [
        [100, 100],
        [-100, -100],
        [100, -100],
        [-100, 100],
      ].map(([x, y]) => Math.sign(ORIGIN.sub(new Vector2(x!, y!)).ctg));
      expect(signs).toEqual([1, 1, -1, -1]);
      expect(Math.abs(ORIGIN.sub(new Vector2(100, 0)).ctg)).toBe(Infinity);
      expect(Math.abs(ORIGIN.sub(new Vector2(-100, 0)).ctg)).toBe(Infinity);
      // The same opposite-sign moves with a positive ratio behave like the matching ones.
      for (const to of OPPOSITE) {
        const positive = Vector2.createArcLerp(false, Math.abs(to.x / to.y));
        expect(arcProgress(to, 0.25, positive), `${to}`).toBeLessThan(0.5);
      }
    },
  },
  {
    quote: 'Pass the ratio yourself, `Vector2.createArcLerp(false, Math.abs(dx / dy))`, or use `polarLerp`.',
    claim:
      'with |dx / dy| an opposite-sign move follows the path of its matching-sign mirror and stays in range; a move to the right is finite, and so is polarLerp',
    check: () => {
      for (const to of OPPOSITE) {
        const positive = Vector2.createArcLerp(false, Math.abs(to.x / to.y));
        const mirror = new Vector2(to.x, -to.y);
        for (let i = 0; i <= 20; i++) {
          const point = positive(ORIGIN, to, i / 20);
          const mirrored = Vector2.arcLerp(ORIGIN, mirror, i / 20);
          expect(point.x).toBeCloseTo(mirrored.x, 9);
          expect(point.y).toBeCloseTo(-mirrored.y, 9);
        }
      }
      const right = new Vector2(100, 0);
      const points = Array.from({length: 21}, (_, i) => [
        Vector2.createArcLerp(false, Math.abs(right.x / right.y))(ORIGIN, right, i / 20),
        Vector2.polarLerp(new Vector2(-100, 0), right, i / 20),
      ]).flat();
      for (const point of points) expect(Number.isFinite(point.x) && Number.isFinite(point.y)).toBe(true);
      expect(points.at(-1)!.equals(right)).toBe(true);
    },
  },
  {
    quote: 'then subtract its result from `1`, which only mirrors the curve when the range is',
    claim: 'easeInBounce(t, from, to) equals 1 − easeOutBounce(1 − t, from, to), which mirrors only for 0…1',
    check: () => {
      for (const t of [0, 0.2, 0.5, 0.7, 1]) {
        expect(easeInBounce(t, 80, 200)).toBeCloseTo(1 - easeOutBounce(1 - t, 80, 200), 9);
        expect(easeInBounce(t)).toBeCloseTo(1 - easeOutBounce(1 - t), 9);
        expect(easeInBounce(t, 80, 200)).not.toBeCloseTo(map(80, 200, easeInBounce(t)), 3);
      }
    },
  },
  {
    quote: 'Ease first and map afterwards: `map(80, 200, easeInBounce(t))`.',
    claim: 'map(80, 200, easeInBounce(t)) runs from 80 to 200 and stays within the range',
    check: () => {
      expect(map(80, 200, easeInBounce(0))).toBeCloseTo(80, 9);
      expect(map(80, 200, easeInBounce(1))).toBeCloseTo(200, 9);
      for (let t = 0; t <= 1; t += 0.01) {
        const value = map(80, 200, easeInBounce(t));
        expect(value).toBeGreaterThanOrEqual(80 - 1e-9);
        expect(value).toBeLessThanOrEqual(200 + 1e-9);
      }
    },
  },
  {
    quote: 'Set without a duration, `node().scale(DEFAULT)` gives `(1, 1)` as expected.',
    claim: 'setting scale to DEFAULT gives (1, 1)',
    check: async () => {
      expect((await propertiesBackToDefault()).setScale).toEqual([1, 1]);
    },
  },
  {
    quote: 'lives in its parts, `x` and `y`; the compound itself has none.',
    claim: "scale's parts have the initial value 1 and the compound none; an undefined vector parses as (0, 0)",
    check: async () => {
      let initials: unknown[] = [];
      await runScene(function* (view) {
        const node = new Rect({scale: 2});
        view.add(node);
        initials = [
          node.scale.context.getInitial(),
          node.scale.x.context.getInitial(),
          node.scale.y.context.getInitial(),
        ];
        yield;
      });
      expect(initials).toEqual([undefined, 1, 1]);
      expect(new Vector2(undefined as unknown as number).toArray()).toEqual([0, 0]);
    },
  },
  {
    quote: '`other` before the node leaves its place, then add one more, so after the move the node skips a sibling.',
    claim: 'a node two places below another lands three places up: a.moveAbove(c) of a…e gives b, c, d, a, e',
    check: async () => {
      let order = '';
      await runScene(function* (view) {
        const parent = new Node({});
        view.add(parent);
        const children = Array.from({length: 5}, () => new Rect({}));
        parent.add(children);
        children[0]!.moveAbove(children[2]!);
        order = parent
          .children()
          .map((child) => 'abcde'[children.indexOf(child as Rect)])
          .join('');
        yield;
      });
      expect(order).toBe('bcdae');
    },
  },
  {
    quote: "Settings returned from a plugin's `settings` hook never reach the project.",
    claim: "what a plugin's settings hook returns is missing from the project its project hook receives",
    check: () => {
      let seen: Project | null = null;
      let offered: unknown;
      const project = bootstrap(
        'plugin-settings',
        {core: '0.3.1', two: null, ui: null, vitePlugin: null},
        [
          {
            name: 'claims-plugin',
            settings: (config) => {
              offered = config;
              return {...config, variables: {fromPlugin: true}, experimentalFeatures: true};
            },
            project: (value) => {
              seen = value;
            },
          },
        ],
        makeProject({scenes: [], variables: {own: 1}}),
        new MetaFile('project'),
        new MetaFile('settings'),
      );
      expect(offered).toBeDefined();
      expect(seen).toBe(project);
      expect(project.variables).toEqual({own: 1});
      expect(project.experimentalFeatures).toBe(false);
    },
  },
  {
    quote: 'Only when `any` runs in a thread of its own (a task of `all`, say) do the others end with',
    claim: 'inside all, the task any did not wait for stops when any returns; under yield* it goes on',
    check: () => {
      const inAll = createSignal(0);
      runThreads(function* () {
        yield* all(any(inAll(100, 2, linear), waitFor(1)), waitFor(3));
      });
      expect(inAll()).toBeGreaterThan(40);
      expect(inAll()).toBeLessThan(60);
      const direct = createSignal(0);
      runThreads(function* () {
        yield* any(direct(100, 2, linear), waitFor(1));
        yield* waitFor(2);
      });
      expect(direct()).toBe(100);
    },
  },
  {
    quote: 'Start the tasks with `yield task`, wait with `yield* join(false, a, b)`, then `cancel(a, b)`.',
    claim: 'yield, join(false, …) then cancel stops the unfinished task where it was',
    check: () => {
      const value = createSignal(0);
      let atJoin = NaN;
      let joinedAt = NaN;
      runThreads(function* () {
        const a = value(100, 2, linear);
        const b = waitFor(1);
        yield a;
        yield b;
        yield* join(false, a, b);
        joinedAt = useTime();
        atJoin = value();
        cancel(a, b);
        yield* waitFor(2);
      });
      expect(joinedAt).toBeCloseTo(1, 1);
      expect(value()).toBe(atJoin);
      expect(value()).toBeLessThan(60);
    },
  },
  {
    quote: '**Symptom.** `<canvas-commons-player auto="false">` starts on its own.',
    claim: 'an element with auto="false" plays as soon as it is ready',
    check: async () => {
      await withPlayerStubs(async () => {
        const Element = await playerElement();
        const element = new Element();
        element.setAttribute('auto', 'false');
        await loadProject(element, readingProject([]));
        expect(element.state).toBe('ready');
        expect(element.player!.onStateChanged.current.paused).toBe(false);
      });
    },
  },
  {
    quote: "is `!!this.getAttribute('auto')`: any non-empty value is",
    claim: 'auto is true for any non-empty value (false, 0, no) and false for an empty or missing one',
    check: async () => {
      await withPlayerStubs(async () => {
        const Element = await playerElement();
        const auto = (value: string | null) => {
          const element = new Element();
          if (value !== null) element.setAttribute('auto', value);
          return element.auto;
        };
        expect(['false', '0', 'no', 'true'].map(auto)).toEqual([true, true, true, true]);
        expect([null, ''].map(auto)).toEqual([false, false]);
      });
    },
  },
  {
    quote: 'Leave the attribute out to wait for a click; write `auto="true"` or `auto="hover"` otherwise.',
    claim: 'without auto the player waits; auto="true" plays at once and auto="hover" on hover',
    check: checkOf(projectVariables.claims, '| `auto`      | Plays automatically when set to a non-empty value;'),
  },
];

export default defineClaims(
  PAGE,
  [
    ...claims,
    ...claimsAdded,
    {
      quote: 'before it stores `this.project`, so the warning throws and `updateSource` stops before the player',
      claim: 'on the first load the warning throws a TypeError and the element never becomes ready',
      check: checkOf(claimsAdded, 'never leaves its loading state,'),
    },
    {
      quote: "renders use the project's value.",
      claim: "the editor's Player and the Renderer give scenes the project's variables",
      check: checkOf(projectVariables.claims, 'accepts a `variables` object with default values. The editor, the'),
    },
    {
      quote: '`bootstrap` (`packages/core/src/app/bootstrap.ts`) merges the results into `resolvedConfig`, then builds',
      claim: "bootstrap calls the settings hook but the project keeps the original config's values",
      check: checkOf(claimsAdded, "Settings returned from a plugin's `settings` hook never reach the project."),
    },
    {
      quote: 'starts each task as a child of the thread it runs in and',
      claim: 'any cancels nothing: after it returns under yield*, the other task runs to its end',
      check: checkOf(claims, 'After `yield* any(a, b)` returns, the task that did not finish keeps running'),
    },
    {
      quote: "Under `yield*` in the scene's generator, that thread is the scene's",
      claim: 'under yield* in the main thread, the task any did not wait for goes on',
      check: checkOf(claims, 'After `yield* any(a, b)` returns, the task that did not finish keeps running'),
    },
    {
      quote: '`SignalContext.tween` replaces `DEFAULT` with the',
      claim: "a compound's initial value is undefined and an undefined vector parses as (0, 0)",
      check: checkOf(claimsAdded, 'lives in its parts, `x` and `y`; the compound itself has none.'),
    },
  ],
  {
    unclaimed: [
      {
        quote: 'saves another moment than the playhead shows',
        reason: "about the editor's Save snapshot button and playhead; the frame it saves is checked below",
      },
      {
        quote:
          "the warning goes to the project's logger, which the built player never prints (only a development build",
        reason:
          "which builds subscribe a console to the logger is the player's build setup, not in the installed package",
      },
      {
        quote: 'the bundler reports that `@canvas-commons/core` cannot be',
        reason: 'needs npm and a bundler resolving a fresh install; the package.json cause is checked',
      },
      {
        quote: '(`packages/2d/src/lib/components/Camera.ts`),',
        reason: "the cause's coordinate systems; the resulting offset is checked on the symptom",
      },
      {
        quote: 'A shader that reads `frame` always gets `0`.',
        reason: 'needs WebGL to run a shader; the wrong uniform call is checked in the built code',
      },
      {
        quote: 'sounds added with `sound()` play late; the',
        reason: 'about the FFmpeg exporter, which is not installed here',
      },
      {
        quote: "The FFmpeg exporter shifts the project's audio by the range's start",
        reason: 'about the FFmpeg exporter, which is not installed here',
      },
      {
        quote:
          "A plugin's `config` hook that returns another `output` or `projects` changes nothing but what later hooks",
        reason: 'about the Vite plugin, which is not installed here',
      },
      {
        quote: 'creates the exporter, editor and project parts from the configuration',
        reason: 'about the Vite plugin, which is not installed here',
      },
    ],
  },
);
