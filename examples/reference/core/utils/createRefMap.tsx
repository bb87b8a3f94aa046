import {Circle, makeScene2D, Rect, type Shape, Txt} from '@canvas-commons/2d';
import {all, createRefMap} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  // Each property of the map is a reference of its own, created the first time it is used.
  const shapes = createRefMap<Shape>();
  view.add(
    <>
      <Rect ref={shapes.left} x={-400} size={180} fill="#e0524c" />
      <Circle ref={shapes.middle} size={180} fill="#e6a700" />
      <Rect ref={shapes.right} x={400} size={180} fill="#3f82d6" />
      <Txt
        y={-250}
        fontSize={48}
        fill="#ffffff"
        text="shapes.left · shapes.middle · shapes.right"
      />
    </>,
  );

  // Pick one reference by its name...
  yield* shapes.left().rotation(90, 0.8);
  yield* shapes.right().y(150, 0.8);
  // ...or all of them at once with mapRefs.
  yield* all(...shapes.mapRefs((shape) => shape.scale(0.5, 0.8)));
  yield* all(...shapes.mapRefs((shape) => shape.scale(1, 0.8)));
});
