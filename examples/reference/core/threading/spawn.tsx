import {Circle, makeScene2D, Rect} from '@canvas-commons/2d';
import {createRef, linear, spawn} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const square = createRef<Rect>();
  const ball = createRef<Circle>();
  view.add(
    <>
      <Rect ref={square} y={-220} size={160} radius={16} fill="#3f82d6" />
      <Circle ref={ball} x={-400} y={180} size={110} fill="#e6a700" />
    </>,
  );

  // spawn() hands the generator function to the scene's main thread and returns at once:
  // it runs in the background from the next frame on.
  spawn(function* () {
    yield* square().rotation(360, 2, linear);
    yield* square().fill('#5fb360', 0.5);
  });
  // So the ball moves during the spin instead of after it.
  yield* ball().x(400, 1.5).to(-400, 1.5);
});
