import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {createRef, createSignal, useLogger, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  view.fill('#16161d');
  const logger = useLogger();

  const count = createSignal(0);
  const box = createRef<Rect>();
  view.add(
    <Rect ref={box} size={320} radius={32} fill={'#3f82d6'}>
      <Txt fontSize={120} fill={'#ffffff'} text={() => `${count()}`} />
    </Rect>,
  );

  // Messages appear in the console panel beside the player (and in the editor's console).
  logger.info('The scene starts');
  for (let step = 1; step <= 3; step++) {
    yield* count(step, 0.4);
    yield* box().rotation(box().rotation() + 90, 0.4);
    logger.debug({message: `Step ${step} done`, object: {count: count(), rotation: box().rotation()}});
  }

  if (count() > 2) {
    logger.warn('The counter went past 2: the box turns orange');
    yield* box().fill('#f39c3c', 0.5);
  }
  yield* waitFor(0.5);
  logger.info('The scene ends');
});
