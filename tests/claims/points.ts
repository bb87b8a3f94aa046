/** Comparing points the library computes with the ones a page states. */
import {Vector2, type PossibleVector2} from '@canvas-commons/core';
import {expect} from 'vitest';

/** `actual` equal to `expected` to `digits` decimals on each axis (as `toBeCloseTo`), naming the axis that differs. */
export function expectNear(actual: Vector2, expected: PossibleVector2, digits = 6): void {
  const target = new Vector2(expected);
  expect(actual.x, `x of ${actual} (expected ${target})`).toBeCloseTo(target.x, digits);
  expect(actual.y, `y of ${actual} (expected ${target})`).toBeCloseTo(target.y, digits);
}

/** `actual` within 0.01 px of `expected` (the library's Matrix2D rounds to 32-bit floats). */
export function expectPoint(actual: Vector2, expected: PossibleVector2): void {
  expectNear(actual, expected, 2);
}
