import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {all, makeRef} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  // A plain object; makeRef writes each node into the field it names.
  const orbit = {} as {planet: Circle; moon: Circle; caption: Txt};
  view.add(
    <>
      <Circle ref={makeRef(orbit, 'planet')} size={240} fill="#3f82d6">
        <Circle ref={makeRef(orbit, 'moon')} x={240} size={70} fill="#dddddd" />
      </Circle>
      <Txt
        ref={makeRef(orbit, 'caption')}
        y={-380}
        fontSize={52}
        fill="#ffffff"
        text="orbit.planet"
      />
    </>,
  );

  // The fields hold the nodes themselves: no call, unlike createRef.
  yield* orbit.planet.rotation(360, 2.5);
  yield* all(
    orbit.caption.text('orbit.moon', 0.5),
    orbit.moon.fill('#e6a700', 0.5),
    orbit.moon.size(110, 0.5),
  );
  yield* orbit.planet.rotation(0, 2.5);
});
