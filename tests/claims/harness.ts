/**
 * Runs the library headlessly in Node for the claims: threads on a playback of our own, whole 2d scenes through
 * core's PlaybackManager (as the Player and the Renderer drive them, without drawing), and the Renderer's snapshot.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import * as canvasCommons2d from '@canvas-commons/2d';
import {makeScene2D, type View2D} from '@canvas-commons/2d';
import * as jsxRuntime from '@canvas-commons/2d/jsx-runtime';
import * as canvasCommonsCore from '@canvas-commons/core';
import {
  Logger,
  PlaybackManager,
  PlaybackStatus,
  ReadOnlyTimeEvents,
  Renderer,
  SharedWebGLContext,
  Vector2,
  endPlayback,
  startPlayback,
  threads,
  type FullSceneDescription,
  type LogPayload,
  type RendererSettings,
  type ThreadGenerator,
  type ThreadGeneratorFactory,
} from '@canvas-commons/core';

import {compileExample} from '../../plugins/live-preview/theme/LivePreview/compile';
import {createLoopGuard, evaluateModule} from '../../plugins/live-preview/theme/LivePreview/evaluate';
import {extractCodeBlocks} from '../../lib/examples';
import {repositoryRoot} from './claim';

/**
 * Runs `body` as the main thread of a `threads` context, one frame per step at `fps`, until it ends (at most
 * `maxSeconds` of scene time). Returns the number of frames it lasted.
 */
export function runThreads(body: () => ThreadGenerator, {fps = 60, maxSeconds = 60} = {}): number {
  const playback = new PlaybackManager();
  const status = new PlaybackStatus(playback);
  playback.fps = fps;
  playback.frame = 0;
  startPlayback(status);
  try {
    for (const _ of threads(body)) {
      playback.frame++;
      if (playback.frame > maxSeconds * fps) throw new Error(`still running after ${maxSeconds} s`);
    }
  } finally {
    endPlayback(status);
  }
  return playback.frame;
}

/**
 * 2d nodes keep a DOM element for flexbox layout. Node has none, so nodes get inert stand-ins: enough to create
 * nodes and animate their properties, not to measure a layout or text. Installed only while a scene runs, because
 * MathJax (loaded by the 2d package) decides at import time whether it is in a browser.
 */
class InertElement {
  public style: Record<string, string> = {};
  public dataset: Record<string, string> = {};
  public id = '';
  public shadowRoot: InertElement | null = null;
  public append(): void {}
  public prepend(): void {}
  public appendChild(): void {}
  public replaceChildren(): void {}
  public remove(): void {}
  public attachShadow(): InertElement {
    this.shadowRoot = new InertElement();
    return this.shadowRoot;
  }
  public getBoundingClientRect() {
    return {x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0};
  }
}

function withInertDom<T>(run: () => Promise<T>): Promise<T> {
  const scope = globalThis as Record<string, unknown>;
  const saved = {document: scope.document, getComputedStyle: scope.getComputedStyle};
  scope.document = {
    body: new InertElement(),
    createElement: () => new InertElement(),
    createElementNS: () => new InertElement(),
    querySelector: () => null,
  };
  scope.getComputedStyle = (element: InertElement) => element.style;
  return run().finally(() => {
    scope.document = saved.document;
    scope.getComputedStyle = saved.getComputedStyle;
  });
}

export interface SceneRun {
  /** The scene's length in frames, as the player computes it. */
  frames: number;
  /** The scene's length in seconds. */
  seconds: number;
  /** Everything the scene logged through the library's logger. */
  logs: LogPayload[];
}

export interface SceneOptions {
  fps?: number;
  /** The scene's seed, as stored in its `.meta` file. */
  seed?: number;
  /** Time events as the editor saves them in the `.meta` file (read-only, as in a render). */
  timeEvents?: Array<{name: string; targetTime: number}>;
}

/** Builds a scene the way the Player and Renderer do (a scene of `makeScene2D`), for the given playback. */
function createScene(
  body: (view: View2D) => ThreadGenerator,
  name: string,
  status: PlaybackStatus,
  logger: Logger,
  {seed, timeEvents}: SceneOptions,
) {
  const description = makeScene2D(body);
  if (seed !== undefined) description.meta.seed.set(seed);
  if (timeEvents) description.meta.timeEvents.set(timeEvents);
  const full = {
    ...description,
    name,
    size: new Vector2(1920, 1080),
    resolutionScale: 1,
    playback: status,
    logger,
    timeEventsClass: ReadOnlyTimeEvents,
    sharedWebGLContext: new SharedWebGLContext(logger),
    experimentalFeatures: false,
  };
  // The scene's constructor reads only the fields above; the description's `variables` and `onReplaced` serve the
  // project loader and the editor's hot reload, which these runs do not have.
  return new description.klass(full as unknown as FullSceneDescription<ThreadGeneratorFactory<View2D>>);
}

export interface ProjectRun {
  /** The project's length in frames. */
  frames: number;
  /** Each scene's first frame, last frame and the length of its transition in, in frames. */
  scenes: Array<{firstFrame: number; lastFrame: number; transitionFrames: number}>;
  logs: LogPayload[];
}

