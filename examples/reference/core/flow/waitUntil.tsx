import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef, useTime, waitFor, waitUntil} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ball = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Txt ref={label} y={-300} fontSize={52} fill="#ffffff" />
      <Circle ref={ball} x={-500} size={130} fill="#3f82d6" opacity={0} />
    </>,
  );
  yield* ball().opacity(1, 1);

  // Pauses until the time event named 'go'. A new event lasts 0 s, so this preview goes
  // straight on; in the editor, drag the 'go' marker on the timeline to hold the ball longer.
  yield* waitUntil('go');
  label().text(`waitUntil('go') returned at ${useTime().toFixed(1)} s`);
  yield* ball().x(500, 1.5);
  yield* waitFor(1);
});
