/**
 * Runs the library headlessly in Node for the claims: threads on a playback of our own, whole 2d scenes through
 * core's PlaybackManager (as the Player and the Renderer drive them, without drawing), and the Renderer's snapshot.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import * as canvasCommons2d from '@canvas-commons/2d';
import {makeScene2D, type Scene2D, type View2D} from '@canvas-commons/2d';
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
import {
  createLoopGuard,
  evaluateModule,
  type ModuleExports,
} from '../../plugins/live-preview/theme/LivePreview/evaluate';
import {extractCodeBlocks} from '../../lib/examples';
import {repositoryRoot} from './claim';
import {inertDom} from './stand-ins/elements';
import {withGlobals} from './stand-ins/globals';

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

/** How {@link createScene2D} builds a scene; by default as the Player does for a fresh project at 1×. */
export interface SceneBuild extends SceneOptions {
  name?: string;
  status?: PlaybackStatus;
  logger?: Logger;
  resolutionScale?: number;
}

/**
 * Builds a 2d scene (one of `makeScene2D`) the way the Player and Renderer do. Outside {@link runProject}, call it
 * inside a harness scene, which provides the DOM stand-ins.
 */
export function createScene2D(
  body: (view: View2D) => ThreadGenerator,
  {
    name = 'claim',
    status = new PlaybackStatus(new PlaybackManager()),
    logger = new Logger(),
    resolutionScale = 1,
    seed,
    timeEvents,
  }: SceneBuild = {},
): Scene2D {
  const description = makeScene2D(body);
  if (seed !== undefined) description.meta.seed.set(seed);
  if (timeEvents) description.meta.timeEvents.set(timeEvents);
  const full = {
    ...description,
    name,
    size: new Vector2(1920, 1080),
    resolutionScale,
    playback: status,
    logger,
    timeEventsClass: ReadOnlyTimeEvents,
    sharedWebGLContext: new SharedWebGLContext(logger),
    experimentalFeatures: false,
  };
  // The scene's constructor reads only the fields above; the description's `variables` and `onReplaced` serve the
  // project loader and the editor's hot reload, which these runs do not have.
  return new description.klass(full as unknown as FullSceneDescription<ThreadGeneratorFactory<View2D>>) as Scene2D;
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
  return withGlobals(inertDom(), async () => {
    const logger = new Logger();
    const logs: LogPayload[] = [];
    logger.onLogged.subscribe((payload) => logs.push(payload));
    const playback = new PlaybackManager();
    const status = new PlaybackStatus(playback);
    playback.fps = fps;
    const scenes = bodies.map((body, index) =>
      createScene2D(body, {...options, name: index === 0 ? 'claim' : `claim${index + 1}`, status, logger}),
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

/** The library's modules, as a page's example imports them. */
export const LIBRARY_MODULES: Readonly<Record<string, ModuleExports>> = {
  '@canvas-commons/core': canvasCommonsCore,
  '@canvas-commons/2d': canvasCommons2d,
  '@canvas-commons/2d/jsx-runtime': jsxRuntime,
};

/** The code of the page's fences whose meta contains `title` (a file name, say), in page order. */
export function pageCodeBlocks(page: string, title: string): string[] {
  const source = readFileSync(path.join(repositoryRoot, page), 'utf8');
  return extractCodeBlocks(page, source)
    .filter((candidate) => candidate.meta.includes(title))
    .map((block) => block.code);
}

/** The exports of `code` (TSX), compiled and evaluated the way the live previews do it, on the library's real modules. */
export function evaluateExample(code: string): Record<string, unknown> {
  return evaluateModule(compileExample(code), LIBRARY_MODULES, createLoopGuard(1000));
}

/**
 * The scene function of a page's own example: the `tsx` fence whose meta contains `title` (the first, or the one at
 * `index` among them), compiled and evaluated the way the live previews do it.
 */
export function pageExample(page: string, title: string, index = 0): (view: View2D) => ThreadGenerator {
  const code = pageCodeBlocks(page, title)[index];
  if (code === undefined) throw new Error(`${page} has no example titled ${title}`);
  const description = evaluateExample(code).default as {config: (view: View2D) => ThreadGenerator};
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
