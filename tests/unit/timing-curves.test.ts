import * as core from '@canvas-commons/core';
import {describe, expect, it} from 'vitest';

import {
  curveFigure,
  curveSvg,
  fromSvg,
  parameterDefaults,
  timingCurves,
  type TimingCurve,
} from '../../plugins/timing-curves/curves';

const curves = timingCurves(core as unknown as Record<string, unknown>);
const byName = (name: string): TimingCurve => {
  const curve = curves.find((candidate) => candidate.name === name);
  if (!curve) throw new Error(`no curve for ${name}`);
  return curve;
};

/** The points of a drawing, read back from its SVG path into `[t, value]` with the range the SVG declares. */
function drawnPoints(svg: string): Array<[number, number]> {
  const range = /data-range="([^"]+)"/.exec(svg)![1].split(' ').map(Number) as [number, number];
  const d = /<path d="([^"]+)"/.exec(svg)![1];
  return [...d.matchAll(/[ML]([\d.-]+) ([\d.-]+)/g)].map((match) =>
    fromSvg([Number(match[1]), Number(match[2])], range),
  );
}

describe('timing curves', () => {
  it('cover every timing function the library exports, factories included', () => {
    const names = curves.map((curve) => curve.name);
    expect(names).toEqual(expect.arrayContaining(['linear', 'sin', 'cos', 'easeInOutCubic', 'createEaseOutBack']));
    expect(names.filter((name) => name.startsWith('ease'))).toHaveLength(30);
    expect(names.filter((name) => name.startsWith('createEase'))).toHaveLength(9);
  });

  // The drawing is compared with the library function itself, so a wrong curve cannot ship.
  for (const [name, easing] of [
    ['linear', core.linear],
    ['easeInOutCubic', core.easeInOutCubic],
    ['easeOutBounce', core.easeOutBounce],
    ['easeInBack', core.easeInBack],
    ['createEaseOutBack', core.createEaseOutBack()],
  ] as const) {
    it(`draws ${name} where the library puts it`, () => {
      const points = drawnPoints(curveSvg(byName(name)));
      expect(points.length).toBeGreaterThan(60);
      for (const index of [0, 7, 16, 23, 32, 45, 51, 64]) {
        const [t, value] = points[index];
        // Within what rounding to a tenth of an SVG unit can move a point.
        expect(value, `${name} at t = ${t.toFixed(3)}`).toBeCloseTo(easing(t), 2);
      }
    });
  }

  it('shows how far easeInBack dips and easeOutElastic overshoots, in the drawing and its text', () => {
    const back = curveSvg(byName('easeInBack'));
    expect(Math.min(...drawnPoints(back).map(([, value]) => value))).toBeCloseTo(-0.1, 1);
    expect(back).toMatch(/aria-label="The curve of easeInBack: [^"]*dips to -0\.1\d? at t = 0\.\d+/);
    expect(curveSvg(byName('easeOutElastic'))).toMatch(/rises to 1\.\d+ at t = /);
  });

  it('names a factory’s defaults as the library declares them', () => {
    expect(parameterDefaults(core.createEaseOutBack)).toBe('s = 1.70158');
    expect(parameterDefaults(core.createEaseInOutBack)).toBe('s = 1.70158, v = 1.525');
    expect(curveSvg(byName('createEaseOutBack'))).toContain('createEaseOutBack() with its defaults (s = 1.70158)');
  });

  it('keeps every figure within 2 KB of HTML', () => {
    for (const curve of curves) {
      expect(Buffer.byteLength(curveFigure(curve, '0.3.1')), curve.name).toBeLessThanOrEqual(2048);
    }
  });
});
