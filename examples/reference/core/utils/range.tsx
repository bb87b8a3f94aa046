import {Circle, makeScene2D, Txt} from '@canvas-commons/2d';
import {
  all,
  createRef,
  createRefArray,
  range,
  waitFor,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const dots = createRefArray<Circle>();
  const caption = createRef<Txt>();
  view.add(
    <>
      {range(6).map((i) => (
        <Circle ref={dots} x={-500 + i * 200} size={140} fill="#444444">
          <Txt fontSize={56} fill="#ffffff" text={`${i}`} />
        </Circle>
      ))}
      <Txt ref={caption} y={-250} fontSize={56} fill="#ffffff" />
    </>,
  );

  // The numbers each call returns light up; the end value is never included.
  const calls: [string, number[]][] = [
    ['range(6)', range(6)],
    ['range(2, 5)', range(2, 5)],
    ['range(5, 0, -2)', range(5, 0, -2)],
  ];
  for (const [call, values] of calls) {
    caption().text(`${call} = [${values.join(', ')}]`);
    yield* all(
      ...dots.map((dot, i) =>
        dot.fill(values.includes(i) ? '#e6a700' : '#444444', 0.4),
      ),
    );
    yield* waitFor(1.2);
  }
});
