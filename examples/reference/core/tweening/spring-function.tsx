import {Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {
  createRef,
  PlopSpring,
  SmoothSpring,
  spring,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ball = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Rect x={400} width={8} height={240} fill="#555555" />
      <Circle ref={ball} x={-400} size={120} fill="#e6a700" />
      <Txt ref={label} y={200} fontSize={56} fill="#ffffff" />
    </>,
  );

  // No duration: spring() runs until x is within 1 px of 400 and at rest, overshooting on the way.
  yield* spring(PlopSpring, -400, 400, 1, (x) => {
    ball().x(x);
    label().text(`x = ${x.toFixed(0)}`);
  });
  // A stiffer, better damped spring brings it back with hardly any overshoot.
  yield* spring(SmoothSpring, 400, -400, 1, (x) => {
    ball().x(x);
    label().text(`x = ${x.toFixed(0)}`);
  });
});
