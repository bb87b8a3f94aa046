import {Circle, Rect, makeScene2D} from '@canvas-commons/2d';
import {all, createRef, easeOutBack, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  view.fill('#141414');

  // 1. Create references to reach the nodes later.
  const circle = createRef<Circle>();
  const square = createRef<Rect>();

  // 2. Describe the scene with JSX and add it to the view.
  view.add(
    <>
      <Circle ref={circle} x={-300} size={160} fill={'#e0524c'} scale={0} />
      <Rect ref={square} x={300} size={160} radius={24} fill={'#3f82d6'} />
    </>,
  );

  // 3. Animate.
  yield* circle().scale(1, 0.6, easeOutBack);
  yield* all(
    circle().x(0, 1),
    square().x(0, 1),
    square().rotation(180, 1),
  );
  yield* waitFor(0.5);
  yield* square().fill('#f39c3c', 0.8);
});
