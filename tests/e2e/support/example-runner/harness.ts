/**
 * Browser side of the guides' run check: compiles and evaluates an example with the
 * live previews' own engine, measures the scene as the preview player does, then
 * renders frames until one is not blank. Bundled by `./bundle.ts`, never by the site.
 */
import * as core from '@canvas-commons/core';
import * as twoD from '@canvas-commons/2d';
import * as jsxRuntime from '@canvas-commons/2d/jsx-runtime';
import * as legacyShell from '@codemirror/legacy-modes/mode/shell';
import * as codemirrorLanguage from '@codemirror/language';
import * as lezerHighlight from '@lezer/highlight';
import * as lezerJavascript from '@lezer/javascript';
import * as lezerPython from '@lezer/python';
import * as lezerRust from '@lezer/rust';

import {PREVIEW} from '../../../../plugins/live-preview/constants';
import {compileExample} from '../../../../plugins/live-preview/theme/LivePreview/compile';
import {exampleModules, projectOf, sceneOf} from '../../../../plugins/live-preview/theme/LivePreview/engine';
import {
  createLoopGuard,
  evaluateModule,
  type ModuleExports,
} from '../../../../plugins/live-preview/theme/LivePreview/evaluate';
import type {RunOutcome} from './outcome';

/** Packages the guides' examples import besides the library (installed for the type check too). */
const EXTRA_MODULES: Record<string, ModuleExports> = {
  '@codemirror/language': codemirrorLanguage,
  '@codemirror/legacy-modes/mode/shell': legacyShell,
  '@lezer/highlight': lezerHighlight,
  '@lezer/javascript': lezerJavascript,
  '@lezer/python': lezerPython,
  '@lezer/rust': lezerRust,
};

/** Frames looked at for the non-blank check, spread over the scene. */
const SAMPLED_FRAMES = 12;

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (error && typeof error === 'object' && 'message' in error) return String((error as {message: unknown}).message);
  return String(error);
}

/** Whether every pixel of the canvas has one colour (nothing but a background). */
function isBlank(canvas: HTMLCanvasElement): boolean {
  const context = canvas.getContext('2d');
  if (!context) return true;
  const pixels = new Uint32Array(context.getImageData(0, 0, canvas.width, canvas.height).data.buffer);
  const first = pixels[0];
  for (let index = 1; index < pixels.length; index++) {
    if (pixels[index] !== first) return false;
  }
  return true;
}

async function runExample(source: string, maxSeconds: number): Promise<RunOutcome> {
  const errors: string[] = [];
  const outcome: RunOutcome = {errors, frames: 0, cut: false, nonBlankFrame: -1};
  const maxSteps = Math.round(maxSeconds * PREVIEW.fps);
  const library = {core, twoD, jsxRuntime: jsxRuntime as unknown as ModuleExports};
  const modules = {
    ...exampleModules(library, maxSteps, () => {
      outcome.cut = true;
      return null;
    }),
    ...EXTRA_MODULES,
  };

  let description;
  try {
    const compiled = compileExample(source, Object.keys(modules));
    description = sceneOf(evaluateModule(compiled, modules, createLoopGuard(PREVIEW.loopBudgetMs)));
  } catch (error) {
    errors.push(describeError(error));
    return outcome;
  }

  const logger = new core.Logger();
  logger.onLogged.subscribe((payload) => {
    if (payload.level === 'error') errors.push(describeError(payload));
  });
  const size = new core.Vector2(PREVIEW.width, PREVIEW.height);
  const player = new core.Player(
    projectOf(core, description, logger),
    {size, fps: PREVIEW.fps, resolutionScale: PREVIEW.resolutionScale, audioOffset: 0},
    {loop: false},
  );
  // Driven here frame by frame instead of by its animation-frame loop, so a scene
  // takes as long as its work, not its length.
  player.deactivate();
  const stage = new core.Stage();
  stage.configure({size, resolutionScale: PREVIEW.resolutionScale, background: PREVIEW.background, colorSpace: 'srgb'});

  try {
    const playback = player.playback;
    // The measuring run the preview player makes before its first frame.
    await playback.recalculate();
    outcome.frames = playback.duration;
    await playback.reset();
    for (let sample = 0; sample < SAMPLED_FRAMES && errors.length === 0; sample++) {
      const frame = Math.round((playback.duration * sample) / (SAMPLED_FRAMES - 1));
      await playback.seek(frame);
      await stage.render(playback.currentScene, playback.previousScene);
      if (!isBlank(stage.finalBuffer)) {
        outcome.nonBlankFrame = frame;
        break;
      }
    }
  } catch (error) {
    errors.push(describeError(error));
  }
  return outcome;
}

declare global {
  interface Window {
    runExample: typeof runExample;
  }
}
window.runExample = runExample;
