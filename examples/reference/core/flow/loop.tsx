import {Circle, makeScene2D, Rect} from '@canvas-commons/2d';
import {
  createRef,
  createRefArray,
  linear,
  loop,
  range,
  waitFor,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const square = createRef<Rect>();
  const dots = createRefArray<Circle>();
  view.add(
    <>
      <Rect ref={square} y={-250} size={140} radius={16} fill="#3f82d6" />
      {range(3).map((i) => (
        <Circle
          ref={dots}
          x={(i - 1) * 250}
          y={150}
          size={120}
          fill="#e6a700"
        />
      ))}
    </>,
  );

  // Without a count, loop() never ends: start it in the background with yield (no star).
  yield loop(() => square().rotation(0).rotation(90, 0.5, linear));
  // With a count, it runs the factory that many times, one after another; i is 0, 1, 2.
  yield* loop(3, (i) => dots[i].y(-20, 0.4).to(150, 0.4));
  yield* loop(3, (i) => dots[2 - i].scale(1.3, 0.2).to(1, 0.2));
  yield* waitFor(0.5);
});
