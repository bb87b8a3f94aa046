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

/** A behaviour sentence of the page that has no check, and why (for example: needs the editor, needs audio hardware). */
export interface Unclaimed {
  /** A piece of the sentence, as for a claim. */
  quote: string;
  reason: string;
}

export interface PageClaims {
  /** The page's file, relative to the repository root, such as `docs/getting-started/flow.mdx`. */
  page: string;
  claims: Claim[];
  /**
   * Set once every behaviour sentence of the page has been gone through: the ones with no claim, each with its reason.
   * Pages without it have claims but have not been covered sentence by sentence.
   */
  unclaimed?: Unclaimed[];
}

export const repositoryRoot = path.resolve(__dirname, '..', '..');

/** Declares the claims of one page; a `<name>.claims.ts` file default-exports the result. */
export function defineClaims(page: string, claims: Claim[], {unclaimed}: {unclaimed?: Unclaimed[]} = {}): PageClaims {
  return unclaimed ? {page, claims, unclaimed} : {page, claims};
}

/**
 * The check of the claim in `claims` that quotes `quote`: for a sentence that says again what another claim of the
 * page (or of another page) already checks. Throws at once when no claim quotes it, so a reused check cannot go stale.
 */
export function checkOf(claims: readonly Claim[], quote: string): Claim['check'] {
  const claim = claims.find((candidate) => candidate.quote === quote);
  if (!claim) throw new Error(`no claim quotes ${quote}`);
  return claim.check;
}

/**
 * The behaviour sentences of a covered page (one with `unclaimed`): the distinct sentences its claims bind, and those
 * listed as unclaimed. Throws when an unclaimed quote is not on the page or has no reason, so the list cannot go stale.
 */
export function coveredSentences(
  pageClaims: PageClaims,
  pageText: string,
): {claimed: Set<string>; unclaimed: Set<string>} {
  const claimed = new Set(pageClaims.claims.flatMap(({quote}) => claimedSentence(pageText, quote) ?? []));
  const unclaimed = new Set<string>();
  for (const {quote, reason} of pageClaims.unclaimed ?? []) {
    const sentence = claimedSentence(pageText, quote);
    if (sentence === undefined) {
      throw new ClaimFailure(
        pageClaims.page,
        undefined,
        'unclaimed sentence',
        `The page no longer contains "${quote}"`,
      );
    }
    if (reason.trim().length < 10) {
      throw new ClaimFailure(
        pageClaims.page,
        lineOf(pageText, quote),
        'unclaimed sentence',
        `"${quote}" needs a reason`,
      );
    }
    if (!claimed.has(sentence)) unclaimed.add(sentence);
  }
  return {claimed, unclaimed};
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

/** Where a line opens a new block of prose: a blank line, a heading, a list item, a table row, a fence, a tag. */
const BLOCK_BOUNDARY = /^\s*(?:$|#{1,6}\s|[-*+]\s|\d+[.)]\s|\||```|:::|<)/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
/** A sentence ends at `.`, `!` or `?` (closing brackets and quotes included) before a space and a capital or a mark. */
const SENTENCE_END = /[.!?][)"'’*_]*\s+(?=[A-Z`[*_(])/g;

/**
 * The whole unit of prose the quote stands in, in which any changed word may change what the claim must check: its
 * table row, its list item, or else its sentence(s) in the paragraph. Lines are joined with single spaces.
 */
export function claimedSentence(pageText: string, quote: string): string | undefined {
  const start = pageText.indexOf(quote);
  if (start < 0) return undefined;
  const lines = pageText.split('\n');
  const firstLine = pageText.slice(0, start).split('\n').length - 1;
  const lastLine = firstLine + quote.split('\n').length - 1;
  if (lines[firstLine].trimStart().startsWith('|')) return lines[firstLine].trim();
  let from = firstLine;
  while (from > 0 && !LIST_ITEM.test(lines[from]) && !BLOCK_BOUNDARY.test(lines[from - 1])) from--;
  let to = lastLine;
  while (to + 1 < lines.length && !BLOCK_BOUNDARY.test(lines[to + 1])) to++;
  const block = lines
    .slice(from, to + 1)
    .map((line) => line.trim())
    .join(' ');
  if (LIST_ITEM.test(lines[from])) return block;
  // Within a paragraph: from the start of the sentence holding the quote's start to the end of the one holding its end.
  const flatQuote = quote
    .split('\n')
    .map((line) => line.trim())
    .join(' ');
  const at = block.indexOf(flatQuote);
  if (at < 0) return block;
  const ends = [...block.matchAll(SENTENCE_END)].map((match) => match.index + match[0].trimEnd().length);
  const sentenceStart = Math.max(0, ...ends.filter((end) => end <= at));
  const sentenceEnd = Math.min(block.length, ...ends.filter((end) => end >= at + flatQuote.length));
  return block.slice(sentenceStart, sentenceEnd).trim();
}

/** The claimed sentences as last read against their checks: page → quote → sentence (`sentences.json`). */
export type SentenceRecord = Record<string, Record<string, string>>;

export const SENTENCE_RECORD_FILE = path.join(__dirname, 'sentences.json');
/** How to accept a changed sentence once it has been re-read against its claim. */
export const RECORD_COMMAND = 'npm run claims:record';

/**
 * Checks one claim: its quote must be on the page, the sentence around it as recorded (when a record is given), and
 * its check must pass. Rejects with a {@link ClaimFailure}. Returns the quote's line.
 */
export async function runClaim(
  page: string,
  claim: Claim,
  root: string = repositoryRoot,
  record?: SentenceRecord,
): Promise<number> {
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
  if (record) {
    const sentence = claimedSentence(text, claim.quote)!;
    const recorded = record[page]?.[claim.quote];
    if (recorded === undefined) {
      throw new ClaimFailure(
        page,
        line,
        claim.claim,
        `This claim's sentence has no record yet. Check that the claim tests all of it:\n  ${sentence}\n` +
          `then run \`${RECORD_COMMAND}\`.`,
      );
    }
    if (recorded !== sentence) {
      throw new ClaimFailure(
        page,
        line,
        claim.claim,
        `The claimed sentence changed. Re-read it against the claim and its check, mend them if needed, then run ` +
          `\`${RECORD_COMMAND}\`.\n  was: ${recorded}\n  now: ${sentence}`,
      );
    }
  }
  try {
    await claim.check();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ClaimFailure(page, line, claim.claim, reason);
  }
  return line;
}
