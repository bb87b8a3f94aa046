import {makeScene2D, Rect} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const card = createRef<Rect>();
  view.add(
    <Rect
      ref={card}
      width={360}
      height={200}
      radius={24}
      fill="#3f82d6"
      stroke="#ffffff"
      lineWidth={8}
    />,
  );

  // A Rect's size, corner radius and stroke are signals like any other property.
  yield* card().radius(100, 1);
  yield* card().size([200, 200], 1);
  yield* card().rotation(45, 1);
});
