/**
 * The harness's scene runs ({@link inspectScene}, {@link runScene}, {@link sampleScene}) with browser stand-ins
 * installed for the length of the run: what a check needs beyond the harness's inert DOM when it reads geometry
 * (transforms, sizes, paths), drawing or media.
 */
import {Img, type Node, type View2D} from '@canvas-commons/2d';
import {DependencyContext, Logger, type LogPayload, type ThreadGenerator, waitFor} from '@canvas-commons/core';

import {inspectScene, runProject, runScene, sampleScene, type SceneOptions} from './harness';
import {RecordingPath2D, measuringContext, recordingCanvas, type Draw} from './stand-ins/canvas';
import {giveFixedSize, type Sizing} from './stand-ins/elements';
import {installGlobals, withGlobals} from './stand-ins/globals';
import {DOMMatrixStandIn, checkMatrixStandIn} from './stand-ins/matrix';
import {standInMedia} from './stand-ins/media';
import {standInPathLengths} from './stand-ins/svg';

/** Runs `run` with the DOMMatrix and Path2D stand-ins, and takes them away afterwards. */
async function withGeometry<T>(run: () => Promise<T>): Promise<T> {
  checkMatrixStandIn();
  return withGlobals({DOMMatrix: DOMMatrixStandIn, Path2D: RecordingPath2D}, run);
}

/**
 * Inside a scene run (the harness gives each run a fresh `document`): the view's element and the elements the library
 * makes from now on have fixed sizes ({@link giveFixedSize}, measured as `sizing` says), the canvases it makes measure
 * text with {@link measuringContext}, and Bézier segments have a length.
 */
function standInSceneDocument(view: View2D, sizing: Sizing): void {
  const page = document as unknown as {
    createElement: (tag: string) => {style: Record<string, string>} & Record<string, unknown>;
    sized?: boolean;
  };
  if (!page.sized) {
    giveFixedSize(view.element as unknown as {style: Record<string, string>}, sizing);
    const create = page.createElement.bind(page);
    page.createElement = (tag: string) => {
      const element = giveFixedSize(create(tag), sizing);
      if (tag === 'canvas') element.getContext = () => measuringContext().context;
      return element;
    };
    page.sized = true;
  }
  standInPathLengths();
}

/**
 * {@link inspectScene}, {@link runScene} and {@link sampleScene} with transforms, paths, fixed sizes (measured as
 * `sizing` says), text measurements and Bézier lengths.
 */
export function geometryScenes(sizing: Sizing) {
  const standIn = (view: View2D) => standInSceneDocument(view, sizing);
  return {
    inspectGeometry(inspect: (view: View2D) => void): Promise<void> {
      return withGeometry(() =>
        inspectScene((view) => {
          standIn(view);
          inspect(view);
        }),
      );
    },
    runGeometry(body: (view: View2D) => ThreadGenerator, options: SceneOptions = {}) {
      return withGeometry(() =>
        runScene(function* (view) {
          standIn(view);
          yield* body(view);
        }, options),
      );
    },
    /** The sampler runs before the scene's first line, so it installs the stand-ins too. */
    sampleGeometry<T>(scene: (view: View2D) => ThreadGenerator, sample: (view: View2D) => T) {
      return withGeometry(() =>
        sampleScene(
          function* (view) {
            standIn(view);
            yield* scene(view);
          },
          (view) => {
            standIn(view);
            return sample(view);
          },
        ),
      );
    },
  };
}

/**
 * The geometry scene runs with lenient sizes, as the pages on shapes, curves, the camera and media use them: their
 * checks read the sizes of nodes outside a layout only, but run library code (copies, text) that reads others.
 */
export const {inspectGeometry, runGeometry, sampleGeometry} = geometryScenes('lenient');

/** {@link inspectScene}, with transforms and paths only: for nodes in a layout, whose sizes the stand-in cannot give. */
export function inspectTransforms(inspect: (view: View2D) => void): Promise<void> {
  return withGeometry(() => inspectScene(inspect));
}

/** {@link runGeometry} with the media stand-ins, and a page origin for the image URLs. */
/** A project of two scenes, 1 s and then 0.5 s of waiting: where each starts and ends says how scenes follow. */
export function runSecondThenHalfSecond() {
  return runProject([
    function* () {
      yield* waitFor(1);
    },
    function* () {
      yield* waitFor(0.5);
    },
  ]);
}

export function runMedia(body: (view: View2D) => ThreadGenerator) {
  return withGlobals({window: {location: {origin: 'http://localhost:9000'}}}, () =>
    runGeometry(function* (view) {
      standInMedia();
      yield* body(view);
    }),
  );
}

/**
 * What the library logs for an image that fails to load: a scene yields an `Img` whose file is missing, ends with the
 * library's error, and that error is logged as the editor's player logs it (`logger.error(error)`). The library's
 * promise for the image also rejects with no handler (as in a browser, an uncaught promise error); that expected
 * rejection is kept from the test runner while this runs, and the pending resource is dropped so later scenes do not
 * wait for it.
 */
export async function failedImageLog(src: string): Promise<LogPayload> {
  const listeners = process.listeners('unhandledRejection');
  process.removeAllListeners('unhandledRejection');
  process.on('unhandledRejection', (reason, promise) => {
    const expected = reason instanceof Error && reason.message === 'Failed to load an image';
    if (!expected) for (const listener of listeners) listener(reason, promise);
  });
  let rejection: unknown = null;
  try {
    await runMedia(function* (view) {
      const image = new Img({src});
      view.add(image);
      yield image;
    }).catch((reason: unknown) => (rejection = reason));
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    (DependencyContext as unknown as {promises: unknown[]}).promises = [];
    process.removeAllListeners('unhandledRejection');
    for (const listener of listeners) process.on('unhandledRejection', listener);
  }
  const logger = new Logger();
  logger.error(rejection as LogPayload);
  return logger.history[0]!;
}

/** Renders a node on a fresh scene canvas (named `scene`) and returns every drawing call, on any canvas. */
export type Render = (node: Node) => Draw[];

/**
 * Runs `run` with recording canvases: the canvases the library makes (a cached node's, named `cache1`, `cache2`…)
 * record their drawing calls, with the DOMMatrix and Path2D stand-ins. Call it inside a running scene (the 2d nodes
 * need one); everything is taken away when `run` returns.
 */
export function withCanvases<T>(run: (render: Render) => T): T {
  const document = (globalThis as Record<string, unknown>).document as {createElement: (tag: string) => unknown};
  const createElement = document.createElement;
  let log: Draw[] = [];
  let caches = 0;
  const restoreGlobals = installGlobals({DOMMatrix: DOMMatrixStandIn, Path2D: RecordingPath2D});
  document.createElement = (tag: string) =>
    tag === 'canvas' ? recordingCanvas(`cache${++caches}`, () => log) : createElement(tag);
  try {
    return run((node) => {
      log = [];
      const canvas = recordingCanvas('scene', () => log);
      node.render(canvas.getContext());
      return log;
    });
  } finally {
    restoreGlobals();
    document.createElement = createElement;
  }
}

/** Calls `check` with the view of a running scene, with recorded canvases. */
export async function onCanvas(check: (view: View2D, render: Render) => void): Promise<void> {
  await inspectScene((view) => withCanvases((render) => check(view, render)));
}
