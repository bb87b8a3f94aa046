import {Latex, makeScene2D} from '@canvas-commons/2d';
import {createRef, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const formula = createRef<Latex>();
  // Latex needs a fill: its glyphs are paths painted with it.
  view.add(
    <Latex
      ref={formula}
      tex={String.raw`a^2 + b^2`}
      fill="#ffffff"
      fontSize={120}
    />,
  );

  // Tweening tex morphs the formula; the new symbols fade in at the end.
  yield* formula().tex(String.raw`a^2 + b^2 = c^2`, 1.2);
  yield* formula().fill('#e6a700', 0.6);
  yield* formula().tex(String.raw`c = \sqrt{a^2 + b^2}`, 1.5);
  yield* waitFor(1);
});
