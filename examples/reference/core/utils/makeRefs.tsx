import {Circle, makeScene2D, Rect} from '@canvas-commons/2d';
import {all, makeRef, makeRefs, waitFor} from '@canvas-commons/core';

// A function component that hands its inner nodes back through its `refs` prop.
function Toggle({
  refs,
  y = 0,
}: {
  refs: {track: Rect; knob: Circle};
  y?: number;
}) {
  return (
    <Rect
      ref={makeRef(refs, 'track')}
      y={y}
      width={280}
      height={140}
      radius={70}
      fill="#444444"
    >
      <Circle ref={makeRef(refs, 'knob')} x={-70} size={110} fill="#ffffff" />
    </Rect>
  );
}

export default makeScene2D(function* (view) {
  // One empty object per toggle, typed from Toggle's `refs` prop: {track, knob}.
  const wifi = makeRefs<typeof Toggle>();
  const sound = makeRefs<typeof Toggle>();
  view.add(
    <>
      <Toggle refs={wifi} y={-120} />
      <Toggle refs={sound} y={120} />
    </>,
  );

  yield* all(wifi.knob.x(70, 0.5), wifi.track.fill('#2fa36b', 0.5));
  yield* waitFor(0.4);
  yield* all(sound.knob.x(70, 0.5), sound.track.fill('#2fa36b', 0.5));
  yield* waitFor(0.4);
  yield* all(wifi.knob.x(-70, 0.5), wifi.track.fill('#444444', 0.5));
});
