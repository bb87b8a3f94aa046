import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ball = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Txt ref={label} y={-300} fontSize={56} fill="#ffffff" text="moving" />
      <Circle ref={ball} x={-500} size={130} fill="#3f82d6" />
    </>,
  );

  yield* ball().x(0, 1);
  // Nothing moves for 1.5 s, then the next line runs.
  label().text('waitFor(1.5)');
  yield* waitFor(1.5);
  label().text('moving');
  yield* ball().x(500, 1);
  // The optional second argument is a task played once the wait is over.
  label().text('waitFor(1, ...)');
  yield* waitFor(1, ball().fill('#e6a700', 0.5));
});
