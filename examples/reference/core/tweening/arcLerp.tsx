import {Circle, Line, makeScene2D, Txt} from '@canvas-commons/2d';
import {arcLerp, createRef, tween, Vector2} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const from = new Vector2(-400, 300);
  const to = new Vector2(400, -300);
  const a = createRef<Circle>();
  const b = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Line
        points={[from, to]}
        stroke="#555555"
        lineWidth={4}
        lineDash={[16, 16]}
      />
      <Circle ref={a} position={from} size={70} fill="#e6a700" />
      <Circle ref={b} position={from} size={70} fill="#3f82d6" />
      <Txt
        ref={label}
        x={-450}
        y={-400}
        anchor={[-1, 0]}
        fontSize={44}
        fill="#e6a700"
      />
    </>,
  );

  // arcLerp gives the progress of x and y separately, along a quarter circle; reverse swaps the two.
  yield* tween(3, (t) => {
    const p = arcLerp(t, false, 1);
    a().position(Vector2.lerp(from, to, p));
    b().position(Vector2.lerp(from, to, arcLerp(t, true, 1)));
    label().text(
      `arcLerp(${t.toFixed(2)}, false, 1) = (${p.x.toFixed(2)}, ${p.y.toFixed(2)})`,
    );
  });
});
