/**
 * A/B of two production builds in Chromium, measured from its traces rather than from a score:
 *
 *   npm run bench -- --ab <buildDirA> <buildDirB> [--runs 7] [--lighthouse 3]
 *
 * Each page is loaded in a fresh context (empty cache) under 4× CPU throttling, alternating the
 * builds (A B, then B A, …), and measured until it can respond: the load event has fired and React
 * has hydrated (`<html data-has-hydrated="true">`). Figures per load, from the renderer's main thread:
 * - busy: summed duration of its top-level tasks from navigation to that point;
 * - long tasks: summed duration of those tasks longer than 50 ms;
 * - bytes: response bodies of the page's own requests finished by then (the bench server does not compress).
 * The trace stops at hydration, so it does not see paint: `--lighthouse N` adds N alternating Lighthouse runs per
 * page and build (mobile, simulated throttling), and prints their performance score and largest contentful paint.
 * A difference counts as beyond the spread when the two builds' interquartile ranges do not overlap (and the
 * medians differ by at least 1 %, so a few bytes of a renamed chunk do not count).
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {answerBadgeRequests} from '../lib/badge-answers';
import {runLighthouse} from './lighthouse';

export const AB_PAGES = ['/api/2d/components/Rect', '/docs/tweening', '/'] as const;
export const CPU_SLOWDOWN = 4;
export const LONG_TASK_MS = 50;
const INTERACTIVE_MARK = 'ab:interactive';
/** What the page loads for itself. */
const COUNTED_TYPES = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr', 'image', 'font']);

export interface LoadFigures {
  busyMs: number;
  longTaskMs: number;
  bytes: number;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  q1: number;
  q3: number;
}

/** Quantile by linear interpolation between the closest ranks. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    min: sorted[0],
    max: sorted[sorted.length - 1],
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
  };
}

/** Differences smaller than this share of A's median are not reported as beyond the spread (bytes hardly vary). */
export const SMALLEST_DIFFERENCE = 0.01;

/** Whether B differs from A beyond the spread: their interquartile ranges do not overlap, by at least 1 %. */
export function beyondSpread(a: Spread, b: Spread): boolean {
  const apart = a.q3 < b.q1 || b.q3 < a.q1;
  return apart && Math.abs(b.median - a.median) >= SMALLEST_DIFFERENCE * Math.abs(a.median);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: Record<string, unknown>;
}

/**
 * Busy and long-task time of the main thread that recorded the interactive mark, from `startUs` (the
 * navigation's time origin, in trace microseconds) to the mark.
 */
export function mainThreadFigures(events: readonly TraceEvent[], startUs: number): Omit<LoadFigures, 'bytes'> {
  const mark = events.find((event) => event.name === INTERACTIVE_MARK);
  if (mark === undefined) throw new Error(`no ${INTERACTIVE_MARK} mark in the trace`);
  let busyUs = 0;
  let longUs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== mark.pid || event.tid !== mark.tid) continue;
    const from = Math.max(event.ts, startUs);
    const to = Math.min(event.ts + (event.dur ?? 0), mark.ts);
    if (to <= from) continue;
    busyUs += to - from;
    if ((event.dur ?? 0) > LONG_TASK_MS * 1000) longUs += to - from;
  }
  return {busyMs: busyUs / 1000, longTaskMs: longUs / 1000};
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static server for one build folder, answering `/x` with `x/index.html` or `x.html`, as a host would. */
function serveBuild(dir: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const base = path.join(dir, path.normalize(pathname));
    const candidates = [base, path.join(base, 'index.html'), `${base}.html`];
    const file = candidates.find(
      (candidate) => candidate.startsWith(dir) && fs.statSync(candidate, {throwIfNoEntry: false})?.isFile(),
    );
    if (file === undefined) {
      response.writeHead(404, {'content-type': TYPES['.html']});
      response.end(fs.readFileSync(path.join(dir, '404.html')));
      return;
    }
    response.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Marks the moment the page has loaded and hydrated; runs before any of the page's scripts. A string, not a
 * function: the TypeScript runner would add helpers to a function's body that the page does not have.
 */
const MARK_INTERACTIVE = `(() => {
  let loaded = false;
  let hydrated = false;
  const check = () => {
    if (loaded && hydrated && performance.getEntriesByName(${JSON.stringify(INTERACTIVE_MARK)}).length === 0)
      performance.mark(${JSON.stringify(INTERACTIVE_MARK)});
  };
  addEventListener('load', () => { loaded = true; check(); });
  new MutationObserver((records, observer) => {
    if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
    hydrated = true;
    observer.disconnect();
    check();
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
})();`;

async function measureLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  try {
    const page = await context.newPage();
    await answerBadgeRequests(page);
    await page.addInitScript(MARK_INTERACTIVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    let bytes = 0;
    let counting = true;
    page.on('requestfinished', (request) => {
      // Prefetches of linked pages (type "other") start in idle time, racing the mark: not counted.
      if (!counting || !COUNTED_TYPES.has(request.resourceType())) return;
      void request.sizes().then((sizes) => {
        if (counting) bytes += sizes.responseBodySize;
      });
    });
    await browser.startTracing(page, {categories: ['blink.user_timing', 'disabled-by-default-devtools.timeline']});
    await page.goto(url, {waitUntil: 'commit'});
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, INTERACTIVE_MARK, {
      timeout: 120_000,
      polling: 500,
    });
    const markMs = await page.evaluate((name) => performance.getEntriesByName(name)[0].startTime, INTERACTIVE_MARK);
    // Let the sizes of requests finished before the mark arrive, then stop counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    counting = false;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {traceEvents: TraceEvent[]};
    const mark = trace.traceEvents.find((event) => event.name === INTERACTIVE_MARK);
    if (mark === undefined) throw new Error(`no ${INTERACTIVE_MARK} mark in the trace of ${url}`);
    return {...mainThreadFigures(trace.traceEvents, mark.ts - markMs * 1000), bytes};
  } finally {
    await context.close();
  }
}

