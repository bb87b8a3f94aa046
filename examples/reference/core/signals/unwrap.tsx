import {Circle, makeScene2D, Rect} from '@canvas-commons/2d';
import {createSignal, unwrap, type SignalValue} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const x = createSignal(-500);
  view.add(<Circle x={x} size={100} fill="#e6a700" />);

  // unwrap reads the value now: a signal gives its current value, a plain number is returned as is.
  // So a mark made from x stays where the ball was then; with x={at} it would follow the ball.
  const mark = (at: SignalValue<number>) =>
    view.add(
      <Rect x={unwrap(at)} y={110} width={10} height={80} fill="#3f82d6" />,
    );

  mark(0);
  yield* x(-200, 1);
  mark(x);
  yield* x(250, 1);
  mark(x);
  yield* x(500, 1);
});
