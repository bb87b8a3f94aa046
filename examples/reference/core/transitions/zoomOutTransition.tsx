import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {BBox, waitFor, zoomOutTransition} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  view.fill('#2f4f55');
  view.add(
    <>
      <Txt y={200} fontSize={80} fill="#ffffff" text="Zoomed out" />
      <Rect
        x={-420}
        y={-215}
        width={480}
        height={270}
        radius={12}
        stroke="#e6a700"
        lineWidth={8}
      />
    </>,
  );

  // The outlined 16:9 frame, in canvas pixels. The scene starts magnified so that this frame
  // fills the view, then zooms out in 1.5 s; in a project, the previous scene shrinks into it.
  const area = new BBox(-660, -350, 480, 270).transform(view.localToWorld());
  yield* zoomOutTransition(area, 1.5);
  yield* waitFor(1.5);
});
