import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {createRef, usePlayback} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const playback = usePlayback();
  const square = createRef<Rect>();
  const info = createRef<Txt>();
  view.add(
    <>
      <Rect ref={square} size={240} radius={20} fill="#3f82d6" />
      <Txt ref={info} y={300} fontSize={52} fill="#ffffff" />
    </>,
  );

  // One pass of the loop per frame: a bare `yield` waits for the next frame.
  // deltaTime is the length of one frame, so the square turns 90° per second at any frame rate.
  for (let i = 0; i < playback.secondsToFrames(5); i++) {
    square().rotation(square().rotation() + 90 * playback.deltaTime);
    info().text(
      `frame ${playback.frame} · ${playback.fps} fps · ${playback.time.toFixed(2)} s`,
    );
    yield;
  }
});
