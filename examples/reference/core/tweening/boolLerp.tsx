import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {all, boolLerp, createRef, linear} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const blend = createRef<Circle>();
  const flip = createRef<Circle>();
  view.add(
    <>
      <Circle ref={blend} x={-250} size={240} fill="#3f82d6" />
      <Circle ref={flip} x={250} size={240} fill="#3f82d6" />
      <Txt x={-250} y={200} fontSize={48} fill="#ffffff" text="Color.lerp" />
      <Txt x={250} y={200} fontSize={48} fill="#ffffff" text="boolLerp" />
    </>,
  );

  // The same 2-second tween; with boolLerp the right circle keeps the old colour until halfway, then switches.
  yield* all(
    blend().fill('#e6a700', 2, linear),
    flip().fill('#e6a700', 2, linear, boolLerp),
  );
  yield* all(
    blend().fill('#3f82d6', 2, linear),
    flip().fill('#3f82d6', 2, linear, boolLerp),
  );
});
