import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef, loopFor, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const heart = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Circle ref={heart} size={240} fill="#e0524c" />
      <Txt ref={label} y={-300} fontSize={56} fill="#ffffff" />
    </>,
  );

  // Repeats the 0.5 s beat until 3 s have passed: 6 iterations, i counting from 0.
  // An iteration still running when the time is up is allowed to finish.
  yield* loopFor(3, (i) => {
    label().text(`iteration ${i}`);
    return heart().scale(1.3, 0.2).to(1, 0.3);
  });
  label().text('loopFor(3, ...) is over');
  yield* heart().fill('#5fb360', 0.5);
  yield* waitFor(1);
});
