import {Circle, makeScene2D, Rect} from '@canvas-commons/2d';
import {all, createRef, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const circle = createRef<Circle>();
  const square = createRef<Rect>();
  view.add(
    <>
      <Circle ref={circle} x={-300} size={120} fill="#e0524c" />
      <Rect ref={square} x={300} size={120} fill="#3f82d6" />
    </>,
  );

  // Both moves start together; all() returns when the longer one (2 s) ends.
  yield* all(circle().y(-150, 1), square().y(150, 2));
  yield* waitFor(0.5);
  yield* all(circle().y(0, 0.5), square().y(0, 0.5));
});
