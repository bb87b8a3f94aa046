import {Circle, makeScene2D} from '@canvas-commons/2d';
import {Color, Random, useRandom, useScene, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {checkOf, defineClaims, type Claim} from '../claim';
import {pageExample, runScene, sampleScene} from '../harness';

const PAGE = 'docs/advanced/random-values.mdx';

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

/** The page's starfield with `seed`: each star's position, size and fill, and the stars in the order they twinkle. */
async function starfield(seed: number) {
  const positions: Array<[number, number]> = [];
  const sizes: number[] = [];
  const fills: string[] = [];
  const twinkled: number[] = [];
  await sampleScene(
    pageExample(PAGE, 'src/scenes/starfield.tsx'),
    (view) => {
      const stars = view.children() as Circle[];
      if (stars.length === 0) return;
      if (positions.length === 0) {
        for (const star of stars) {
          positions.push([star.x(), star.y()]);
          sizes.push(star.width.context.getter() as number);
          fills.push(new Color(star.fill() as Color).hex());
        }
      }
      stars.forEach((star, index) => {
        if (star.opacity() > 0.99 && !twinkled.includes(index)) twinkled.push(index);
      });
    },
    {seed},
  );
  return {positions, sizes, fills, twinkled};
}

const claims: Claim[] = [
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
  {
    quote: 'asks for values in the same order, each run sees the same values.',
    claim: 'two runs that draw in the same order see the same values; drawing in another order changes them',
    check: async () => {
      const draw = async (floatFirst: boolean) => {
        let values: number[] = [];
        await runScene(
          function* () {
            const random = useRandom();
            values = floatFirst
              ? [random.nextFloat(), random.nextInt(0, 1000)]
              : [random.nextInt(0, 1000), random.nextFloat()];
            yield;
          },
          {seed: 77},
        );
        return floatFirst ? values : [values[1], values[0]];
      };
      expect(await draw(true)).toEqual(await draw(true));
      expect(await draw(false)).not.toEqual(await draw(true));
    },
  },
  {
    quote: 'Call `useRandom()` without arguments to get the generator that belongs to the current scene:',
    claim: "useRandom() is the scene's own generator, the same object on every call, seeded with the scene seed",
    check: async () => {
      let same = false;
      let values: number[] = [];
      await runScene(
        function* () {
          same = useRandom() === useScene().random && useRandom() === useRandom();
          values = useRandom().intArray(3, 0, 1000);
          yield;
        },
        {seed: 31},
      );
      expect(same).toBe(true);
      expect(values).toEqual(new Random(31).intArray(3, 0, 1000));
    },
  },
  {
    quote: 'random when the metadata is first created and saved from then on.',
    claim: 'a scene description made without a .meta seed gets a random integer seed of its own',
    check: () => {
      const seeds = [0, 1, 2, 3].map(() => makeScene2D(function* () {}).meta.seed.get());
      for (const seed of seeds) {
        expect(Number.isInteger(seed)).toBe(true);
        expect(seed).toBeGreaterThanOrEqual(0);
        expect(seed).toBeLessThan(2 ** 32);
      }
      expect(new Set(seeds).size).toBe(seeds.length);
    },
  },
  {
    quote: "To get a different arrangement, change the `seed` value in the scene's `.meta` file. Any integer works.",
    claim: 'other seeds, negative and large ones included, give other, valid sequences',
    check: async () => {
      const seeds = [0, 1, -5, 123456789, 4_000_000_000];
      const sequences = await Promise.all(seeds.map((seed) => sceneValues(seed)));
      for (const values of sequences) {
        for (const value of values) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1_000_000);
        }
      }
      expect(new Set(sequences.map((values) => values.join())).size).toBe(seeds.length);
    },
  },
  {
    quote: 'All methods draw the next number(s) from the sequence, so each call changes what later calls return.',
    claim:
      'every method advances the sequence, except a gauss call that follows one which drew: it returns the kept value',
    check: () => {
      const calls: Array<(random: Random) => unknown> = [
        (random) => random.nextFloat(),
        (random) => random.nextInt(),
        (random) => random.gauss(),
        (random) => random.floatArray(2),
        (random) => random.intArray(2),
        (random) => random.spawn(),
      ];
      const next = (random: Random) => random.nextFloat();
      const untouched = next(new Random(5));
      for (const call of calls) {
        const random = new Random(5);
        call(random);
        expect(next(random)).not.toBe(untouched);
      }
      // gauss: the first call draws two numbers, the second none.
      const reference = new Random(5);
      reference.nextFloat();
      reference.nextFloat();
      const third = next(reference);
      const once = new Random(5);
      once.gauss();
      expect(next(once)).toBe(third);
      const twice = new Random(5);
      twice.gauss();
      twice.gauss();
      expect(next(twice)).toBe(third);
    },
  },
  {
    quote: '| `nextFloat(from = 0, to = 1)`  | A float in the range `from` to `to`.',
    claim: 'nextFloat gives floats within [from, to), and within [0, 1) by default',
    check: () => {
      const random = new Random(3);
      const defaults = Array.from({length: 2000}, () => random.nextFloat());
      const ranged = Array.from({length: 2000}, () => random.nextFloat(-500, 500));
      expect(Math.min(...defaults)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...defaults)).toBeLessThan(1);
      expect(Math.max(...defaults)).toBeGreaterThan(0.99);
      expect(defaults.some((value) => !Number.isInteger(value))).toBe(true);
      expect(Math.min(...ranged)).toBeGreaterThanOrEqual(-500);
      expect(Math.min(...ranged)).toBeLessThan(-490);
      expect(Math.max(...ranged)).toBeLessThan(500);
      expect(Math.max(...ranged)).toBeGreaterThan(490);
    },
  },
  {
    quote: '| `nextInt(from = 0, to = 2³²)`  | An integer from `from` (inclusive) to `to` (exclusive).',
    claim: 'nextInt gives integers from `from` up to but not including `to`; by default up to 2^32',
    check: () => {
      const random = new Random(4);
      const small = Array.from({length: 2000}, () => random.nextInt(3, 7));
      expect(new Set(small)).toEqual(new Set([3, 4, 5, 6]));
      const wide = Array.from({length: 2000}, () => random.nextInt());
      expect(wide.every((value) => Number.isInteger(value) && value >= 0 && value < 2 ** 32)).toBe(true);
      expect(Math.max(...wide)).toBeGreaterThan(2 ** 32 * 0.99);
    },
  },
  {
    quote:
      '| `gauss(mean = 0, stdev = 1)`   | A float from a normal (Gaussian) distribution: values cluster around `mean`.',
    claim: 'gauss values centre on the mean, with the spread of the stdev; by default 0 and 1',
    check: () => {
      const random = new Random(6);
      const stats = (values: number[]) => {
        const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
        const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
        return {mean, stdev: Math.sqrt(variance)};
      };
      const defaults = stats(Array.from({length: 20000}, () => random.gauss()));
      expect(defaults.mean).toBeCloseTo(0, 1);
      expect(defaults.stdev).toBeCloseTo(1, 1);
      const shifted = stats(Array.from({length: 20000}, () => random.gauss(6, 3)));
      expect(shifted.mean).toBeCloseTo(6, 1);
      expect(Math.abs(shifted.stdev - 3)).toBeLessThan(0.1);
    },
  },
  {
    quote:
      '| `floatArray(size, from, to)`   | An array of `size` floats, as if calling `nextFloat(from, to)` `size` times.',
    claim: 'floatArray equals size calls of nextFloat on the same generator',
    check: () => {
      const calls = new Random(8);
      expect(new Random(8).floatArray(6, -2, 2)).toEqual(Array.from({length: 6}, () => calls.nextFloat(-2, 2)));
    },
  },
  {
    quote:
      '| `intArray(size, from, to)`     | An array of `size` integers, as if calling `nextInt(from, to)` `size` times.',
    claim: 'intArray equals size calls of nextInt on the same generator',
    check: () => {
      const calls = new Random(8);
      expect(new Random(8).intArray(6, 0, 50)).toEqual(Array.from({length: 6}, () => calls.nextInt(0, 50)));
    },
  },
  {
    quote: 'A new, independent generator whose seed is taken from this one.',
    claim: 'spawn() returns a Random seeded with the next value of this one',
    check: () => {
      const child = new Random(11).spawn();
      expect(child).toBeInstanceOf(Random);
      expect(child.intArray(4, 0, 1000)).toEqual(new Random(new Random(11).nextInt()).intArray(4, 0, 1000));
    },
  },
  {
    quote: '`nextInt` excludes its upper bound, which makes it convenient for picking an element of an array:',
    claim: 'palette[nextInt(0, palette.length)] always picks an element, and every element can come up',
    check: () => {
      const palette = ['a', 'b', 'c', 'd'];
      const random = new Random(12);
      const picks = Array.from({length: 500}, () => palette[random.nextInt(0, palette.length)]);
      expect(picks).not.toContain(undefined);
      expect(new Set(picks).size).toBe(palette.length);
    },
  },
  {
    quote: 'About two thirds of the results fall within one `stdev` of the mean.',
    claim: 'about 68 % of gauss(mean, stdev) values are within one stdev of the mean',
    check: () => {
      const random = new Random(13);
      const values = Array.from({length: 20000}, () => random.gauss(10, 2));
      const within = values.filter((value) => Math.abs(value - 10) <= 2).length / values.length;
      expect(within).toBeGreaterThan(0.64);
      expect(within).toBeLessThan(0.72);
    },
  },
  {
    quote: 'Positions are spread uniformly over the frame, sizes follow a normal',
    claim:
      'the starfield has 120 circles spread over the frame, sizes of at least 2 around 6, fills from the palette, and the same sky for the same seed only',
    check: async () => {
      const sky1 = await starfield(5);
      const again = await starfield(5);
      const sky2 = await starfield(6);
      expect(sky1).toEqual(again);
      expect(sky2.positions).not.toEqual(sky1.positions);
      expect(sky1.positions).toHaveLength(120);
      const xs = sky1.positions.map(([x]) => x);
      const ys = sky1.positions.map(([, y]) => y);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(-940);
      expect(Math.max(...xs)).toBeLessThan(940);
      expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(1500);
      expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(850);
      expect(Math.min(...sky1.sizes)).toBeGreaterThanOrEqual(2);
      const mean = sky1.sizes.reduce((sum, size) => sum + size, 0) / sky1.sizes.length;
      expect(mean).toBeGreaterThan(5);
      expect(mean).toBeLessThan(8);
      expect(new Set(sky1.fills)).toEqual(new Set(['#ffffff', '#ffe9c4', '#d4e6ff', '#ffd1dc']));
      // The twinkles: some stars reach full opacity, in an order that changes with the seed.
      expect(sky1.twinkled.length).toBeGreaterThan(5);
      expect(sky2.twinkled).not.toEqual(sky1.twinkled);
    },
  },
  {
    quote: '`useRandom(seed)` creates a new generator from a seed you choose:',
    claim: 'useRandom(seed) returns a new Random, not the scene one, with the sequence of that seed',
    check: async () => {
      let fresh = false;
      let values: number[] = [];
      await runScene(
        function* () {
          const jitter = useRandom(42);
          fresh = jitter !== useRandom() && jitter !== useRandom(42);
          values = jitter.floatArray(10, -8, 8);
          yield;
        },
        {seed: 3},
      );
      expect(fresh).toBe(true);
      expect(values).toEqual(new Random(42).floatArray(10, -8, 8));
    },
  },
  {
    quote: 'It takes a second argument, `fixed`, which defaults to `true`:',
    claim: 'useRandom(42) gives what useRandom(42, true) gives, not what useRandom(42, false) gives',
    check: async () => {
      let values: number[][] = [];
      await runScene(
        function* () {
          values = [useRandom(42), useRandom(42, true), useRandom(42, false)].map((random) =>
            random.intArray(5, 0, 1000),
          );
          yield;
        },
        {seed: 9},
      );
      expect(values[0]).toEqual(values[1]);
      expect(values[0]).not.toEqual(values[2]);
    },
  },
  {
    quote: 'repeatedly, for example inside a loop or a property function, returns the same first value over and over.',
    claim: 'useRandom(seed) called in a loop or in a property function returns the same value each time',
    check: async () => {
      let looped: number[] = [];
      let fromProperty: number[] = [];
      await runScene(function* (view) {
        looped = [0, 1, 2, 3].map(() => useRandom(42).nextFloat(0, 100));
        const circle = new Circle({x: () => useRandom(42).nextFloat(0, 100)});
        view.add(circle);
        const values = [circle.x()];
        circle.y(10);
        circle.x(() => useRandom(42).nextFloat(0, 100));
        values.push(circle.x());
        fromProperty = values;
        yield;
      });
      expect(new Set(looped).size).toBe(1);
      expect(fromProperty).toEqual([looped[0], looped[0]]);
      // A kept generator, by contrast, moves on.
      const kept = useRandom(42);
      expect(kept.nextFloat(0, 100)).not.toBe(kept.nextFloat(0, 100));
    },
  },
  {
    quote:
      'You can also construct a generator directly with `new Random(seed)`; it behaves like `useRandom(seed, true)`.',
    claim: 'new Random(seed) gives the sequence of useRandom(seed, true) in a scene',
    check: async () => {
      let values: number[] = [];
      await runScene(
        function* () {
          values = useRandom(42, true).intArray(8, 0, 1000);
          yield;
        },
        {seed: 17},
      );
      expect(new Random(42).intArray(8, 0, 1000)).toEqual(values);
    },
  },
  {
    quote: 'dots now consume more values, and the highlighted dot changes, even though you never touched that part of',
    claim: 'with one generator, adding a rotation per dot changes which dot is picked afterwards (for most seeds)',
    check: () => {
      const highlight = (seed: number, rotate: boolean) => {
        const random = new Random(seed);
        for (let dot = 0; dot < 20; dot++) {
          random.nextFloat(-900, 900);
          random.nextFloat(-500, 500);
          if (rotate) random.nextFloat(0, 360);
        }
        return random.nextInt(0, 20);
      };
      const seeds = Array.from({length: 40}, (_, index) => index + 1);
      const changed = seeds.filter((seed) => highlight(seed, false) !== highlight(seed, true)).length;
      expect(changed).toBeGreaterThan(30);
    },
  },
  {
    quote:
      'drawn from `layout` no longer shift those drawn from `motion`, as long as the `spawn()` calls themselves stay in',
    claim: 'draws from one spawned generator leave the other unchanged, while swapping the spawn calls changes them',
    check: () => {
      const motionValues = (layoutDraws: number, swap = false) => {
        const random = new Random(21);
        let layout = random.spawn();
        let motion = random.spawn();
        if (swap) [layout, motion] = [motion, layout];
        layout.floatArray(layoutDraws);
        return motion.intArray(5, 0, 1000);
      };
      expect(motionValues(40)).toEqual(motionValues(0));
      expect(motionValues(3, true)).not.toEqual(motionValues(3));
    },
  },
  {
    quote: 'A generator from `useRandom(seed)` with a distinct seed for each purpose achieves the same.',
    claim: 'generators from distinct seeds do not shift each other, and their sequences differ',
    check: () => {
      const motion = (layoutDraws: number) => {
        const layout = useRandom(1);
        const timing = useRandom(2);
        layout.floatArray(layoutDraws);
        return timing.intArray(5, 0, 1000);
      };
      expect(motion(40)).toEqual(motion(0));
      expect(useRandom(1).intArray(5, 0, 1000)).not.toEqual(motion(0));
    },
  },
  {
    quote: "are safe too: the scene's duration",
    claim: 'a scene that waits random times lasts the same on every run with a seed, and differently with another seed',
    check: async () => {
      const length = async (seed: number) =>
        (
          await runScene(
            function* () {
              const random = useRandom();
              for (let index = 0; index < 5; index++) yield* waitFor(random.nextFloat(0.2, 0.6));
            },
            {seed},
          )
        ).frames;
      const first = await length(100);
      expect(await length(100)).toBe(first);
      expect(first).toBeGreaterThanOrEqual(60);
      expect(first).toBeLessThanOrEqual(180);
      expect(await length(200)).not.toBe(first);
    },
  },
  {
    quote:
      '- durations that depend on random values change the length of the scene, which moves everything after them.',
    claim: 'a scene that waits Math.random() times has a different length from run to run',
    check: async () => {
      const lengths = [];
      for (let run = 0; run < 3; run++) {
        lengths.push(
          (
            await runScene(function* () {
              yield* waitFor(Math.random() * 10);
            })
          ).frames,
        );
      }
      expect(new Set(lengths).size).toBeGreaterThan(1);
    },
  },
];

