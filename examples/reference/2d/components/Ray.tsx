import {Circle, makeScene2D, Ray} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const [a, b] = [createRef<Circle>(), createRef<Circle>()];
  const arrow = createRef<Ray>();
  view.add(
    <>
      <Circle ref={a} x={-500} size={160} fill="#3f82d6" />
      <Circle ref={b} x={500} size={160} fill="#e0524c" />
      {/* from/to follow the circles; the offsets stop the arrow at their edges. */}
      <Ray
        ref={arrow}
        from={() => a().position()}
        to={() => b().position()}
        startOffset={100}
        endOffset={100}
        end={0}
        stroke="#ffffff"
        lineWidth={8}
        endArrow
      />
    </>,
  );

  yield* arrow().end(1, 1);
  yield* b().position([300, -300], 1);
  yield* a().position([-300, 300], 1);
});
