import {Random, useRandom, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {runScene} from '../harness';

/** The first values of the scene's generator (`useRandom()`) in one run of a scene with `seed`. */
async function sceneValues(seed: number, count = 5): Promise<number[]> {
  let values: number[] = [];
  await runScene(
    function* () {
      const random = useRandom();
      values = Array.from({length: count}, () => random.nextInt(0, 1_000_000));
      yield* waitFor(0.1);
    },
    {seed},
  );
  return values;
}

export default defineClaims('docs/advanced/random-values.mdx', [
  {
    quote: 'A seeded generator produces the same sequence of numbers every time it starts from the same seed.',
    claim: 'two generators with the same seed give the same sequence',
    check: () => {
      const a = new Random(7);
      const b = new Random(7);
      expect(a.intArray(10, 0, 100)).toEqual(b.intArray(10, 0, 100));
    },
  },
  {
    quote: 'so the sequence starts over and the scene looks identical on every run',
    claim: 'useRandom() gives the same values on every run of a scene with the same seed',
    check: async () => {
      const first = await sceneValues(1234);
      const second = await sceneValues(1234);
      expect(first).toEqual(second);
      expect(await sceneValues(4321)).not.toEqual(first);
    },
  },
  {
    quote: '- `useRandom(42)` or `useRandom(42, true)`: the sequence depends only on `42`.',
    claim: 'useRandom(42) gives the same numbers in scenes with different seeds',
    check: async () => {
      const inScene = async (seed: number) => {
        let values: number[] = [];
        await runScene(
          function* () {
            values = useRandom(42).intArray(5, 0, 1000);
            yield;
          },
          {seed},
        );
        return values;
      };
      expect(await inScene(1)).toEqual(await inScene(2));
      expect(await inScene(1)).toEqual(new Random(42).intArray(5, 0, 1000));
    },
  },
  {
    quote: "- `useRandom(42, false)`: the seed is combined with the scene's own seed.",
    claim: 'useRandom(42, false) changes with the scene seed',
    check: async () => {
      const inScene = async (seed: number) => {
        let values: number[] = [];
        await runScene(
          function* () {
            values = useRandom(42, false).intArray(5, 0, 1000);
            yield;
          },
          {seed},
        );
        return values;
      };
      expect(await inScene(1)).toEqual(await inScene(1));
      expect(await inScene(1)).not.toEqual(await inScene(2));
    },
  },
  {
    quote: 'Every call to `useRandom(seed)` creates a new generator that starts from the beginning of its sequence.',
    claim: 'each useRandom(seed) call starts over, so repeated calls repeat the first value',
    check: () => {
      const firsts = [0, 1, 2].map(() => useRandom(42).nextFloat());
      expect(new Set(firsts).size).toBe(1);
    },
  },
  {
    quote: '`spawn()` takes one value from the parent to seed the child and returns a generator with its own sequence.',
    claim: 'spawn() consumes one value of the parent and seeds the child with it',
    check: () => {
      const parent = new Random(9);
      const child = parent.spawn();
      const reference = new Random(9);
      const seed = reference.nextInt();
      expect(child.nextInt(0, 1000)).toBe(new Random(seed).nextInt(0, 1000));
      expect(parent.nextInt(0, 1000)).toBe(reference.nextInt(0, 1000));
    },
  },
]);
