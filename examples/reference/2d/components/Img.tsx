import {Img, makeScene2D} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

// A small inline picture; in a project, `src` is usually an imported image file.
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">' +
      '<rect width="200" height="100" fill="#3f82d6"/><circle cx="100" cy="50" r="35" fill="#e6a700"/></svg>',
  );

export default makeScene2D(function* (view) {
  const image = createRef<Img>();
  // A plain `yield` waits (in no time) for the image to load before its size is tweened.
  yield view.add(
    <Img
      ref={image}
      src={picture}
      width={600}
      radius={32}
      stroke="#ffffff"
      lineWidth={8}
    />,
  );

  // Only the width is set, so the height follows the picture's 2:1 ratio.
  yield* image().width(1000, 1);
  // alpha fades the picture alone: the white stroke stays.
  yield* image().alpha(0.15, 1).to(1, 1);
  yield* image().radius(0, 1);
});
