import {Knot, makeScene2D, Ray, Spline} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const knot = createRef<Knot>();
  view.add(
    <>
      <Spline stroke="#4fc1ff" lineWidth={10}>
        <Knot position={[-600, 150]} />
        <Knot ref={knot} position={[0, -200]} endHandle={[300, 0]} />
        <Knot position={[600, 150]} />
      </Spline>
      {/* The middle knot's handles, from startHandle to endHandle. */}
      <Ray
        from={() => knot().position().add(knot().startHandle())}
        to={() => knot().position().add(knot().endHandle())}
        stroke="#e6a700"
        lineWidth={4}
        endArrow
      />
    </>,
  );

  // The curve passes through each Knot along the direction of its handles
  // (startHandle mirrors endHandle unless it is set).
  yield* knot().endHandle([0, 300], 1.5);
  yield* knot().position([0, 200], 1);
  yield* knot().endHandle([400, 0], 1.5);
});
