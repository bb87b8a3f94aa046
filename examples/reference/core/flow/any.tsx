import {Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {any, createRef, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const circle = createRef<Circle>();
  const square = createRef<Rect>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Txt
        ref={label}
        y={-300}
        fontSize={56}
        fill="#ffffff"
        text="any() is waiting"
      />
      <Circle ref={circle} x={-500} y={-80} size={120} fill="#e0524c" />
      <Rect ref={square} x={-500} y={120} size={120} fill="#3f82d6" />
    </>,
  );

  // any() returns as soon as the first task ends: the red circle, after 1 s.
  yield* any(circle().x(500, 1), square().x(500, 3));
  label().text('any() returned at 1 s');
  // It stops nothing: the blue square carries on until it arrives at 3 s.
  yield* waitFor(3);
});
