import {Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {createRef, useTime, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ball = createRef<Circle>();
  const clock = createRef<Txt>();
  view.add(
    <>
      <Rect width={1400} height={6} fill="#555555" />
      <Circle ref={ball} x={-700} size={60} fill="#e6a700" />
      <Txt
        ref={clock}
        y={-200}
        fontSize={64}
        fill="#ffffff"
        text="useTime() = 0.00 s"
      />
    </>,
  );

  // Three moves of different lengths; after each, useTime() reads how far into the scene we are,
  // and a label is left where the ball stopped.
  for (const seconds of [0.5, 1, 1.5]) {
    yield* ball().x(ball().x() + 450, seconds);
    clock().text(`useTime() = ${useTime().toFixed(2)} s`);
    view.add(
      <Txt
        x={ball().x()}
        y={90}
        fontSize={44}
        fill="#aaaaaa"
        text={`${useTime().toFixed(2)} s`}
      />,
    );
    yield* waitFor(0.5);
  }
});
