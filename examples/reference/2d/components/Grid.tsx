import {Grid, makeScene2D} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const grid = createRef<Grid>();
  view.add(
    <Grid
      ref={grid}
      width={1600}
      height={900}
      spacing={100}
      stroke="#6a7a8c"
      lineWidth={3}
      end={0}
    />,
  );

  // end draws every grid line at once; spacing sets the cell size (x and y separately).
  yield* grid().end(1, 1.5);
  yield* grid().spacing([200, 50], 1);
  yield* grid().spacing(100, 1);
  yield* grid().start(1, 1.5);
});