const summary: Claim[] = [
  {
    quote: "- Never use `Math.random()` in scenes; use `useRandom()` for values that follow the scene's seed.",
    claim: "recap: Math.random() changes a scene's length from run to run; useRandom() follows the scene seed",
    check: async () => {
      await checkOf(
        claims,
        '- durations that depend on random values change the length of the scene, which moves everything after them.',
      )();
      await checkOf(claims, 'so the sequence starts over and the scene looks identical on every run')();
    },
  },
  {
    quote: "- Change the `seed` in the scene's `.meta` file to get a different but still reproducible result.",
    claim: 'recap: another seed gives other values, the same on every run',
    check: checkOf(claims, 'so the sequence starts over and the scene looks identical on every run'),
  },
  {
    quote:
      '- Use `useRandom(seed)` for patterns that must be identical everywhere, and `useRandom(seed, false)` for sequences that',
    claim: 'recap: useRandom(seed) ignores the scene seed, useRandom(seed, false) follows it',
    check: async () => {
      await checkOf(claims, '- `useRandom(42)` or `useRandom(42, true)`: the sequence depends only on `42`.')();
      await checkOf(claims, "- `useRandom(42, false)`: the seed is combined with the scene's own seed.")();
    },
  },
  {
    quote: '- Use `spawn()` or separate seeds so that unrelated random decisions do not affect each other.',
    claim: 'recap: spawned generators and generators with their own seeds do not shift each other',
    check: async () => {
      await checkOf(
        claims,
        'drawn from `layout` no longer shift those drawn from `motion`, as long as the `spawn()` calls themselves stay in',
      )();
      await checkOf(
        claims,
        'A generator from `useRandom(seed)` with a distinct seed for each purpose achieves the same.',
      )();
    },
  },
];

export default defineClaims(PAGE, [...claims, ...summary], {
  unclaimed: [
    {
      quote: 'The editor runs the scene generator from the beginning whenever it',
      reason: "about when the editor's player and renderer reset a scene: needs the editor",
    },
    {
      quote: '- shapes jump to new positions each time you scrub the timeline,',
      reason: "about scrubbing in the editor's timeline: needs the editor UI",
    },
    {
      quote: '- the preview you approved is not what the renderer produces,',
      reason: "compares the editor's preview with a render: needs the editor and its renderer",
    },
    {
      quote: 'Each scene has a seed stored in its metadata, the `.meta` file kept next to the scene file.',
      reason: 'about the .meta file on disk, which the Vite plugin reads and writes',
    },
    {
      quote: 'To experiment with a seeded generator, change the code in the [Random playground]',
      reason: "about this site's playground page, which runs in a browser",
    },
  ],
});
