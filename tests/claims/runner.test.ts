/** The claims runner itself: a wrong claim fails and names its page, line and claim; a stale quote fails too. */
import {any, createSignal, linear, useTime, waitFor, all} from '@canvas-commons/core';
import {describe, expect, it} from 'vitest';

import {ClaimFailure, lineOf, runClaim, type Claim} from './claim';
import {runThreads} from './harness';

const FIXTURE = 'tests/claims/fixtures/wrong-claims.mdx';

/** What the fixture page claims, and the library does not do. */
const anyStopsTheOthers: Claim = {
  quote: '`any` stops the other tasks',
  claim: 'any stops the other tasks when the first one ends',
  check: () => {
    const value = createSignal(0);
    let atReturn = NaN;
    runThreads(function* () {
      yield* any(value(300, 2, linear), waitFor(1));
      atReturn = value();
      yield* waitFor(1.5);
    });
    expect(value()).toBe(atReturn);
  },
};

const allEndsWithTheLast: Claim = {
  quote: '`all` ends when the last of its tasks ends.',
  claim: 'all ends when its last task ends',
  check: () => {
    let time = NaN;
    runThreads(function* () {
      yield* all(waitFor(1), waitFor(2));
      time = useTime();
    });
    expect(time).toBeCloseTo(2, 6);
  },
};

describe('the claims runner', () => {
  it('fails a wrong claim, naming the page, the line of its quote and the claim', async () => {
    const failure = await runClaim(FIXTURE, anyStopsTheOthers).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ClaimFailure);
    const message = (failure as Error).message;
    expect(message).toContain(`${FIXTURE}:5 — claim: any stops the other tasks when the first one ends`);
    expect(message).toMatch(/expected \d+(\.\d+)? to be/);
  });

  it('passes a true claim and reports its line', async () => {
    await expect(runClaim(FIXTURE, allEndsWithTheLast)).resolves.toBe(7);
  });

  it('fails a claim whose quoted text is no longer on the page', async () => {
    await expect(runClaim(FIXTURE, {...allEndsWithTheLast, quote: 'all ends at once'})).rejects.toThrow(
      'no longer contains the quoted text',
    );
  });

  it('finds quotes that span lines', () => {
    expect(lineOf('a\nb c\nd e', 'c\nd')).toBe(2);
    expect(lineOf('a', 'z')).toBeUndefined();
  });
});
