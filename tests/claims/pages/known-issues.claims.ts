import {Vector2, any, createSignal, linear, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {runThreads, sceneVariables, snapshotFrames} from '../harness';

export default defineClaims('docs/known-issues.mdx', [
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
