import {makeScene2D, Txt} from '@canvas-commons/2d';
import {createRef, textLerp, tween} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const word = createRef<Txt>();
  const progress = createRef<Txt>();
  view.add(
    <>
      <Txt ref={word} fontSize={110} fill="#ffffff" text="Hello" />
      <Txt ref={progress} y={180} fontSize={48} fill="#888888" />
    </>,
  );

  // The new text takes over from the left while the old one is trimmed or padded to the new length.
  yield* tween(2.5, (t) => {
    word().text(textLerp('Hello', 'Canvas Commons', t));
    progress().text(`value ${t.toFixed(2)}`);
  });
  yield* tween(2, (t) => {
    word().text(textLerp('Canvas Commons', 'Bye', t));
    progress().text(`value ${t.toFixed(2)}`);
  });
});
