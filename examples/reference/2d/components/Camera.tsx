import {Camera, Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {all, createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const camera = createRef<Camera>();
  const target = createRef<Circle>();
  view.add(
    <>
      <Camera ref={camera}>
        <Rect x={-500} size={200} fill="#e0524c" />
        <Rect size={200} fill="#3f82d6" />
        <Circle ref={target} x={500} size={200} fill="#e6a700" />
      </Camera>
      <Txt y={-400} fontSize={56} fill="#ffffff" text="Not filmed: stays put" />
    </>,
  );

  // The camera films its children: zooming and panning change what they look like on screen.
  yield* all(camera().centerOn(target(), 1.5), camera().zoom(2.5, 1.5));
  yield* camera().rotation(30, 1);
  yield* camera().reset(1.5);
});
