import {describe, expect, it} from 'vitest';

import {formatCount} from '../../plugins/navbar-badges/formatCount';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [9999, '10k'],
    [12_000, '12k'],
    [98_765, '98.8k'],
    [123_456, '123.5k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [1_049_999, '1M'],
    [1_250_000, '1.3M'],
    [123_456_789, '123.5M'],
    [999_949_999, '999.9M'],
    [999_950_000, '1B'],
    [1_234_567_890_123, '1.2T'],
    [999_950_000_000_000, '1Q'],
    [Number.MAX_SAFE_INTEGER, '9Q'],
  ])('%i → %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });

  it('never needs more than six characters', () => {
    for (let exponent = 0; exponent <= 15; exponent += 1) {
      for (const mantissa of [1, 9.9949, 9.9995, 9.99949, 9.99951]) {
        expect(formatCount(Math.round(mantissa * 10 ** exponent)).length).toBeLessThanOrEqual(6);
      }
    }
    expect(formatCount(Number.MAX_SAFE_INTEGER).length).toBeLessThanOrEqual(6);
  });
});
