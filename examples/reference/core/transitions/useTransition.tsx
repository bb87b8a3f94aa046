import {makeScene2D, Txt} from '@canvas-commons/2d';
import {
  createSignal,
  easeOutCubic,
  useScene,
  useTransition,
  waitFor,
} from '@canvas-commons/core';

export default makeScene2D(function* (view) {
  view.fill('#1f4f46');
  view.add(<Txt fontSize={100} fill="#ffffff" text="Spin in" />);

  // A transition of our own: the scene turns and grows from the middle of the frame.
  const size = useScene().getRealSize();
  const progress = createSignal(0);
  const endTransition = useTransition((context) => {
    // Called before this scene is drawn; the context is in canvas pixels from the top-left corner.
    context.translate(size.x / 2, size.y / 2);
    context.rotate((progress() - 1) * Math.PI);
    context.scale(progress(), progress());
    context.translate(-size.x / 2, -size.y / 2);
  });
  yield* progress(1, 1.5, easeOutCubic);
  // Until this call the scene counts as transitioning in (and a previous scene stays drawn).
  endTransition();
  yield* waitFor(1);
});
