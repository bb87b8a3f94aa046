import {makeScene2D, SVG} from '@canvas-commons/2d';
import {createRef} from '@canvas-commons/core';

const scene = (sky: string, sunX: number, sun: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">' +
  `<rect id="sky" width="400" height="200" fill="${sky}"/>` +
  `<circle id="sun" cx="${sunX}" cy="60" r="35" fill="${sun}"/>` +
  '<rect id="hill" y="150" width="400" height="50" fill="#3a9a4a"/></svg>';

export default makeScene2D(function* (view) {
  const picture = createRef<SVG>();
  view.add(
    <SVG ref={picture} svg={scene('#4fc1ff', 80, '#e6a700')} width={1200} />,
  );

  // Tweening svg morphs the elements that share an id: the sun moves, the colours change.
  yield* picture().svg(scene('#1d2b5a', 320, '#f0f0f0'), 2);
  yield* picture().svg(scene('#4fc1ff', 80, '#e6a700'), 2);
});
