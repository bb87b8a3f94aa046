import {Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {all, createRef, makeSpring, spring} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const firm = createRef<Circle>();
  const loose = createRef<Circle>();
  view.add(
    <>
      <Rect x={400} width={8} height={500} fill="#555555" />
      <Txt
        y={-250}
        fontSize={44}
        fill="#ffffff"
        text="makeSpring(0.2, 10, 2.5)"
      />
      <Circle ref={firm} x={-400} y={-150} size={100} fill="#3f82d6" />
      <Txt
        y={50}
        fontSize={44}
        fill="#ffffff"
        text="makeSpring(0.2, 10, 0.8)"
      />
      <Circle ref={loose} x={-400} y={150} size={100} fill="#e6a700" />
    </>,
  );

  // Same mass and stiffness, both aimed at the grey line: less damping means more overshoot and a longer wobble.
  const damped = makeSpring(0.2, 10, 2.5);
  const bouncy = makeSpring(0.2, 10, 0.8);
  yield* all(
    spring(damped, -400, 400, 1, (x) => firm().x(x)),
    spring(bouncy, -400, 400, 1, (x) => loose().x(x)),
  );
});
