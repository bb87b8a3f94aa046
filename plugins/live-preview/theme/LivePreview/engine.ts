/**
 * The browser half of a live preview: loads the library (its own chunks), runs a
 * compiled example and plays it with the library's own `Player` and `Stage`, as
 * `@canvas-commons/player` does, but from an in-memory project instead of a module URL.
 *
 * This module is itself loaded on demand (see `./index.tsx`), together with the compiler.
 */
import type * as CoreModule from '@canvas-commons/core';
import type * as TwoDModule from '@canvas-commons/2d';

import {version as coreVersion} from '@canvas-commons/core/package.json';
import {version as twoDVersion} from '@canvas-commons/2d/package.json';

import {PREVIEW} from '../../constants';
import {compileExample} from './compile';
import {createLoopGuard, evaluateModule, type LoopGuard, type ModuleExports} from './evaluate';

type Core = typeof CoreModule;
type TwoD = typeof TwoDModule;
type Player = CoreModule.Player;
type SceneDescription = CoreModule.FullSceneDescription;

export interface Library {
  core: Core;
  twoD: TwoD;
  jsxRuntime: ModuleExports;
}

let core: Promise<Core> | null = null;
const twoD = new Map<boolean, Promise<Omit<Library, 'core'>>>();

/** Forgets a failed chunk load so the next call retries (flaky network). */
function retryable<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

/** The real `@canvas-commons/core` from npm, bundled by the site's build into its own chunk. */
export function loadCore(): Promise<Core> {
  core ??= retryable(import('@canvas-commons/core'), () => (core = null));
  return core;
}

/**
 * `@canvas-commons/2d`: the package as published when the code uses `Latex`,
 * otherwise the same package built without MathJax (600 KB gzip less; see
 * plugins/live-preview). Both share the one `@canvas-commons/core`.
 */
export function loadLibrary(withLatex: boolean): Promise<Library> {
  let pair = twoD.get(withLatex);
  if (!pair) {
    pair = retryable(
      Promise.all([
        withLatex ? import('@canvas-commons/2d') : import('canvas-commons-2d-lite?lite'),
        import('@canvas-commons/2d/jsx-runtime'),
      ]).then(([module, jsxRuntime]) => ({twoD: module as TwoD, jsxRuntime: jsxRuntime as ModuleExports})),
      () => twoD.delete(withLatex),
    );
    twoD.set(withLatex, pair);
  }
  return Promise.all([loadCore(), pair]).then(([coreModule, rest]) => ({core: coreModule, ...rest}));
}

/** Whether compiled code reaches for `Latex` (then MathJax must be loaded). */
export function usesLatex(compiledCode: string): boolean {
  return /\bLatex\b/.test(compiledCode);
}

class SceneTooLongError extends Error {
  constructor(seconds: number) {
    super(`The scene runs longer than ${seconds} s (or never ends); previews stop measuring it there.`);
    this.name = 'SceneTooLongError';
  }
}

/**
 * Drives `inner` exactly like `yield*` would, but throws after `maxSteps` yields.
 * The player measures a scene by running it to its end before the first frame;
 * without a bound, a scene that never ends would hang the tab there.
 */
export function* limitSteps<TReturn>(
  inner: Generator<unknown, TReturn, unknown>,
  maxSteps: number,
  onExceeded: () => Error,
): Generator<unknown, TReturn, unknown> {
  let steps = 0;
  let done = false;
  let input: {threw: boolean; value: unknown} = {threw: false, value: undefined};
  try {
    while (true) {
      const result = input.threw ? inner.throw(input.value) : inner.next(input.value);
      if (result.done) {
        done = true;
        return result.value;
      }
      if (++steps > maxSteps) throw onExceeded();
      try {
        input = {threw: false, value: yield result.value};
      } catch (error) {
        input = {threw: true, value: error};
      }
    }
  } finally {
    // Cancelled from outside (`return()`): cancel the scene's own generator too.
    if (!done) inner.return(undefined as TReturn);
  }
}

export interface PreviewLog {
  level: string;
  message: string;
  /** Scene time of the message, in seconds. */
  time: number;
  /** `JSON.stringify` of the payload's `object`, if any. */
  object?: string;
}

/** Console entries kept per run. */
const MAX_LOGS = 100;

