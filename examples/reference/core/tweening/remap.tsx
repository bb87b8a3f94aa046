import {makeScene2D, Txt} from '@canvas-commons/2d';
import {createSignal, remap} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const celsius = createSignal(0);
  // 0 °C is 32 °F and 100 °C is 212 °F: remap follows the straight line through both pairs.
  const fahrenheit = () => remap(0, 100, 32, 212, celsius());
  view.add(
    <>
      <Txt
        y={-80}
        fontSize={100}
        fill="#ffffff"
        text={() => `${celsius().toFixed(0)} °C`}
      />
      <Txt
        y={80}
        fontSize={100}
        fill="#e0524c"
        text={() => `${fahrenheit().toFixed(0)} °F`}
      />
    </>,
  );

  yield* celsius(100, 2);
  // Outside the input range the line simply goes on: -40 °C is -40 °F.
  yield* celsius(-40, 2);
  yield* celsius(0, 1);
});
