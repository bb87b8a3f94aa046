import {makeScene2D, Rect} from '@canvas-commons/2d';
import {all, createRefArray, sequence} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const bars = createRefArray<Rect>();
  // Every Rect created with ref={bars} is pushed onto the array, in order.
  view.add(
    [-400, -200, 0, 200, 400].map((x) => (
      <Rect ref={bars} x={x} width={120} height={40} fill="#3f82d6" />
    )),
  );

  // It is a plain array: index it, map over it, read its length.
  yield* sequence(0.15, ...bars.map((bar, i) => bar.height(100 + i * 80, 0.6)));
  yield* bars[0].fill('#e0524c', 0.5);
  yield* bars[bars.length - 1].fill('#e6a700', 0.5);
  yield* all(...bars.map((bar) => bar.height(40, 0.8)));
});
