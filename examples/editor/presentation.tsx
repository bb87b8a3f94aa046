import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {all, beginSlide, createRef, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  view.fill('#0f172a');
  const title = createRef<Txt>();
  const card = createRef<Rect>();

  view.add(
    <>
      <Txt ref={title} fontSize={96} fill={'#f8fafc'} text={'Presentations'} />
      <Rect ref={card} y={160} width={0} height={12} radius={6} fill={'#38bdf8'} />
    </>,
  );

  // Playback stops at every beginSlide(); press play to go to the next slide.
  yield* beginSlide('title');
  yield* card().width(700, 0.6);

  yield* beginSlide('move up');
  yield* all(title().y(-200, 0.6), card().y(-100, 0.6));
  yield* title().text('Slides pause the show', 0.6);

  yield* beginSlide('grow');
  yield* all(card().height(400, 0.8), card().y(120, 0.8), card().fill('#22c55e', 0.8));
  yield* waitFor(0.3);

  yield* beginSlide('end');
  yield* title().text('Thank you!', 0.6);
});
