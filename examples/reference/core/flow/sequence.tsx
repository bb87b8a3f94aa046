import {makeScene2D, Rect} from '@canvas-commons/2d';
import {createRefArray, range, sequence, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const bars = createRefArray<Rect>();
  view.add(
    range(6).map((i) => (
      <Rect
        ref={bars}
        x={-700}
        y={(i - 2.5) * 130}
        width={40}
        height={90}
        anchor={[-1, 0]}
        fill="#5fb360"
      />
    )),
  );

  // Each bar starts 0.3 s after the one above it, without waiting for it to finish:
  // the 1 s moves overlap, and sequence() returns when the last one ends (at 2.5 s).
  yield* sequence(0.3, ...bars.map((bar) => bar.width(1400, 1)));
  yield* sequence(0.15, ...bars.map((bar) => bar.fill('#e6a700', 0.3)));
  yield* waitFor(1);
});
