import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {all, createRef, delay, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const early = createRef<Circle>();
  const late = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Txt
        ref={label}
        y={-300}
        fontSize={56}
        fill="#ffffff"
        text="0 s: red starts"
      />
      <Circle ref={early} x={-500} y={-60} size={110} fill="#e0524c" />
      <Circle ref={late} x={-500} y={120} size={110} fill="#3f82d6" />
    </>,
  );

  yield* all(
    early().x(500, 3),
    // Blue waits 1 s, then takes 2 s: both arrive together at 3 s.
    delay(1, late().x(500, 2)),
    // delay() also takes a plain function, called once the time is up.
    delay(1, () => label().text('1 s: blue starts')),
  );
  label().text('3 s: both arrive');
  yield* waitFor(1);
});
