/**
 * Behaviour claims: what a guide says a piece of code *does*, stated next to a check that runs it against the
 * installed library. A claim is tied to its page by a quote, a piece of the page's text; the runner finds the quote
 * to give the claim its line, so a claim whose text has left the page fails instead of going stale.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface Claim {
  /** A short piece of the page's own text (one line of the file) that makes the claim. */
  quote: string;
  /** The claim in a sentence, as a reader would check it. */
  claim: string;
  /** Runs the library and throws (a failed `expect`) when it does otherwise. */
  check: () => void | Promise<void>;
}

export interface PageClaims {
  /** The page's file, relative to the repository root, such as `docs/getting-started/flow.mdx`. */
  page: string;
  claims: Claim[];
}

export const repositoryRoot = path.resolve(__dirname, '..', '..');

/** Declares the claims of one page; a `<name>.claims.ts` file default-exports the result. */
export function defineClaims(page: string, claims: Claim[]): PageClaims {
  return {page, claims};
}

/** The 1-based line of the page on which `quote` starts, or `undefined` when the page does not contain it. */
export function lineOf(pageText: string, quote: string): number | undefined {
  const index = pageText.indexOf(quote);
  if (index < 0) return undefined;
  return pageText.slice(0, index).split('\n').length;
}

/** Where a claim failed, in the form editors and terminals link: `page:line`, the claim, then the reason. */
export class ClaimFailure extends Error {
  public constructor(page: string, line: number | undefined, claim: string, reason: string) {
    super(`${page}:${line ?? '?'} — claim: ${claim}\n${reason}`);
    this.name = 'ClaimFailure';
  }
}

/** Checks one claim: its quote must be on the page, and its check must pass. Rejects with a {@link ClaimFailure}. */
export async function runClaim(page: string, claim: Claim, root: string = repositoryRoot): Promise<number> {
  const text = readFileSync(path.join(root, page), 'utf8');
  const line = lineOf(text, claim.quote);
  if (line === undefined) {
    throw new ClaimFailure(
      page,
      undefined,
      claim.claim,
      `The page no longer contains the quoted text: "${claim.quote}"`,
    );
  }
  try {
    await claim.check();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ClaimFailure(page, line, claim.claim, reason);
  }
  return line;
}