const ms = (value: number): string => `${value.toFixed(0)} ms`;
const kb = (value: number): string => `${(value / 1024).toFixed(1)} KB`;

function line(label: string, format: (value: number) => string, a: readonly number[], b: readonly number[]): string {
  const sa = spreadOf(a);
  const sb = spreadOf(b);
  const show = (s: Spread) =>
    `${format(s.median).padStart(9)} (IQR ${format(s.q1)}–${format(s.q3)}, range ${format(s.min)}–${format(s.max)})`;
  const change = sa.median === 0 ? '' : ` ${(((sb.median - sa.median) / sa.median) * 100).toFixed(1)}%`;
  const verdict = beyondSpread(sa, sb) ? 'BEYOND the spread' : 'within the spread';
  return `    ${label.padEnd(11)} A ${show(sa)}\n    ${''.padEnd(11)} B ${show(sb)}   B−A${change}: ${verdict}`;
}

/** One line per figure: A's and B's spread, and whether they differ beyond it. */
function printRows<T>(
  rows: readonly (readonly [string, (value: number) => string, keyof T])[],
  a: readonly T[],
  b: readonly T[],
): void {
  const values = (figures: readonly T[], key: keyof T) => figures.map((figure) => Number(figure[key]));
  for (const [label, format, key] of rows) console.log(line(label, format, values(a, key), values(b, key)));
}

/** Lighthouse's largest contentful paint ("2.1 s", "950 ms") in milliseconds. */
export function displayedMs(value: string | undefined): number {
  const match = /^([\d.,]+)\s*(ms|s)$/.exec((value ?? '').trim());
  if (!match) throw new Error(`not a Lighthouse time: ${value}`);
  const amount = Number(match[1].replace(/,/g, ''));
  return match[2] === 's' ? amount * 1000 : amount;
}

/** One Lighthouse run's figures. */
interface LighthouseFigure {
  score: number;
  lcpMs: number;
}

/** Alternating Lighthouse runs of one page on both builds: performance score and LCP, per build. */
async function lighthouseFigures(origins: readonly string[], pagePath: string, runs: number) {
  const figures: [LighthouseFigure[], LighthouseFigure[]] = [[], []];
  for (let run = 0; run < runs; run++)
    for (const which of run % 2 === 0 ? [0, 1] : [1, 0]) {
      const [result] = await runLighthouse(origins[which], [pagePath]);
      figures[which].push({
        score: result.scores.performance,
        lcpMs: displayedMs(result.metrics['largest-contentful-paint']),
      });
    }
  return figures;
}

export async function runAb(dirA: string, dirB: string, runs: number, lighthouseRuns = 0): Promise<void> {
  for (const dir of [dirA, dirB])
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} is not a build folder (no index.html)`);
  const servers = await Promise.all([serveBuild(path.resolve(dirA)), serveBuild(path.resolve(dirB))]);
  const origins = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  console.log(`A/B: A = ${dirA}, B = ${dirB}; ${runs} loads each, ${CPU_SLOWDOWN}× CPU slowdown, alternating`);
  try {
    for (const pagePath of AB_PAGES) {
      const figures: [LoadFigures[], LoadFigures[]] = [[], []];
      for (let run = 0; run < runs; run++) {
        // A B, then B A: a machine getting busier or quieter weighs on both builds alike.
        const order = run % 2 === 0 ? [0, 1] : [1, 0];
        for (const which of order) figures[which].push(await measureLoad(browser, `${origins[which]}${pagePath}`));
      }
      const [a, b] = figures;
      console.log(`  ${pagePath}`);
      printRows(
        [
          ['busy', ms, 'busyMs'],
          ['long tasks', ms, 'longTaskMs'],
          ['bytes', kb, 'bytes'],
        ],
        a,
        b,
      );
      if (lighthouseRuns > 0) {
        const [la, lb] = await lighthouseFigures(origins, pagePath, lighthouseRuns);
        const score = (value: number) => value.toFixed(0);
        printRows(
          [
            ['LH perf', score, 'score'],
            ['LH LCP', ms, 'lcpMs'],
          ],
          la,
          lb,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}
