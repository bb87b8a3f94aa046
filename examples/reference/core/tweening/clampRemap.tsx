import {Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {clampRemap, createSignal} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const x = createSignal(-700);
  // Between x = -300 and x = 300 the bar grows from 0 to 600 wide; outside that range it stays at 0 or 600.
  const width = () => clampRemap(-300, 300, 0, 600, x());
  view.add(
    <>
      <Rect x={-300} y={-40} width={6} height={280} fill="#555555" />
      <Rect x={300} y={-40} width={6} height={280} fill="#555555" />
      <Circle x={x} y={-100} size={100} fill="#e6a700" />
      <Rect
        x={-300}
        y={50}
        anchor={[-1, 0]}
        width={width}
        height={60}
        fill="#3f82d6"
      />
      <Txt
        y={240}
        fontSize={56}
        fill="#ffffff"
        text={() => `x = ${x().toFixed(0)}   width = ${width().toFixed(0)}`}
      />
    </>,
  );

  yield* x(700, 3);
  yield* x(-700, 3);
});
