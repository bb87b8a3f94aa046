import {makeScene2D, Spline} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const spline = createRef<Spline>();
  view.add(
    <Spline
      ref={spline}
      points={[
        [-700, 100],
        [-350, -250],
        [0, 200],
        [350, -250],
        [700, 100],
      ]}
      smoothness={0}
      stroke="#e6a700"
      lineWidth={10}
      end={0}
    />,
  );

  yield* spline().end(1, 1.5);
  // The spline passes through every point; smoothness rounds the turns (0 gives sharp corners).
  yield* spline().smoothness(0.4, 1);
  yield* spline().smoothness(1, 1);
  yield* spline().smoothness(0.4, 1);
});
