import {Circle, makeScene2D} from '@canvas-commons/2d';
import {all, createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const pie = createRef<Circle>();
  const ring = createRef<Circle>();
  view.add(
    <>
      <Circle
        ref={pie}
        x={-350}
        size={360}
        fill="#e6a700"
        startAngle={30}
        endAngle={330}
        closed
      />
      <Circle
        ref={ring}
        x={350}
        size={320}
        stroke="#4fc1ff"
        lineWidth={24}
        lineCap="round"
        end={0}
      />
    </>,
  );

  // startAngle/endAngle cut a slice out (closed joins the ends through the centre);
  // end draws the outline progressively.
  yield* all(
    pie().startAngle(0, 0.6).to(30, 0.6),
    pie().endAngle(360, 0.6).to(330, 0.6),
    ring().end(1, 1.2),
  );
  yield* all(
    pie().size(200, 1).to(360, 1),
    ring().startAngle(-90, 1),
    ring().endAngle(90, 1),
  );
});
