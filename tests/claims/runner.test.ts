/** The claims runner itself: a wrong claim fails and names its page, line and claim; a stale quote fails too. */
import {any, createSignal, linear, useTime, waitFor, all} from '@canvas-commons/core';
import {describe, expect, it} from 'vitest';

import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {ClaimFailure, claimedSentence, lineOf, repositoryRoot, runClaim, type Claim} from './claim';
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

  it('finds the whole sentence, list item or table row a quote stands in', () => {
    const page = [
      'Intro. A chain is one generator. Each step starts where the previous one ended, so `.to()`',
      'needs no start value. It plays to the end.',
      '',
      '- `cancel` stops tasks at once. It is a plain',
      '  function.',
      '| `.back()` | a tween back |',
    ].join('\n');
    expect(claimedSentence(page, 'starts where the previous one ended')).toBe(
      'Each step starts where the previous one ended, so `.to()` needs no start value.',
    );
    expect(claimedSentence(page, 'a plain\n  function')).toBe(
      '- `cancel` stops tasks at once. It is a plain function.',
    );
    expect(claimedSentence(page, 'a tween back')).toBe('| `.back()` | a tween back |');
  });

  it('fails a claim whose sentence changed outside its quote, showing the old and the new sentence', async () => {
    const chainSteps: Claim = {
      quote: 'starts where the previous one ended',
      claim: 'each step of a chain starts where the previous one ended',
      check: () => {},
    };
    const original = readFileSync(path.join(repositoryRoot, FIXTURE), 'utf8');
    const record = {[FIXTURE]: {[chainSteps.quote]: claimedSentence(original, chainSteps.quote)!}};
    const root = mkdtempSync(path.join(os.tmpdir(), 'claims-'));
    mkdirSync(path.dirname(path.join(root, FIXTURE)), {recursive: true});
    writeFileSync(path.join(root, FIXTURE), original);
    await expect(runClaim(FIXTURE, chainSteps, root, record)).resolves.toBe(9);

    // One word changed, outside the quote: the claim no longer tests what the sentence says.
    writeFileSync(path.join(root, FIXTURE), original.replace('Each step starts', 'No step starts'));
    const failure = await runClaim(FIXTURE, chainSteps, root, record).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(ClaimFailure);
    expect(failure!.message).toContain(
      `${FIXTURE}:9 — claim: each step of a chain starts where the previous one ended`,
    );
    expect(failure!.message).toContain(
      'was: Each step starts where the previous one ended, so `.to()` needs no start value.',
    );
    expect(failure!.message).toContain(
      'now: No step starts where the previous one ended, so `.to()` needs no start value.',
    );
    expect(failure!.message).toContain('npm run claims:record');

    // A claim nobody has recorded yet fails too, naming its sentence.
    await expect(runClaim(FIXTURE, chainSteps, root, {})).rejects.toThrow('has no record yet');
  });
});
