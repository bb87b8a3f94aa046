/** How a shape draws itself: its protected drawing steps, called directly on a recording context. */
import {type Shape} from '@canvas-commons/2d';
import {type BBox} from '@canvas-commons/core';

import {recordingContext, type Call, type RecordingPath2D} from './stand-ins/canvas';

/** The protected drawing steps of shapes, called directly. */
interface Drawing {
  drawShape(context: CanvasRenderingContext2D): void;
  applyStyle(context: CanvasRenderingContext2D): void;
  getPath(): RecordingPath2D;
  getPathData(): string;
  getCacheBBox(): BBox;
}
export function drawing(shape: Shape): Drawing {
  return shape as unknown as Drawing;
}

/** The names of the calls `shape` makes to draw itself, and the full calls. */
export function drawCalls(shape: Shape): {names: string[]; calls: Call[]} {
  const {context, calls} = recordingContext();
  drawing(shape).drawShape(context);
  return {names: calls.map(([name]) => name), calls};
}

/** The numbers of a path data string, command by command: `[['M', 1, 2], ['A', …]]`. */
export function pathCommands(data: string): Array<[string, ...number[]]> {
  return [...data.matchAll(/([MLHVCSQTAZ])([^MLHVCSQTAZ]*)/gi)].map(([, letter, rest]) => [
    letter,
    ...(rest.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number),
  ]);
}
