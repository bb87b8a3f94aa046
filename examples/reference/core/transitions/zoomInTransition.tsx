import {makeScene2D, Txt} from '@canvas-commons/2d';
import {BBox, waitFor, zoomInTransition} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  view.fill('#553a2f');
  view.add(<Txt fontSize={100} fill="#ffffff" text="Zoomed in" />);

  // A 16:9 area in the top-right quarter, converted from scene coordinates to canvas pixels.
  const area = new BBox(300, -400, 480, 270).transform(view.localToWorld());
  // In a project the view dives into this area of the previous scene; played alone, the
  // scene grows out of it (and fades in) to fill the frame in 1.5 s.
  yield* zoomInTransition(area, 1.5);
  yield* waitFor(1.5);
});
