import {makeScene2D, Rect} from '@canvas-commons/2d';
import {all, createRef, DEFAULT, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const box = createRef<Rect>();
  view.add(
    <Rect
      ref={box}
      x={400}
      rotation={45}
      radius={60}
      size={240}
      fill="#e6a700"
      stroke="#ffffff"
      lineWidth={8}
    />,
  );

  yield* waitFor(0.5);
  // DEFAULT is the class default of each property (x 0, rotation 0, radius 0), not the value given in JSX.
  yield* all(
    box().x(DEFAULT, 1.5),
    box().rotation(DEFAULT, 1.5),
    box().radius(DEFAULT, 1.5),
  );
  // A shape has no fill by default, so the fill fades out and only the stroke remains.
  yield* box().fill(DEFAULT, 1.5);
  yield* waitFor(0.5);
});
