import {makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {all, createComputed, createSignal} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const width = createSignal(200);
  const height = createSignal(200);
  // Recalculated only when width or height changes, and read by both nodes below.
  const area = createComputed(() => width() * height());
  view.add(
    <>
      <Rect
        width={width}
        height={height}
        fill={() => (area() > 100000 ? '#e0524c' : '#3f82d6')}
      />
      <Txt
        y={360}
        fontSize={56}
        fill="#ffffff"
        text={() =>
          `${width().toFixed(0)} × ${height().toFixed(0)} = ${area().toFixed(0)}`
        }
      />
    </>,
  );

  // The rectangle turns red once the area passes 100 000.
  yield* width(700, 1.5);
  yield* height(450, 1.5);
  yield* all(width(200, 1.5), height(200, 1.5));
});
