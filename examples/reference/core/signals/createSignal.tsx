import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {createSignal, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const level = createSignal(20);
  view.add(
    <>
      <Rect
        x={-400}
        width={() => level() * 8}
        height={100}
        anchor={[-1, 0]}
        fill="#3f82d6"
      />
      <Txt
        y={150}
        fontSize={64}
        fill="#ffffff"
        text={() => `level ${Math.round(level())}`}
      />
    </>,
  );

  // A signal is one function: pass a value and a duration to tween it...
  yield* level(100, 1.5);
  yield* waitFor(0.5);
  // ...a value alone to set it at once, or nothing to read it.
  level(50);
  yield* waitFor(0.5);
  yield* level(level() - 40, 1);
});
