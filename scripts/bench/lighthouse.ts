import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';

import {CUSTOM_FIELDS} from '../../src/site';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseResult {
  path: string;
  scores: Record<LighthouseCategory, number>;
  /** Audits that lost points, for the report. */
  failing: string[];
  metrics: Record<string, string>;
}

/** What `lighthouse-run.mjs` prints: the parts of each report used here. */
interface RawResult {
  path: string;
  categories: Record<string, {score: number; auditRefs: Array<{id: string; weight: number}>}>;
  audits: Record<string, {score: number | null; displayValue: string | null}>;
}

/**
 * Runs Lighthouse's default (mobile, simulated throttling) configuration on each
 * page with Debian's Chromium, in a plain Node child process (see lighthouse-run.mjs).
 * The badges' external addresses are blocked through DevTools: Lighthouse ignores
 * those ERR_BLOCKED_BY_CLIENT.Inspector console entries.
 */
export async function runLighthouse(origin: string, paths: readonly string[]): Promise<LighthouseResult[]> {
  const options = {
    origin,
    paths,
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    blockedUrlPatterns: [`${CUSTOM_FIELDS.discordApi}*`, `${CUSTOM_FIELDS.githubApi}*`],
    categories: LIGHTHOUSE_CATEGORIES,
  };
  const {stdout} = await promisify(execFile)(
    process.execPath,
    [path.join(__dirname, 'lighthouse-run.mjs'), JSON.stringify(options)],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return (JSON.parse(stdout) as RawResult[]).map((raw) => {
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((raw.categories[id]?.score ?? 0) * 100)]),
    ) as Record<LighthouseCategory, number>;
    const failing: string[] = [];
    for (const id of LIGHTHOUSE_CATEGORIES) {
      for (const ref of raw.categories[id]?.auditRefs ?? []) {
        const audit = raw.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failing.push(
            `${id}/${ref.id} (${Math.round(audit.score * 100)})${audit.displayValue ? ` ${audit.displayValue}` : ''}`,
          );
        }
      }
    }
    const metrics: Record<string, string> = {};
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      metrics[id] = raw.audits[id]?.displayValue ?? '?';
    }
    return {path: raw.path, scores, failing, metrics};
  });
}
