import {makeScene2D, Rect} from '@canvas-commons/2d';
import {all, createRef, run, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const box = createRef<Rect>();
  const bar = createRef<Rect>();
  view.add(
    <>
      <Rect ref={box} x={-450} y={-80} size={140} radius={16} fill="#3f82d6" />
      <Rect
        ref={bar}
        x={-450}
        y={200}
        width={0}
        height={30}
        anchor={[-1, 0]}
        fill="#e6a700"
      />
    </>,
  );

  yield* all(
    // run() calls the generator function and hands its task to all(), like any tween.
    run(function* () {
      for (let step = 1; step <= 3; step++) {
        yield* box().x(-450 + step * 300, 0.6);
        yield* box().rotation(step * 90, 0.4);
      }
    }),
    // This 3 s bar grows at the same time as the whole loop above.
    bar().width(900, 3),
  );
  yield* waitFor(1);
});