/** Plays the scenes one after another from start to end, as the player measures a project. */
export async function runProject(
  bodies: Array<(view: View2D) => ThreadGenerator>,
  options: SceneOptions = {},
): Promise<ProjectRun> {
  const fps = options.fps ?? 60;
  return withInertDom(async () => {
    const logger = new Logger();
    const logs: LogPayload[] = [];
    logger.onLogged.subscribe((payload) => logs.push(payload));
    const playback = new PlaybackManager();
    const status = new PlaybackStatus(playback);
    playback.fps = fps;
    const scenes = bodies.map((body, index) =>
      createScene(body, index === 0 ? 'claim' : `claim${index + 1}`, status, logger, options),
    );
    playback.setup(scenes);
    await playback.recalculate();
    return {
      frames: playback.duration,
      scenes: scenes.map((scene) => ({
        firstFrame: scene.firstFrame,
        lastFrame: scene.lastFrame,
        transitionFrames: scene.transitionDuration,
      })),
      logs,
    };
  });
}

/**
 * Plays one 2d scene from start to end, as the player measures it, and returns its length and logs. The body may
 * call everything a scene may (useRandom, useScene, waitUntil, spawn…).
 */
export async function runScene(body: (view: View2D) => ThreadGenerator, options: SceneOptions = {}): Promise<SceneRun> {
  const fps = options.fps ?? 60;
  const run = await runProject([body], options);
  return {frames: run.frames, seconds: run.frames / fps, logs: run.logs};
}

/**
 * Calls `inspect` with the view of a running scene, where the library's nodes can be built and read, and rethrows
 * what it throws (a failed `expect`) once the scene has ended.
 */
export async function inspectScene(inspect: (view: View2D) => void): Promise<void> {
  let failure: unknown = null;
  await runScene(function* (view) {
    try {
      inspect(view);
    } catch (error) {
      failure = error;
    }
    yield;
  });
  if (failure) throw failure;
}

/** What `Renderer.renderFrame` would save: the frame number it computed and the fps the render then ran at. */
export interface Snapshot {
  frame: number;
  fileName: string;
  fps: number;
}

/**
 * Calls the real `Renderer.renderFrame` of a fresh renderer (as the editor's one is at the start of a session), with
 * its stage and scene loading replaced by stand-ins that record which frame it seeks. Canvas drawing is not needed:
 * the frame number is computed before anything is drawn.
 */
export async function snapshotFrames(requests: Array<{seconds: number; fps: number}>): Promise<Snapshot[]> {
  // A renderer without its constructor, which needs a project and a canvas; renderFrame uses only these fields.
  const renderer = Object.create(Renderer.prototype) as Renderer;
  const playback = new PlaybackManager();
  const sought: number[] = [];
  playback.reset = async () => {};
  playback.seek = async (frame: number) => {
    sought.push(frame);
    return false;
  };
  Object.assign(renderer, {
    lock: {acquire: async () => {}, release: () => {}},
    playback,
    status: new PlaybackStatus(playback),
    stage: {configure: () => {}, render: async () => {}},
    project: {scenes: [], name: 'project', logger: new Logger()},
  });
  Object.defineProperty(playback, 'currentScene', {get: () => null, configurable: true});
  const snapshots: Snapshot[] = [];
  for (const {seconds, fps} of requests) {
    await renderer.renderFrame({fps} as RendererSettings, seconds);
    const frame = sought.at(-1) ?? NaN;
    snapshots.push({frame, fileName: `${frame.toString().padStart(6, '0')}.png`, fps: playback.fps});
  }
  return snapshots;
}

/**
 * The scene function of a page's own example: the first `tsx` fence whose meta contains `title`, compiled and
 * evaluated the way the live previews do it (sucrase, the library's real modules).
 */
export function pageExample(page: string, title: string): (view: View2D) => ThreadGenerator {
  const source = readFileSync(path.join(repositoryRoot, page), 'utf8');
  const block = extractCodeBlocks(page, source).find((candidate) => candidate.meta.includes(title));
  if (!block) throw new Error(`${page} has no example titled ${title}`);
  const exports = evaluateModule(
    compileExample(block.code),
    {
      '@canvas-commons/core': canvasCommonsCore,
      '@canvas-commons/2d': canvasCommons2d,
      '@canvas-commons/2d/jsx-runtime': jsxRuntime,
    },
    createLoopGuard(1000),
  );
  const description = exports.default as {config: (view: View2D) => ThreadGenerator};
  return description.config;
}

/**
 * Runs `scene` with `sample` called once per frame, from a task spawned before the scene's first line (so the scene
 * itself still runs as the main thread, as in the editor). Returns the samples with the scene's time.
 */
export async function sampleScene<T>(
  scene: (view: View2D) => ThreadGenerator,
  sample: (view: View2D) => T,
  options: SceneOptions = {},
): Promise<{run: SceneRun; samples: Array<{time: number; value: T}>}> {
  const samples: Array<{time: number; value: T}> = [];
  const run = await runScene(function* (view) {
    canvasCommonsCore.spawn(
      canvasCommonsCore.loop(function* () {
        samples.push({time: canvasCommonsCore.useTime(), value: sample(view)});
        yield;
      }),
    );
    yield* scene(view);
  }, options);
  return {run, samples};
}

/** A scene's `Variables`, the real class, with a reset we trigger ourselves. */
export function sceneVariables() {
  const reset = new canvasCommonsCore.EventDispatcher<void>();
  const variables = new canvasCommonsCore.Variables({
    onReset: reset.subscribable,
  } as unknown as canvasCommonsCore.Scene);
  return {variables, reset: () => reset.dispatch()};
}
