/**
 * Timing-function curves, drawn at build time by calling the installed library's functions, so a curve cannot
 * disagree with the function it shows. The API reference puts one under the import line of each timing function's
 * page; the tweening guide shows all of them in a gallery (`@theme/TimingCurveGallery`).
 */
import fs from 'node:fs';
import path from 'node:path';

import {CURVE_BOX, TIMING_CATEGORY} from './box';

export {TIMING_CATEGORY};

/** The library's timing functions, by export name: the easings, their factories, `linear`, `sin` and `cos`. */
export const TIMING_FUNCTION_NAME = /^(?:ease[A-Z]\w*|createEase[A-Z]\w*|linear|sin|cos)$/;
/** Points per curve: enough for the bounces' corners, few enough to keep a figure within 2 KB. */
export const CURVE_SAMPLES = 64;

type Easing = (value: number, from?: number, to?: number) => number;

export interface TimingCurve {
  name: string;
  /** The factory's parameters with their defaults as the library declares them, such as `s = 1.70158`. */
  defaults: string | null;
  /** `[t, value]`, sampled from the function at `t` = 0 … 1. */
  points: Array<[number, number]>;
}

/** The defaults of a factory's parameters, read from the function's own source (`(s = 1.70158, v = 1.525)`). */
export function parameterDefaults(factory: (...args: never[]) => unknown): string | null {
  const parameters = /^[^(]*\(([^)]*)\)/.exec(Function.prototype.toString.call(factory))?.[1]?.trim();
  return parameters ? parameters.replace(/\s+/g, ' ') : null;
}

/** Every timing function the installed core exports, sampled; factories are called with their defaults. */
export function timingCurves(core: Record<string, unknown>): TimingCurve[] {
  return Object.keys(core)
    .filter((name) => TIMING_FUNCTION_NAME.test(name) && typeof core[name] === 'function')
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const exported = core[name] as (...args: never[]) => unknown;
      const factory = name.startsWith('create');
      const easing = (factory ? exported() : exported) as Easing;
      const points = Array.from({length: CURVE_SAMPLES + 1}, (_, i): [number, number] => {
        const t = i / CURVE_SAMPLES;
        return [t, easing(t)];
      });
      return {name, defaults: factory ? parameterDefaults(exported) : null, points};
    });
}

/** The values' range drawn: always 0 … 1, widened to whatever the curve overshoots. */
export function valueRange(points: ReadonlyArray<[number, number]>): [number, number] {
  const values = points.map(([, value]) => value);
  return [Math.min(0, ...values), Math.max(1, ...values)];
}

const round = (value: number) => Number(value.toFixed(1));

/** Where `[t, value]` lands in the drawing, in SVG user units (y grows downwards). */
export function toSvg(point: [number, number], [low, high]: [number, number]): [number, number] {
  const {width, height, margin} = CURVE_BOX;
  const x = margin + point[0] * (width - 2 * margin);
  const y = height - margin - ((point[1] - low) / (high - low)) * (height - 2 * margin);
  return [round(x), round(y)];
}

/** The inverse of {@link toSvg}, for the tests that read a drawing back. */
export function fromSvg([x, y]: [number, number], [low, high]: [number, number]): [number, number] {
  const {width, height, margin} = CURVE_BOX;
  return [(x - margin) / (width - 2 * margin), low + ((height - margin - y) / (height - 2 * margin)) * (high - low)];
}

const format = (value: number) => (Math.abs(value) < 0.005 ? '0' : value.toFixed(2).replace(/\.?0+$/, ''));

/** What the curve shows, for readers who cannot see it. */
export function curveDescription(curve: TimingCurve): string {
  const [first, last] = [curve.points[0][1], curve.points[curve.points.length - 1][1]];
  let lowest = curve.points[0];
  let highest = curve.points[0];
  for (const point of curve.points) {
    if (point[1] < lowest[1]) lowest = point;
    if (point[1] > highest[1]) highest = point;
  }
  const extremes: string[] = [];
  if (lowest[1] < Math.min(first, last) - 0.005)
    extremes.push(`dips to ${format(lowest[1])} at t = ${format(lowest[0])}`);
  if (highest[1] > Math.max(first, last) + 0.005)
    extremes.push(`rises to ${format(highest[1])} at t = ${format(highest[0])}`);
  const call = curve.defaults === null ? curve.name : `${curve.name}() with its defaults (${curve.defaults})`;
  return `The curve of ${call}: the value against time t from 0 to 1, from ${format(first)} to ${format(last)}${extremes.length ? `; it ${extremes.join(' and ')}` : ''}.`;
}

