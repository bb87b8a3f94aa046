import {Code, lines, makeScene2D} from '@canvas-commons/2d';
import {createRef, DEFAULT, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const code = createRef<Code>();
  view.add(
    <Code
      ref={code}
      fontSize={56}
      fill="#e6edf3"
      code={`\
for (let i = 0; i < 3; i++) {
  draw(i);
}`}
    />,
  );

  // Edits are animated: only the changed tokens fade, the rest slides into place.
  yield* code().code.replace(code().findFirstRange('3'), 'shapes.length', 1);
  yield* code().code.insert([1, 8], ' * 2', 1);
  // The selection dims everything except line 1.
  yield* code().selection(lines(1), 0.8);
  yield* waitFor(0.5);
  yield* code().selection(DEFAULT, 0.8);
});
