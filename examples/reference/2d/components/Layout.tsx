import {Layout, makeScene2D, Rect} from '@canvas-commons/2d';
import {createRef, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const row = createRef<Layout>();
  const middle = createRef<Rect>();
  view.add(
    <Layout ref={row} layout direction="row" gap={40} alignItems="center">
      <Rect size={160} fill="#e0524c" />
      <Rect ref={middle} size={220} fill="#e6a700" />
      <Rect size={160} fill="#3f82d6" />
    </Layout>,
  );

  // With layout on, children are placed by flexbox: no x or y needed.
  yield* row().gap(120, 1);
  // Growing one child pushes its neighbours aside.
  yield* middle().width(500, 1);
  // direction is not tweened: it switches at once, and gap animates from there.
  row().direction('column');
  yield* row().gap(20, 1);
  yield* waitFor(1);
});
