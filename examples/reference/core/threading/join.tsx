import {Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {createRef, join, spawn, useTime} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const bar = createRef<Rect>();
  const ball = createRef<Circle>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Txt ref={label} y={-320} fontSize={52} fill="#ffffff" />
      <Circle ref={ball} y={-80} size={110} fill="#e6a700" />
      <Rect
        ref={bar}
        x={-450}
        y={150}
        width={0}
        height={30}
        anchor={[-1, 0]}
        fill="#3f82d6"
      />
    </>,
  );

  const grow = spawn(bar().width(900, 3));
  yield* ball().scale(1.5, 0.5).to(1, 0.5);
  // The bar is still growing: join() holds this thread until it ends, at 3 s.
  // (Call it at least a frame after spawn(): only then is the task a child it can find.)
  label().text('join(grow): waiting...');
  yield* join(grow);
  label().text(`joined at ${useTime().toFixed(1)} s`);
  yield* ball().y(-180, 0.5);
});
