import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {
  createRef,
  Direction,
  slideTransition,
  waitFor,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const card = createRef<Rect>();
  view.fill('#3a2f55');
  view.add(
    <Rect ref={card} width={700} height={300} radius={30} fill="#e6a700">
      <Txt fontSize={80} fill="#141414" text="From the left" />
    </Rect>,
  );

  // The whole scene, background included, slides in from the left in 1 s. In a project it
  // pushes the previous scene out to the right; played alone, it enters an empty frame.
  yield* slideTransition(Direction.Left, 1);
  yield* card().rotation(-6, 0.4).to(0, 0.4);
  yield* waitFor(1);
});
