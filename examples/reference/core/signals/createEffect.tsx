import {makeScene2D, Node, Rect, Txt} from '@canvas-commons/2d';
import {
  createEffect,
  createRef,
  createSignal,
  easeInOutCubic,
  waitFor,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const level = createSignal(0);
  const chart = createRef<Node>();
  view.add(
    <>
      <Node ref={chart} />
      <Txt
        y={-400}
        fontSize={56}
        fill="#ffffff"
        text={() => `level ${level().toFixed(0)}`}
      />
    </>,
  );

  // Runs once now, then right after every change of level: one new bar per run, so the bars plot its history.
  let runs = 0;
  createEffect(() => {
    chart().add(
      <Rect
        x={-540 + runs * 12}
        y={300}
        anchor={[0, 1]}
        width={8}
        height={level()}
        fill="#3f82d6"
      />,
    );
    runs++;
  });

  yield* level(500, 2, easeInOutCubic); // one change, so one run, per frame
  yield* waitFor(1); // nothing changes: no runs, no bars
  yield* level(150, 1);
});
