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
  ])('%i → %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});
