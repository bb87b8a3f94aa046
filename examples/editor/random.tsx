import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {all, createRefArray, range, useRandom, waitFor} from '@canvas-commons/core';

const PALETTE = ['#ff6b6b', '#feca57', '#48dbfb', '#1dd1a1', '#c8a2ff'];

export default makeScene2D(function* (view) {
  view.fill('#101820');

  // The same seed gives the same values on every run and every render.
  // Change it (or use `useRandom()` for a seed chosen per scene) to get another pattern.
  const random = useRandom(2025);
  const bubbles = createRefArray<Circle>();

  view.add(
    <>
      {range(36).map(() => (
        <Circle
          ref={bubbles}
          x={random.nextInt(-860, 860)}
          y={random.nextInt(-420, 420)}
          size={random.nextInt(30, 140)}
          fill={PALETTE[random.nextInt(0, PALETTE.length)]}
          opacity={0}
          scale={0}
        />
      ))}
      <Txt y={460} fontSize={40} fill={'#e6edf3'} text={'useRandom(2025)'} />
    </>,
  );

  // Each bubble appears after its own random delay.
  yield* all(
    ...bubbles.map((bubble) => {
      const delay = random.nextFloat(0, 0.8);
      return all(bubble.opacity(0.9, 0.3 + delay), bubble.scale(1, 0.3 + delay));
    }),
  );

  // Gaussian steps: most bubbles move a little, a few move far.
  yield* all(
    ...bubbles.map((bubble) =>
      bubble.position([bubble.x() + random.gauss(0, 120), bubble.y() + random.gauss(0, 80)], 1.2),
    ),
  );
  yield* waitFor(0.5);
  yield* all(...bubbles.map((bubble) => bubble.scale(0, 0.4 + random.nextFloat(0, 0.4))));
});
