import {Circle, is, makeScene2D, Rect, Txt} from '@canvas-commons/2d';
import {all} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  // `view` is the View2D at the root of the scene: it covers the whole canvas.
  view.fill('#1d2b3a');
  view.add(<Circle x={-400} size={180} fill="#e6a700" />);
  view.add(<Rect size={180} fill="#3f82d6" />);
  view.add(<Circle x={400} size={180} fill="#e6a700" />);
  view.add(
    <Txt
      y={-350}
      fontSize={56}
      fill="#ffffff"
      text={() => `view has ${view.children().length} children`}
    />,
  );

  // findAll searches the whole tree; here it picks out every Circle.
  const circles = view.findAll(is(Circle));
  yield* all(...circles.map((circle) => circle.y(250, 1)));
  // Removing a child updates the reactive label above.
  circles[0].remove();
  yield* view.fill('#141414', 1.5);
});
