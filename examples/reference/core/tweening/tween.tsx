import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef, easeInOutCubic, tween} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ring = createRef<Circle>();
  const ball = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Circle
        ref={ring}
        size={600}
        stroke="#3f82d6"
        lineWidth={16}
        endAngle={0}
      />
      <Circle ref={ball} x={300} size={70} fill="#e6a700" />
      <Txt ref={label} fontSize={90} fill="#ffffff" text="0%" />
    </>,
  );

  // The callback runs on every frame with value going from 0 to 1 in 3 s; it can drive anything.
  yield* tween(3, (value) => {
    const angle = easeInOutCubic(value) * 360;
    ring().endAngle(angle);
    ball().position.x(300 * Math.cos((angle * Math.PI) / 180));
    ball().position.y(300 * Math.sin((angle * Math.PI) / 180));
    label().text(`${Math.round(value * 100)}%`);
  });
});
