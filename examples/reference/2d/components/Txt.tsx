import {makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const title = createRef<Txt>();
  view.add(
    <>
      <Txt ref={title} y={-80} fontSize={110} fontWeight={700} fill="#ffffff" />
      {/* Nested Txt nodes style part of a line. */}
      <Txt y={120} fontSize={56} fill="#cccccc">
        Text can mix{' '}
        <Txt fill="#e6a700" fontWeight={700}>
          colours
        </Txt>{' '}
        and <Txt fontStyle="italic">styles</Txt>.
      </Txt>
    </>,
  );

  // Tweening text types the new string in, character by character.
  yield* title().text('Hello, Canvas!', 1.5);
  yield* title().fill('#4fc1ff', 0.6);
  yield* title().text('Goodbye!', 1.2);
});
