import {Circle, makeScene2D, Node, Rect} from '@canvas-commons/2d';
import {all, createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const group = createRef<Node>();
  view.add(
    <Node ref={group} x={-400}>
      <Rect x={-120} size={200} fill="#3f82d6" />
      <Circle x={120} size={200} fill="#e6a700" />
    </Node>,
  );

  // A Node draws nothing itself: moving, turning or fading it applies to all of its children.
  yield* group().x(400, 1);
  yield* group().rotation(180, 1);
  yield* all(group().scale(0.5, 1), group().opacity(0.3, 1));
  yield* all(
    group().position(0, 1),
    group().scale(1, 1),
    group().opacity(1, 1),
  );
});
