import {makeScene2D, Polygon, Txt} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const shape = createRef<Polygon>();
  view.add(
    <>
      <Polygon
        ref={shape}
        size={440}
        sides={3}
        fill="#3f82d6"
        stroke="#ffffff"
        lineWidth={8}
      />
      <Txt
        y={380}
        fontSize={56}
        fill="#ffffff"
        text={() => `sides: ${shape().sides().toFixed(1)}`}
      />
    </>,
  );

  // A regular polygon fitted to its size; tweening sides adds corners one by one.
  yield* shape().sides(8, 3);
  // radius rounds the corners.
  yield* shape().radius(60, 1);
  yield* shape().sides(3, 2);
});
