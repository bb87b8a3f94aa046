import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {
  createRef,
  deepLerp,
  easeInOutCubic,
  tween,
  waitFor,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ball = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Circle ref={ball} x={-500} size={100} stroke="#e6a700" lineWidth={8} />
      <Txt ref={label} y={300} fontSize={48} fill="#ffffff" />
    </>,
  );

  const from = {x: -500, size: 100, name: 'small', filled: false};
  const to = {x: 500, size: 320, name: 'very large', filled: true};
  // One call blends every field: numbers smoothly, the string letter by letter, the boolean at halfway.
  yield* tween(3, (t) => {
    const state = deepLerp(from, to, easeInOutCubic(t));
    ball()
      .x(state.x)
      .size(state.size)
      .fill(state.filled ? '#e6a700' : null);
    label().text(
      `{x: ${state.x.toFixed(0)}, size: ${state.size.toFixed(0)}, name: '${state.name}', filled: ${state.filled}}`,
    );
  });
  yield* waitFor(0.5);
});
