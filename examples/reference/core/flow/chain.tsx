import {Circle, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {all, chain, createRef, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const dot = createRef<Circle>();
  const bar = createRef<Rect>();
  const label = createRef<Txt>();
  view.add(
    <>
      <Txt ref={label} y={-360} fontSize={56} fill="#ffffff" text="right" />
      <Circle ref={dot} x={-300} y={-150} size={100} fill="#e6a700" />
      <Rect
        ref={bar}
        x={-400}
        y={380}
        width={0}
        height={30}
        anchor={[-1, 0]}
        fill="#3f82d6"
      />
    </>,
  );

  yield* all(
    // chain() plays its moves one after another (1 s each); a plain function runs instantly in between.
    chain(
      dot().x(300, 1),
      () => label().text('down'),
      dot().y(150, 1),
      () => label().text('left'),
      dot().x(-300, 1),
    ),
    // Meanwhile all() runs the bar alongside the whole chain: both take 3 s.
    bar().width(800, 3),
  );
  yield* waitFor(1);
});
