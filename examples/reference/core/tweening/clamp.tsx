import {Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {clamp, createSignal} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const x = createSignal(0);
  view.add(
    <>
      <Rect x={-370} width={20} height={240} fill="#888888" />
      <Rect x={370} width={20} height={240} fill="#888888" />
      {/* The outline follows x itself; the filled ball follows clamp(-300, 300, x). */}
      <Circle
        x={x}
        size={120}
        stroke="#ffffff"
        lineWidth={4}
        lineDash={[12, 12]}
      />
      <Circle x={() => clamp(-300, 300, x())} size={120} fill="#e6a700" />
      <Txt
        y={220}
        fontSize={56}
        fill="#ffffff"
        text={() =>
          `x = ${x().toFixed(0)}   clamp = ${clamp(-300, 300, x()).toFixed(0)}`
        }
      />
    </>,
  );

  yield* x(700, 2).to(-700, 3).to(0, 1.5);
});