/**
 * A stroke for curves shown as images, where the page's colour mode cannot reach: at least 3:1 against both the light
 * (#ffffff) and the dark (#141b2d) page background, as graphics need.
 */
export const STANDALONE_STROKE = '#cc7a00';

/**
 * The curve as one line of SVG (raw HTML in the reference's Markdown needs no blank line inside). Inline, it draws in
 * `currentColor`, so it follows the text colour of either colour mode; as a file of its own (`standalone`), in
 * {@link STANDALONE_STROKE}. Dashed lines mark the values 0 and 1.
 */
export function curveSvg(curve: TimingCurve, {standalone = false} = {}): string {
  const range = valueRange(curve.points);
  const {width, height, margin} = CURVE_BOX;
  const line = (value: number) => {
    const [, y] = toSvg([0, value], range);
    return `<line x1="${margin}" x2="${width - margin}" y1="${y}" y2="${y}" stroke-dasharray="4 4" opacity=".45"/>`;
  };
  const d = curve.points
    .map((point, i) => {
      const [x, y] = toSvg(point, range);
      return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join('');
  const label = curveDescription(curve);
  return (
    `<svg ${standalone ? `xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" color="${STANDALONE_STROKE}"` : 'class="timing-curve__svg"'} ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}" ` +
    `data-range="${range.map((value) => Number(value.toFixed(4))).join(' ')}" fill="none" stroke="currentColor">` +
    `${line(0)}${line(1)}<path d="${d}" stroke-width="2.5" stroke-linejoin="round"/></svg>`
  );
}

/** The figure under an item's import line in the reference: the curve and what it was drawn from. */
export function curveFigure(curve: TimingCurve, version: string): string {
  const call = curve.defaults === null ? `${curve.name}(t)` : `${curve.name}()(t)`;
  return (
    `<figure class="timing-curve">${curveSvg(curve)}` +
    `<figcaption><code>${call}</code> for t from 0 to 1, drawn from @canvas-commons/core ${version}</figcaption></figure>`
  );
}

/** Around a page's curve; the reference's examples go under it (plugins/api-reference/examples.ts). */
export const CURVE_MARKER = ['<!-- timing-curve -->', '<!-- /timing-curve -->'] as const;
const MARKER = CURVE_MARKER;
const IMPORT_BLOCK = /^```ts\nimport \{[^}]+\} from '@canvas-commons\/core';\n```\n/m;

/**
 * Puts each timing function's curve under the import line of its page in the generated reference (idempotent).
 * Returns the number of pages that show a curve; a timing function whose page or import line is missing throws, so
 * a generator change cannot drop the curves silently.
 */
export function insertCurves(coreApiDir: string, curves: readonly TimingCurve[], version: string): number {
  for (const curve of curves) {
    const file = path.join(coreApiDir, TIMING_CATEGORY, `${curve.name}.md`);
    if (!fs.existsSync(file)) throw new Error(`[timing-curves] no reference page for ${curve.name}: ${file}`);
    const original = fs.readFileSync(file, 'utf8');
    const cleared = original.replace(new RegExp(`\\n${MARKER[0]}[\\s\\S]*?${MARKER[1]}\\n`), '');
    if (!IMPORT_BLOCK.test(cleared)) throw new Error(`[timing-curves] no import line on ${file}`);
    const next = cleared.replace(
      IMPORT_BLOCK,
      (block) => `${block}\n${MARKER[0]}\n${curveFigure(curve, version)}\n${MARKER[1]}\n`,
    );
    if (next !== original) fs.writeFileSync(file, next);
  }
  return curves.length;
}
