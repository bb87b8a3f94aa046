import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {createRef, useLogger, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const logger = useLogger();
  const box = createRef<Rect>();
  const line = createRef<Txt>();
  view.add(
    <>
      <Rect ref={box} size={160} radius={20} fill="#3f82d6" />
      <Txt ref={line} y={380} fontSize={48} fill="#aaaaaa" />
    </>,
  );

  // Each message goes to the console (under the player here, the editor's console in a project);
  // the Txt repeats it on the canvas.
  for (const size of [260, 360, 460]) {
    yield* box().size(size, 0.6);
    logger.info(`The box is ${size} px wide`);
    line().text(`info: The box is ${size} px wide`);
    yield* waitFor(0.5);
  }
  logger.warn('The box is wider than 400 px');
  line().fill('#e6a700').text('warn: The box is wider than 400 px');
  yield* box().fill('#e6a700', 0.5);
  yield* waitFor(1);
});
