import {Circle, CubicBezier, makeScene2D} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const curve = createRef<CubicBezier>();
  view.add(
    <>
      <CubicBezier
        ref={curve}
        p0={[-600, 200]}
        p1={[-300, -350]}
        p2={[300, 350]}
        p3={[600, -200]}
        end={0}
        stroke="#4fc1ff"
        lineWidth={10}
        endArrow
      />
      <Circle size={36} fill="#e6a700" position={() => curve().p1()} />
      <Circle size={36} fill="#e6a700" position={() => curve().p2()} />
    </>,
  );

  // The curve runs from p0 to p3, pulled towards the control points p1 and p2 (yellow) without touching them.
  yield* curve().end(1, 1.5);
  yield* curve().p1([-300, 350], 1);
  yield* curve().p2([300, -350], 1);
});
