import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {createRef, useScene, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const scene = useScene();
  // The stage size from the project's settings, as a Vector2.
  const size = scene.getSize();
  // A variable of the project (set from outside, for example by the player), or this default.
  const greeting = scene.variables.get('greeting', 'Hello');
  const outline = createRef<Rect>();
  view.add(
    <>
      <Rect ref={outline} size={0} stroke="#e6a700" lineWidth={12} />
      <Txt
        y={-60}
        fontSize={64}
        fill="#ffffff"
        text={() => `${greeting()} from the scene "${scene.name}"`}
      />
      <Txt
        y={60}
        fontSize={52}
        fill="#aaaaaa"
        text={`getSize() = ${size.x} × ${size.y}`}
      />
    </>,
  );

  // The outline grows to the edges of the stage.
  yield* outline().size([size.x - 40, size.y - 40], 1.5);
  yield* outline().stroke('#3f82d6', 0.8);
  yield* waitFor(1);
});
