import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {
  createRef,
  createRefArray,
  every,
  range,
  waitFor,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const dots = createRefArray<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Txt ref={label} y={-200} fontSize={64} fill="#ffffff" />
      {range(9).map((i) => (
        <Circle ref={dots} x={(i - 4) * 150} size={90} fill="#444444" />
      ))}
    </>,
  );

  // The callback runs at once with tick 0, then every 0.5 s with 1, 2, 3...
  // (the interval is counted in whole frames, rounded up).
  const timer = every(0.5, (tick) => {
    label().text(`tick ${tick}`);
    if (tick < dots.length) dots[tick].fill('#e6a700');
  });
  // every() only makes the timer: start its runner in the background with yield (no star).
  yield timer.runner;
  yield* waitFor(4.5);
});
