/**
 * Checks the external http(s) links written in the content and config: docs/,
 * blog/, src/, docusaurus.config.ts. Sends HEAD (GET when HEAD is refused) to
 * each with a timeout. Skips, with exit code 0 and a clear message, when the
 * network is unavailable. Never part of `npm test`: results depend on the internet.
 *
 *   npm run check:links:external
 */
import {lookup} from 'node:dns/promises';
import fs from 'node:fs';
import path from 'node:path';

import {listFiles} from '../lib/content';

const SITE_DIR = path.join(__dirname, '..');
const SOURCES = ['docs', 'blog', 'src', 'docusaurus.config.ts'];
const EXTENSIONS = /\.(mdx?|tsx?|jsx?|ya?ml|json|css)$/;
const TIMEOUT_MS = 10_000;
const PROBE_TIMEOUT_MS = 3_000;
const PROBE_HOST = 'github.com';
const CONCURRENCY = 6;
/** Addresses that are examples or need a browser session, not pages to check. */
const IGNORED = [/^https?:\/\/(localhost|127\.0\.0\.1|example\.(com|org))/, /\{[^}]*\}/];

function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s"'`<>()[\]{}\\]+/g) ?? [];
  // Trailing punctuation belongs to the sentence, not the address.
  return found.map((url) => url.replace(/[.,;:!?*_]+$/, ''));
}

async function networkAvailable(): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS));
  const probe = (async () => {
    try {
      await lookup(PROBE_HOST);
      const response = await fetch(`https://${PROBE_HOST}/`, {
        method: 'HEAD',
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      return response.status > 0;
    } catch {
      return false;
    }
  })();
  return Promise.race([probe, timeout]);
}

async function check(url: string): Promise<string | null> {
  const attempt = async (method: 'HEAD' | 'GET'): Promise<number> => {
    const response = await fetch(url, {
      method,
      redirect: 'follow',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {'user-agent': 'canvas-commons-docs link check'},
    });
    await response.body?.cancel();
    return response.status;
  };
  try {
    let status = await attempt('HEAD');
    // Many servers refuse or mishandle HEAD; ask again with GET before calling it broken.
    if (status >= 400) status = await attempt('GET');
    // 429: rate-limited (GitHub allows 60 anonymous API calls an hour), not broken.
    return status < 400 || status === 429 ? null : `HTTP ${status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function main(): Promise<void> {
  const byUrl = new Map<string, Set<string>>();
  const sourceFiles = SOURCES.flatMap((source) => listFiles(source, EXTENSIONS, {root: SITE_DIR, partials: true}));
  for (const file of sourceFiles) {
    for (const url of extractLinks(fs.readFileSync(path.join(SITE_DIR, file), 'utf8'))) {
      if (IGNORED.some((re) => re.test(url))) continue;
      byUrl.set(url, (byUrl.get(url) ?? new Set()).add(file));
    }
  }
  console.log(`${byUrl.size} external links in ${SOURCES.join(', ')}.`);
  if (!(await networkAvailable())) {
    console.log(
      `SKIPPED: no network (could not reach ${PROBE_HOST} within ${PROBE_TIMEOUT_MS / 1000} s). No link was checked.`,
    );
    return;
  }
  const urls = [...byUrl.keys()];
  const broken: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({length: CONCURRENCY}, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const problem = await check(url);
        if (problem) broken.push(`${url} — ${problem} (in ${[...byUrl.get(url)!].join(', ')})`);
      }
    }),
  );
  if (broken.length > 0) {
    console.error(`${broken.length} broken external link(s):\n  ${broken.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  console.log(`All ${urls.length} external links answered.`);
}

void main();
