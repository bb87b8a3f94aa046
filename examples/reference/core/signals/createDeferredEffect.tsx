import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {
  all,
  createDeferredEffect,
  createEffect,
  createRef,
  waitFor,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const ball = createRef<Circle>();
  const immediate = createRef<Txt>();
  const deferred = createRef<Txt>();
  view.add(
    <>
      <Circle ref={ball} x={-500} y={-250} size={100} fill="#e6a700" />
      <Txt ref={immediate} y={200} fontSize={52} fill="#888888" />
      <Txt ref={deferred} y={290} fontSize={52} fill="#ffffff" />
    </>,
  );

  // x and y change separately in every frame: createEffect runs after each change, createDeferredEffect once per frame.
  let now = 0;
  let late = 0;
  createEffect(() => {
    ball().position();
    immediate().text(`createEffect: ${++now} runs`);
  });
  createDeferredEffect(() => {
    ball().position();
    deferred().text(`createDeferredEffect: ${++late} runs`);
  });

  yield* all(ball().x(500, 2), ball().y(0, 2));
  yield* waitFor(1);
});
