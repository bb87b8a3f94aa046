import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {createSignal, modify, type SignalValue} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  // Accepts a signal or a plain number; modify keeps a signal live and converts a number right away.
  const caption = (width: SignalValue<number>, y: number) => (
    <Txt
      y={y}
      fontSize={56}
      fill="#ffffff"
      text={modify(width, (value) => `width ${value.toFixed(0)}`)}
    />
  );

  const width = createSignal(200);
  view.add(
    <>
      <Rect y={-150} width={width} height={120} fill="#3f82d6" />
      {caption(width, 50)}
      {caption(200, 150)}
    </>,
  );

  // The first caption follows the tween; the second was given a number and stays as it is.
  yield* width(800, 2).to(200, 2);
});
