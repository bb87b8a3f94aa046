import {Circle} from '@canvas-commons/2d';
import {createRef, createSignal, waitFor} from '@canvas-commons/core';
import {expect} from 'vitest';

import {defineClaims} from '../claim';
import {inspectScene, runScene, sampleScene} from '../harness';

export default defineClaims('docs/javascript.mdx', [
  {
    quote: '- `yield` pauses the scene until the next frame.',
    claim: 'each bare yield in a scene lasts one frame',
    check: async () => {
      const three = await runScene(function* () {
        yield;
        yield;
        yield;
      });
      const six = await runScene(function* () {
        for (let i = 0; i < 6; i++) yield;
      });
      expect(six.frames - three.frames).toBe(3);
    },
  },
  {
    quote: '`yield* radius(200, 1)` takes one second',
    claim: 'yield* plays a one-second tween to its end before the next line starts',
    check: async () => {
      const circle = createRef<Circle>();
      const radius = createSignal(100);
      const {samples} = await sampleScene(
        function* (view) {
          // What `ref={circle}` does once JSX has created the node.
          circle(new Circle({size: () => radius() * 2}));
          view.add(circle());
          yield* radius(200, 1);
          yield* circle().x(-400, 1);
        },
        () => ({radius: radius(), x: circle()?.x() ?? 0}),
      );
      const before = samples.filter((sample) => sample.time < 0.99);
      expect(before.length).toBeGreaterThan(30);
      expect(before.every((sample) => sample.value.x === 0)).toBe(true);
      expect(before.at(-1)?.value.radius).toBeGreaterThan(199);
      expect(samples.at(-1)?.value.x).toBeCloseTo(-400, 0);
    },
  },
  {
    quote: 'An animation that is made but not given to `yield*` never plays.',
    claim: 'a tween that is created but never yielded does not change the property, and the scene does not wait for it',
    check: async () => {
      let x = NaN;
      const run = await runScene(function* (view) {
        const circle = new Circle({size: 200});
        view.add(circle);
        circle.x(-400, 1);
        yield* waitFor(0.5);
        x = circle.x();
      });
      expect(x).toBe(0);
      expect(run.seconds).toBeLessThan(0.6);
    },
  },
  {
    quote: 'has run, `circle()` returns `undefined`',
    claim: 'a reference returns undefined until the node fills it in, and the node afterwards; it has no x of its own',
    check: () =>
      inspectScene((view) => {
        const circle = createRef<Circle>();
        expect(circle()).toBeUndefined();
        expect((circle as unknown as Record<string, unknown>).x).toBeUndefined();
        // What `ref={circle}` does once JSX has created the node.
        circle(new Circle({}));
        view.add(circle());
        expect(circle()).toBeInstanceOf(Circle);
      }),
  },
  {
    quote: 'the library calls it again whenever `radius` changes, so the size follows the radius',
    claim: 'a prop given an arrow function follows the signals it reads',
    check: () =>
      inspectScene((view) => {
        const radius = createSignal(100);
        // The page's own prop. The inert DOM of the harness lays nothing out, so the check reads the size the prop
        // asks for (what layout then gives the circle), not a measured one.
        const circle = new Circle({size: () => radius() * 2});
        view.add(circle);
        // `desiredSize` is protected: it is what `size` asks layout for, readable without a laid-out DOM.
        const asked = () => (circle as unknown as {desiredSize(): {x: number; y: number}}).desiredSize();
        expect(asked()).toEqual({x: 200, y: 200});
        radius(150);
        expect(asked()).toEqual({x: 300, y: 300});
      }),
  },
]);
