import {makeScene2D, Path} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

// SVG path data: M moves, L draws a line, Z closes the shape.
const arrow =
  'M -300 -80 L 100 -80 L 100 -200 L 320 0 L 100 200 L 100 80 L -300 80 Z';
const diamond = 'M 0 -240 L 240 0 L 0 240 L -240 0 Z';

export default makeScene2D(function* (view) {
  const path = createRef<Path>();
  view.add(
    <Path
      ref={path}
      data={arrow}
      stroke="#e6a700"
      lineWidth={10}
      lineJoin="round"
      end={0}
    />,
  );

  // end traces the outline, then tweening data morphs one shape into the other.
  yield* path().end(1, 1.5);
  yield* path().fill('#e6a700', 0.6);
  yield* path().data(diamond, 1.5);
  yield* path().data(arrow, 1.5);
});
