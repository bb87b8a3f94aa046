import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {
  all,
  createRef,
  createRefArray,
  range,
  useRandom,
  waitFor,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  // A generator with a fixed seed: every replay and every render draws the same numbers.
  // useRandom() without a seed returns the scene's own generator instead.
  const random = useRandom(42);
  const dots = createRefArray<Circle>();
  const roll = createRef<Txt>();
  view.add(
    <>
      {range(6).map((i) => (
        <Circle ref={dots} x={-500 + i * 200} size={120} fill="#444444" />
      ))}
      <Txt ref={roll} y={-220} fontSize={56} fill="#ffffff" />
    </>,
  );

  for (let turn = 0; turn < 5; turn++) {
    const value = random.nextInt(1, 7); // 1 to 6: the upper bound is excluded
    roll().text(`random.nextInt(1, 7) → ${value}`);
    yield* all(
      ...dots.map((dot, i) => dot.fill(i < value ? '#e6a700' : '#444444', 0.3)),
    );
    yield* waitFor(0.9);
  }
});
