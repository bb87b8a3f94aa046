import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef, fadeTransition, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ring = createRef<Circle>();
  view.fill('#2b3a55');
  view.add(
    <>
      <Circle ref={ring} size={420} stroke="#e6a700" lineWidth={20} />
      <Txt fontSize={80} fill="#ffffff" text="Fade in" />
    </>,
  );

  // Set the scene up, then start the transition before anything else: over 1.5 s the whole
  // scene fades in. Played alone it fades over an empty frame; in a project, over the
  // previous scene's last frame.
  yield* fadeTransition(1.5);
  yield* ring().scale(1.2, 0.5).to(1, 0.5);
  yield* waitFor(1);
});
