import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {all, createRef, waitFor, waitTransition} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const disc = createRef<Circle>();
  const title = createRef<Txt>();
  view.add(
    <>
      <Circle ref={disc} size={0} fill="#2b3a55" />
      <Txt ref={title} fontSize={100} fill="#ffffff" opacity={0} text="Iris" />
    </>,
  );

  // For 1.2 s both scenes are drawn and the transition moves nothing: the growing disc does
  // the work. With false this scene is on top, so the disc covers the previous one (here the
  // empty frame) while the rest of this transparent scene lets it show through.
  yield* all(waitTransition(1.2, false), disc().size(2300, 1.2));
  yield* title().opacity(1, 0.5);
  yield* waitFor(1);
});
