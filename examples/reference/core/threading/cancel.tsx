import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {cancel, createRef, linear, spawn, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ball = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Txt
        ref={label}
        y={-250}
        fontSize={56}
        fill="#ffffff"
        text="moving for 4 s..."
      />
      <Circle ref={ball} x={-600} size={130} fill="#3f82d6" />
    </>,
  );

  const move = spawn(ball().x(600, 4, linear));
  // The wait also lets the task start: cancel() in the same frame as spawn() finds nothing.
  yield* waitFor(2);
  // A plain call, no yield*: the move stops where it is, halfway.
  cancel(move);
  label().text('cancel(move) at 2 s');
  yield* ball().fill('#e0524c', 0.5);
  yield* waitFor(1);
});
