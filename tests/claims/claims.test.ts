/**
 * Runs every claim of every `pages/*.claims.ts` file: one test per claim, named `page:line — claim`.
 * A failure names the page, the line of the quoted text and the claim.
 */
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

import {
  claimedSentence,
  coveredSentences,
  repositoryRoot,
  runClaim,
  SENTENCE_RECORD_FILE,
  type PageClaims,
  type SentenceRecord,
} from './claim';

const pagesFolder = path.join(__dirname, 'pages');
const claimFiles = readdirSync(pagesFolder)
  .filter((name) => name.endsWith('.claims.ts'))
  .sort();
const pages: PageClaims[] = [];
for (const name of claimFiles) {
  const module = (await import(path.join(pagesFolder, name))) as {default: PageClaims};
  pages.push(module.default);
}
const total = pages.reduce((sum, page) => sum + page.claims.length, 0);
let held = 0;

/**
 * Each claim is bound to its whole sentence as recorded in `sentences.json`: a changed word fails the claim until
 * someone re-reads it and records the new sentence (`npm run claims:record`, which sets CLAIMS_RECORD).
 */
const recording = process.env.CLAIMS_RECORD === '1';
const record: SentenceRecord = existsSync(SENTENCE_RECORD_FILE)
  ? (JSON.parse(readFileSync(SENTENCE_RECORD_FILE, 'utf8')) as SentenceRecord)
  : {};
if (recording) {
  const next: SentenceRecord = {};
  for (const {page, claims} of pages) {
    const text = readFileSync(path.join(repositoryRoot, page), 'utf8');
    for (const {quote} of claims) {
      const sentence = claimedSentence(text, quote);
      if (sentence !== undefined) (next[page] ??= {})[quote] = sentence;
    }
  }
  writeFileSync(SENTENCE_RECORD_FILE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`Recorded the sentences of ${total} claims in ${path.relative(repositoryRoot, SENTENCE_RECORD_FILE)}.`);
}

/**
 * A claim that plays a scene takes a second or two alone, but `npm test` runs the claims beside the build and the
 * end-to-end tests on two cores, where one took over 10 s. A claim that hangs still fails.
 */
const CLAIM_TIMEOUT_MS = 60_000;

describe('behaviour claims of the guides', () => {
  it('has at least 60 claims', () => {
    expect(total).toBeGreaterThanOrEqual(60);
  });

  // A page whose every behaviour sentence needs a browser or the editor has no claims, only its reasons (below).
  for (const {page, claims} of pages.filter((pageClaims) => pageClaims.claims.length > 0)) {
    describe(page, () => {
      for (const claim of claims) {
        it(
          claim.claim,
          async () => {
            await runClaim(page, claim, repositoryRoot, recording ? undefined : record);
            held++;
          },
          CLAIM_TIMEOUT_MS,
        );
      }
    });
  }

  // Pages gone through sentence by sentence: each behaviour sentence has a claim or a reason for having none.
  const covered = pages.filter((page) => page.unclaimed !== undefined);
  let claimedSentences = 0;
  let behaviourSentences = 0;
  for (const pageClaims of covered) {
    it(`${pageClaims.page}: every behaviour sentence has a claim or a reason`, () => {
      const text = readFileSync(path.join(repositoryRoot, pageClaims.page), 'utf8');
      const {claimed, unclaimed} = coveredSentences(pageClaims, text);
      claimedSentences += claimed.size;
      behaviourSentences += claimed.size + unclaimed.size;
    });
  }

  afterAll(() => {
    const share = behaviourSentences ? Math.round((100 * claimedSentences) / behaviourSentences) : 0;
    console.log(
      `Behaviour claims: ${held} of ${total} held, on ${pages.length} pages. ` +
        `On the ${covered.length} pages gone through sentence by sentence, ${claimedSentences} of ${behaviourSentences} ` +
        `behaviour sentences have a claim (${share}%); the others say why not.`,
    );
  });
});
