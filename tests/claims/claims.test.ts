/**
 * Runs every claim of every `pages/*.claims.ts` file: one test per claim, named `page:line — claim`.
 * A failure names the page, the line of the quoted text and the claim.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

import {runClaim, type PageClaims} from './claim';

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

describe('behaviour claims of the guides', () => {
  it('has at least 60 claims', () => {
    expect(total).toBeGreaterThanOrEqual(60);
  });

  for (const {page, claims} of pages) {
    describe(page, () => {
      for (const claim of claims) {
        it(claim.claim, async () => {
          await runClaim(page, claim);
          held++;
        });
      }
    });
  }

  afterAll(() => {
    console.log(`Behaviour claims: ${held} of ${total} held, on ${pages.length} pages.`);
  });
});
