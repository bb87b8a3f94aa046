import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {beginSlide, createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const square = createRef<Rect>();
  const mark = createRef<Txt>();
  view.add(
    <>
      <Rect ref={square} size={0} radius={24} fill="#3f82d6" />
      <Txt ref={mark} y={360} fontSize={48} fill="#aaaaaa" />
    </>,
  );

  // Each mark follows the animation that builds its picture. When presenting, the scene holds
  // at every beginSlide until you continue; in this preview it plays straight through.
  yield* square().size(260, 1);
  mark().text("beginSlide('appear')");
  yield* beginSlide('appear');

  yield* square().rotation(45, 1);
  mark().text("beginSlide('turn')");
  yield* beginSlide('turn');

  yield* square().fill('#e6a700', 1);
  mark().text("beginSlide('colour')");
  yield* beginSlide('colour');
});
