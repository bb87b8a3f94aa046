import {Line, makeScene2D} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const line = createRef<Line>();
  const up: [number, number][] = [
    [-600, 200],
    [-200, -200],
    [200, 200],
    [600, -200],
  ];
  const down: [number, number][] = [
    [-600, -200],
    [-200, 200],
    [200, -200],
    [600, 200],
  ];
  view.add(
    <Line
      ref={line}
      points={up}
      stroke="#4fc1ff"
      lineWidth={12}
      lineJoin="round"
      endArrow
      arrowSize={32}
      end={0}
    />,
  );

  // A Line joins its points with straight segments; end reveals it from the first point.
  yield* line().end(1, 1.5);
  // radius rounds every corner, and the points themselves can be tweened.
  yield* line().radius(120, 1);
  yield* line().points(down, 1.5);
});
