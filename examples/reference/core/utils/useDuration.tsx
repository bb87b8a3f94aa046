import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef, useDuration, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ball = createRef<Circle>();
  const info = createRef<Txt>();
  view.add(
    <>
      <Circle ref={ball} x={-500} size={120} fill="#e6a700" />
      <Txt ref={info} y={-220} fontSize={56} fill="#ffffff" text="waiting..." />
    </>,
  );
  yield* waitFor(1);

  // Registers a time event named 'roll' here and returns its length in seconds.
  // A new event lasts 0 s, so the ball jumps; in the editor, drag the 'roll' marker to slow the move down.
  const duration = useDuration('roll');
  info().text(`useDuration('roll') = ${duration} s`);
  yield* ball().x(500, duration);
  yield* waitFor(1.5);
});
