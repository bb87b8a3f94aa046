import {describe, expect, it} from 'vitest';

import {beyondSpread, displayedMs, mainThreadFigures, spreadOf} from '../../scripts/bench/ab';

describe('A/B statistics', () => {
  it('gives the median, quartiles and range', () => {
    expect(spreadOf([5, 1, 3, 2, 4])).toEqual({median: 3, min: 1, max: 5, q1: 2, q3: 4});
  });

  it('calls a difference beyond the spread only when the IQRs are apart', () => {
    const a = spreadOf([100, 110, 120, 130, 140]);
    expect(beyondSpread(a, spreadOf([150, 160, 170, 180, 190]))).toBe(true);
    expect(beyondSpread(a, spreadOf([115, 128, 145, 150, 160]))).toBe(false);
  });

  it('does not call a difference under 1 % beyond the spread', () => {
    expect(beyondSpread(spreadOf([1000, 1000, 1000]), spreadOf([1005, 1005, 1005]))).toBe(false);
  });
});

describe('main-thread figures from a trace', () => {
  const main = {pid: 1, tid: 1};
  const task = (ts: number, dur: number, thread = main) => ({name: 'RunTask', ph: 'X', ts, dur, ...thread});

  it('sums the main thread tasks between navigation and the mark, and those over 50 ms', () => {
    const events = [
      task(0, 10_000), // before navigation: left out
      task(20_000, 30_000),
      task(60_000, 80_000), // a long task
      task(60_000, 500_000, {pid: 2, tid: 2}), // another thread: left out
      task(150_000, 60_000), // long, cut at the mark
      {name: 'ab:interactive', ph: 'I', ts: 180_000, ...main},
    ];
    expect(mainThreadFigures(events, 15_000)).toEqual({busyMs: 30 + 80 + 30, longTaskMs: 80 + 30});
  });
});

describe("Lighthouse's displayed times", () => {
  it('read as milliseconds, and anything else is refused', () => {
    expect(displayedMs('2.1 s')).toBe(2100);
    expect(displayedMs('950 ms')).toBe(950);
    expect(displayedMs('1,200 ms')).toBe(1200);
    expect(() => displayedMs(undefined)).toThrow('not a Lighthouse time');
    expect(() => displayedMs('fast')).toThrow('not a Lighthouse time');
  });
});
