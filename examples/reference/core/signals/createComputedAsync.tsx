import {makeScene2D, Txt} from '@canvas-commons/2d';
import {createComputedAsync, createSignal, waitFor} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  const word = createSignal('canvas');
  // The factory returns a promise (digest() has no synchronous form); '…' is the value until it first settles.
  const hash = createComputedAsync(async () => {
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(word()),
    );
    return [...new Uint8Array(digest).slice(0, 6)]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
  }, '…');
  view.add(
    <>
      <Txt y={-80} fontSize={100} fill="#ffffff" text={word} />
      <Txt
        y={80}
        fontSize={56}
        fontFamily="monospace"
        fill="#e6a700"
        text={() => `SHA-256 ${hash()}…`}
      />
    </>,
  );

  // Each new word starts a new promise; the frame is drawn once it has settled.
  yield* waitFor(1);
  yield* word('commons', 2);
  yield* waitFor(1);
});
