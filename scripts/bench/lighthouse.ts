import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import {CUSTOM_FIELDS} from '../../src/constants';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/support/chromium';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseResult {
  path: string;
  scores: Record<LighthouseCategory, number>;
  /** Audits that lost points, for the report. */
  failing: string[];
  metrics: Record<string, string>;
}

/**
 * Runs Lighthouse's default (mobile, simulated throttling) configuration on each
 * page with Debian's Chromium. The badges' external addresses are blocked through
 * DevTools: Lighthouse ignores those ERR_BLOCKED_BY_CLIENT.Inspector console entries.
 */
export async function runLighthouse(origin: string, paths: readonly string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS]});
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      const runner = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        blockedUrlPatterns: [`${CUSTOM_FIELDS.discordApi}*`, `${CUSTOM_FIELDS.githubApi}*`],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
      const {lhr} = runner;
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<LighthouseCategory, number>;
      const failing: string[] = [];
      for (const id of LIGHTHOUSE_CATEGORIES) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            failing.push(`${id}/${ref.id} (${Math.round(audit.score * 100)})${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
          }
        }
      }
      const metrics: Record<string, string> = {};
      for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
        metrics[id] = lhr.audits[id]?.displayValue ?? '?';
      }
      results.push({path, scores, failing, metrics});
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
