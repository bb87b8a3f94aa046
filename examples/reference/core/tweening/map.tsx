import {Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {createSignal, map} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const t = createSignal(0);
  // t runs between 0 and 1; map turns it into an x between -500 and 500.
  const x = () => map(-500, 500, t());
  view.add(
    <>
      <Rect width={1000} height={6} fill="#555555" />
      <Circle x={x} size={100} fill="#e6a700" />
      <Txt
        y={160}
        fontSize={56}
        fill="#ffffff"
        text={() => `map(-500, 500, ${t().toFixed(2)}) = ${x().toFixed(0)}`}
      />
    </>,
  );

  yield* t(1, 2);
  yield* t(0.25, 1);
  yield* t(0, 1);
});
