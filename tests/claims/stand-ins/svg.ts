/**
 * SVG geometry stand-in. Bézier segments ask an SVG <path> element (one per segment class, made once by the library)
 * for their total length; Node has no SVG, so the element's length is computed from the path data it is given.
 * Arcs (Circle profiles, the `A` command of path data) also need the browser's SVG bounding boxes and are not stood in.
 */
import {CubicBezierSegment, QuadBezierSegment} from '@canvas-commons/2d';
import {Vector2} from '@canvas-commons/core';

/** The length of a single-segment SVG path `M x0 y0 C …` or `M x0 y0 Q …`, by Simpson's rule on the curve's speed. */
export function bezierLength(data: string): number {
  // A browser stops reading path data at a number it cannot parse (the library writes NaN for an empty piece).
  if (/NaN|Infinity/.test(data)) return 0;
  const numbers = (data.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number);
  const points = [] as Vector2[];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push(new Vector2(numbers[i], numbers[i + 1]));
  const speed = (t: number): number => {
    const u = 1 - t;
    if (points.length === 4) {
      const [p0, p1, p2, p3] = points;
      return p1
        .sub(p0)
        .scale(3 * u * u)
        .add(p2.sub(p1).scale(6 * u * t))
        .add(p3.sub(p2).scale(3 * t * t)).magnitude;
    }
    const [p0, p1, p2] = points;
    return p1
      .sub(p0)
      .scale(2 * u)
      .add(p2.sub(p1).scale(2 * t)).magnitude;
  };
  const steps = 2000;
  let sum = speed(0) + speed(1);
  for (let i = 1; i < steps; i++) sum += speed(i / steps) * (i % 2 ? 4 : 2);
  return sum / (3 * steps);
}

/**
 * Inside a scene run (the segments make their element from the scene's `document` the first time they need it):
 * gives the Bézier segments' SVG element a length, that of the path data last set on it.
 */
export function standInPathLengths(): void {
  for (const segment of [CubicBezierSegment, QuadBezierSegment]) {
    const element = (segment as unknown as {el: Record<string, unknown>}).el;
    let data = '';
    element.setAttribute = (_name: string, value: string) => {
      data = value;
    };
    element.getTotalLength = () => bezierLength(data);
  }
}
