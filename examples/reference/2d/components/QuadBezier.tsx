import {Circle, makeScene2D, QuadBezier} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const curve = createRef<QuadBezier>();
  view.add(
    <>
      <QuadBezier
        ref={curve}
        p0={[-500, 200]}
        p1={[0, -400]}
        p2={[500, 200]}
        stroke="#4fc1ff"
        lineWidth={10}
        end={0}
      />
      {/* A marker on the single control point p1. */}
      <Circle size={36} fill="#e6a700" position={() => curve().p1()} />
    </>,
  );

  // The curve goes from p0 to p2, bending towards p1.
  yield* curve().end(1, 1.5);
  yield* curve().p1([-500, -400], 1);
  yield* curve().p1([500, -400], 1.5);
  // start erases the curve from its beginning.
  yield* curve().start(1, 1.5);
});
