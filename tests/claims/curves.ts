/** Reading a curve (Line, Spline, Bézier curves, Path) as the guides describe it: points along it, its drawn part. */
import {type Curve, type CurvePoint} from '@canvas-commons/2d';
import {type Vector2} from '@canvas-commons/core';

import {type RecordingPath2D} from './stand-ins/canvas';

/** The position on `curve` at each of `count + 1` evenly spaced fractions of its length. */
export function pointsAlong(curve: Curve, count: number): Vector2[] {
  return Array.from({length: count + 1}, (_, i) => curve.getPointAtPercentage(i / count).position);
}

/** The smallest distance from `point` to the curve, sampled at `count + 1` points. */
export function distanceToCurve(curve: Curve, point: Vector2, count = 400): number {
  return Math.min(...pointsAlong(curve, count).map((sample) => sample.sub(point).magnitude));
}

/** The direction of travel at a curve point, as the guides compute it. */
export function direction(point: CurvePoint): Vector2 {
  return point.normal.flipped.perpendicular;
}

/** Where the drawn part of a curve starts and ends, and the path it draws (Curve.curveDrawingInfo). */
export function drawnPart(curve: Curve): {
  startPoint: Vector2;
  endPoint: Vector2;
  arrowSize: number;
  path: RecordingPath2D;
} {
  return (curve as unknown as {curveDrawingInfo(): ReturnType<typeof drawnPart>}).curveDrawingInfo();
}
