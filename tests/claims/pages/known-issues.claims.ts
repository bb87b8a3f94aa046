import {Node, Rect} from '@canvas-commons/2d';
import {
  DEFAULT,
  Vector2,
  all,
  any,
  createSignal,
  easeInBounce,
  easeInOutBounce,
  easeOutBounce,
  linear,
  loopFor,
  map,
  waitFor,
} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {runScene, runThreads, sceneVariables, snapshotFrames} from '../harness';

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

export default defineClaims('docs/known-issues.mdx', [
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
    claim: 'tweening scale.x and scale.y to DEFAULT ends at (1, 1)',
    check: async () => {
      expect((await propertiesBackToDefault()).partsScale).toEqual([1, 1]);
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
    claim: 'Vector2.arcLerp with its default ratio gives NaN for a move to the right',
    check: () => {
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
]);