function stringify(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export interface PreviewState {
  status: 'loading' | 'ready' | 'error';
  paused: boolean;
  loop: boolean;
  frame: number;
  duration: number;
  fps: number;
  /** Readable compile or runtime error; the canvas keeps the last good frame. */
  error: string | null;
  /** Messages the scene logged (`useLogger()`) while it was measured, once per run. */
  logs: PreviewLog[];
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name === 'Error' ? 'Error' : error.name}: ${error.message}`;
  if (error && typeof error === 'object' && 'message' in error) return String((error as {message: unknown}).message);
  return String(error);
}

/** What the player's project reports as its library versions: the installed packages'. */
const VERSIONS = {core: coreVersion, two: twoDVersion, ui: null, vitePlugin: null};

export class PreviewSession {
  readonly canvas: HTMLCanvasElement;
  private readonly stage: CoreModule.Stage;
  private player: Player | null = null;
  private pending: Player | null = null;
  private guard: LoopGuard | null = null;
  private active = true;
  private runId = 0;
  private state: PreviewState = {
    status: 'loading',
    paused: true,
    loop: true,
    frame: 0,
    duration: 0,
    fps: PREVIEW.fps,
    error: null,
    logs: [],
  };

  constructor(
    private readonly core: Core,
    private readonly onChange: (state: PreviewState) => void,
  ) {
    this.stage = new core.Stage();
    this.stage.configure({
      size: new core.Vector2(PREVIEW.width, PREVIEW.height),
      resolutionScale: PREVIEW.resolutionScale,
      background: PREVIEW.background,
      colorSpace: 'srgb',
    });
    this.canvas = this.stage.finalBuffer;
  }

  private update(patch: Partial<PreviewState>) {
    this.state = {...this.state, ...patch};
    this.onChange(this.state);
  }

  /** Modules the example may `require`; `makeScene2D` is wrapped so endless scenes stop. */
  private modules({core, twoD, jsxRuntime}: Library): Record<string, ModuleExports> {
    const maxSteps = PREVIEW.maxSceneSeconds * PREVIEW.fps;
    const makeScene2D: TwoD['makeScene2D'] = (runner) =>
      twoD.makeScene2D(function* (this: unknown, view) {
        return yield* limitSteps(
          runner.call(this, view) as Generator<unknown, void, unknown>,
          maxSteps,
          () => new SceneTooLongError(PREVIEW.maxSceneSeconds),
        ) as ReturnType<typeof runner>;
      });
    return {
      '@canvas-commons/core': core as unknown as ModuleExports,
      '@canvas-commons/2d': {...(twoD as unknown as ModuleExports), makeScene2D},
      '@canvas-commons/2d/jsx-runtime': jsxRuntime,
    };
  }

  /**
   * Compiles and starts `source`. The current animation keeps playing (and its
   * frame stays on the canvas) until the new one has been measured without error.
   */
  async run(source: string, {autoplay, frame = -1}: {autoplay: boolean; frame?: number}): Promise<boolean> {
    const {core} = this;
    const id = ++this.runId;
    this.pending?.deactivate();
    this.pending = null;

    let description: SceneDescription;
    const guard = createLoopGuard(PREVIEW.loopBudgetMs);
    try {
      const compiled = compileExample(source);
      const library = await loadLibrary(usesLatex(compiled.code));
      // A newer edit started while the library loaded: that run wins.
      if (id !== this.runId) return false;
      const exports = evaluateModule(compiled, this.modules(library), guard);
      const scene = exports.default as Partial<SceneDescription> | undefined;
      if (!scene || typeof scene !== 'object' || !('klass' in scene)) {
        throw new Error('The example needs `export default makeScene2D(...)` to be previewed.');
      }
      description = scene as SceneDescription;
    } catch (error) {
      this.update({status: this.player ? this.state.status : 'error', error: describeError(error)});
      return false;
    }

    description.name = 'preview';
    description.onReplaced ??= new core.ValueDispatcher(description);
    const logger = new core.Logger();
    const project = core.bootstrap(
      'preview',
      VERSIONS,
      [],
      core.makeProject({scenes: [description], logger}),
      new core.MetaFile('preview', false),
      new core.MetaFile('settings', false),
      logger,
    );
    const size = new core.Vector2(PREVIEW.width, PREVIEW.height);
    const player = new core.Player(
      project,
      {size, fps: PREVIEW.fps, resolutionScale: PREVIEW.resolutionScale, audioOffset: 0},
      {loop: this.state.loop},
      frame,
    );
    this.pending = player;

    // The player runs the whole scene once to measure it; keep that run's messages only,
    // so looping playback does not repeat them.
    let measuring = true;
    const logs: PreviewLog[] = [];
    logger.onLogged.subscribe((payload) => {
      if (id !== this.runId) return;
      if (payload.level !== 'error') {
        // Profiling entries (`durationMs`) are the player's own timing, not the scene's messages.
        if (!measuring || payload.durationMs !== undefined || logs.length >= MAX_LOGS) return;
        logs.push({
          level: payload.level ?? 'info',
          message: payload.message,
          time: player.playback.frame / PREVIEW.fps,
          object: stringify(payload.object),
        });
        return;
      }
      player.togglePlayback(false);
      // A tripped guard throws on every later frame: stop that player for good.
      if (guard.tripped || player === this.pending) player.deactivate();
      if (player === this.pending) this.pending = null;
      this.update({error: describeError(payload), status: this.player ? this.state.status : 'error'});
    });
    player.onRecalculated.subscribe(() => {
      measuring = false;
      if (player !== this.pending) return;
      // Measured without error: this player replaces the previous one.
      this.player?.deactivate();
      this.player = player;
      this.pending = null;
      this.guard = guard;
      if (!this.active) player.deactivate();
      this.update({status: 'ready', error: null, paused: true, duration: player.playback.duration, logs});
      if (autoplay) player.togglePlayback(true);
    });
    player.onRender.subscribe(async () => {
      if (player !== this.player) return;
      await this.stage.render(player.playback.currentScene, player.playback.previousScene);
    });
    player.onStateChanged.subscribe((state) => {
      if (player === this.player) this.update({paused: state.paused, loop: state.loop});
    });
    player.onFrameChanged.subscribe((frame) => {
      if (player === this.player) this.update({frame});
    });
    player.onDurationChanged.subscribe((duration) => {
      if (player === this.player) this.update({duration});
    });
    return true;
  }

  togglePlayback(value?: boolean) {
    if (this.guard?.tripped) return;
    this.player?.togglePlayback(value);
  }

  restart() {
    this.player?.requestReset();
    this.togglePlayback(true);
  }

  seek(frame: number) {
    this.player?.requestSeek(frame);
  }

  setLoop(value: boolean) {
    this.player?.toggleLoop(value);
    this.update({loop: value});
  }

  /** Stops the update loop while the preview is off screen. */
  setActive(value: boolean) {
    this.active = value;
    if (!this.player || this.guard?.tripped) return;
    if (value) this.player.activate();
    else this.player.deactivate();
  }

  dispose() {
    this.runId++;
    this.pending?.deactivate();
    this.player?.deactivate();
    this.pending = null;
    this.player = null;
  }
}
