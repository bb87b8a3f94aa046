import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  // An empty reference: the `ref` prop below stores the circle in it.
  const ball = createRef<Circle>();
  view.add(
    <>
      <Circle ref={ball} x={-400} size={160} fill="#e0524c" />
      <Txt
        y={-220}
        fontSize={56}
        fill="#ffffff"
        text={() => `ball().x() = ${ball().x().toFixed(0)}`}
      />
    </>,
  );

  // Calling ball() returns the node, so its properties can be read and animated.
  yield* ball().x(400, 1.5);
  yield* ball().fill('#3f82d6', 0.6);
  yield* ball().x(0, 1.5);
});
