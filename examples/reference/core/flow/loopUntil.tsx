import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef, loopUntil, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const dot = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Circle ref={dot} size={200} fill="#e6a700" opacity={0} />
      <Txt ref={label} y={-300} fontSize={52} fill="#ffffff" />
    </>,
  );
  yield* dot().opacity(1, 0.5);

  // Blinks until the 'stop' time event. A new event lasts 0 s, so in this preview the loop
  // runs 0 times; in the editor, drag the 'stop' marker to the right to let it blink longer.
  let blinks = 0;
  yield* loopUntil('stop', () => {
    blinks++;
    return dot().opacity(0.2, 0.3).to(1, 0.3);
  });
  label().text(`loopUntil('stop') blinked ${blinks} times`);
  yield* dot().x(400, 1);
  yield* waitFor(1);
});
