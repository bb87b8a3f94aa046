/**
 * Quality budgets: prints build time and memory, first-visit weight,
 * route registry size and Lighthouse scores, each beside its target.
 *
 *   npm run bench                      everything (two production builds: cold, then warm)
 *   npm run bench -- --skip-build      measure the existing build/ only
 *   npm run bench -- --skip-lighthouse skip the Lighthouse runs
 *   npm run bench -- --lighthouse-runs N  Lighthouse runs per page (3 by default; the median is judged)
 *   npm run bench -- --ab <dirA> <dirB> [--runs 7] [--lighthouse N]
 *                                      A/B of two builds from Chromium traces (bench/ab.ts)
 *
 * Figures taken while the machine is busy (see the printed load average) are
 * not final: build times and Lighthouse performance move with the load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {runMeasured, type RunResult} from './bench/process-tree';
import {LIGHTHOUSE_CATEGORIES, runLighthouse, type LighthouseResult} from './bench/lighthouse';
import {measureApiPages} from './bench/api-pages';
import {measurePreviewStart, measureWeights} from './bench/weight';
import {PREVIEW} from '../plugins/live-preview/constants';
import {typeAwareFigures} from './bench/type-aware';
import {runAb, spreadOf} from './bench/ab';
import {serveBuild} from './lib/serve-build';

const SITE_DIR = path.join(__dirname, '..');
const BUILD_DIR = path.join(SITE_DIR, 'build');
const BENCH_PORT = 4174;
const ORIGIN = `http://127.0.0.1:${BENCH_PORT}`;
const KB = 1024;

/** The budgets the site is held to; the bench prints each figure beside its target. */
const TARGETS = {
  /**
   * A guide's or an API item's first visit; an API item is also no heavier than the guide measured in the same run.
   * A new Docusaurus 3.10 classic site (create-docusaurus, TypeScript, React 19; nine doc pages) loads 192.2 KB for
   * a doc page, 149.0 KB of it main.js, measured the same way in November 2026: this stack has no page under that.
   */
  firstVisitGzip: 240 * KB,
  coldBuildMsPerPage: 150,
  lighthousePerformance: 95,
  lighthouseOther: 100,
  /** Every API item page: HTML bytes and DOM elements. */
  apiItemHtml: 150 * KB,
  apiItemElements: 3000,
} as const;

/** API pages whose size is printed on every run, to compare runs page by page. */
const API_WATCHED = [
  '/api/2d/components/Rect',
  '/api/2d/components/Img',
  '/api/2d/components/Txt',
  '/api/2d/components/Layout',
  '/api/core/types/Vector2',
  '/api/core/flow/all',
  '/api/core/signals/createSignal',
  '/api/core/threading/ThreadGenerator',
];

const PAGES = {
  home: '/',
  guide: '/docs/tweening',
  /** A typical API item page, and one of the largest (~280 signature blocks). */
  apiItem: '/api/core/flow/all',
  apiItemLargest: '/api/2d/components/Rect',
  apiItemProps: '/api/2d/components/Img',
  blogPost: '/blog/public-release',
} as const;
/** The guides whose code blocks the type-aware figures measure. */
const TYPE_AWARE_PAGES = ['/docs/tweening', '/docs/signals', '/docs/layouts', '/docs/code'];
const LIGHTHOUSE_PAGES = [PAGES.home, PAGES.guide, PAGES.apiItem, PAGES.apiItemLargest];

const args = new Set(process.argv.slice(2));
const skipBuild = args.has('--skip-build');
const skipLighthouse = args.has('--skip-lighthouse');
/** One Lighthouse score on a shared machine is noise: each page runs this often, and its median is judged. */
const lighthouseRunsAt = process.argv.indexOf('--lighthouse-runs');
const lighthouseRuns = lighthouseRunsAt === -1 ? 3 : Number(process.argv[lighthouseRunsAt + 1]);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
  throw new Error('--lighthouse-runs needs a whole number ≥ 1');

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
const mb = (bytes: number): string => `${(bytes / KB / KB).toFixed(0)} MB`;
const verdict = (ok: boolean): string => (ok ? 'PASS' : 'MISS');
const gz = (file: string): number => gzipSync(fs.readFileSync(file), {level: 6}).length;

function loadAverage(): string {
  return `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`;
}

function countHtmlPages(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += countHtmlPages(full);
    else if (entry.name.endsWith('.html') && entry.name !== '404.html') count++;
  }
  return count;
}

const docusaurusBin = path.join(SITE_DIR, 'node_modules', '.bin', 'docusaurus');

async function build(label: string): Promise<RunResult> {
  process.stdout.write(`\n${label} build… (${loadAverage()})\n`);
  const result = await runMeasured(docusaurusBin, ['build'], {...process.env, FORCE_COLOR: '0'});
  if (result.code !== 0) {
    console.error(result.output.slice(-4000));
    throw new Error(`${label} build failed (exit ${result.code})`);
  }
  return result;
}

function printBuild(label: string, result: RunResult, pages: number, target: number | null): void {
  const perPage = result.ms / pages;
  const budget = target === null ? '' : `   target ≤ ${target} ms/page: ${verdict(perPage <= target)}`;
  console.log(
    `  ${label.padEnd(5)} ${(result.ms / 1000).toFixed(1).padStart(6)} s, peak RSS ${mb(result.peakRssBytes)}, ${pages} pages, ${perPage.toFixed(0)} ms/page${budget}`,
  );
}

async function buildBenchmarks(): Promise<void> {
  // Cold: no Docusaurus caches and no generated API reference (TypeDoc runs again).
  await runMeasured(docusaurusBin, ['clear']);
  fs.rmSync(path.join(SITE_DIR, 'api-docs'), {recursive: true, force: true});
  const cold = await build('Cold');
  const pages = countHtmlPages(BUILD_DIR);
  const warm = await build('Warm');
  console.log('\nProduction build');
  printBuild('cold', cold, pages, TARGETS.coldBuildMsPerPage);
  printBuild('warm', warm, pages, null);
}

function registryFigures(): void {
  const generated = path.join(SITE_DIR, '.docusaurus');
  const jsDir = path.join(BUILD_DIR, 'assets', 'js');
  console.log('\nRoutes and global data');
  const chunkNames = path.join(generated, 'routesChunkNames.json');
  if (fs.existsSync(chunkNames)) {
    const routes = Object.keys(JSON.parse(fs.readFileSync(chunkNames, 'utf8')) as object).length;
    console.log(`  routes: ${routes}`);
  }
  for (const name of ['registry.js', 'routes.js', 'globalData.json', 'routesChunkNames.json']) {
    const file = path.join(generated, name);
    if (fs.existsSync(file))
      console.log(
        `  .docusaurus/${name.padEnd(22)} ${kb(fs.statSync(file).size).padStart(10)} raw, ${kb(gz(file)).padStart(9)} gzip`,
      );
  }
  // The registry, route table and global data are bundled into the main and runtime chunks.
  for (const file of fs.readdirSync(jsDir).filter((f) => /^(main|runtime~main)\.[\w]+\.js$/.test(f))) {
    const full = path.join(jsDir, file);
    console.log(
      `  build/assets/js/${file.padEnd(28)} ${kb(fs.statSync(full).size).padStart(10)} raw, ${kb(gz(full)).padStart(9)} gzip`,
    );
  }
}

function apiPageFigures(): void {
  const sizes = measureApiPages(BUILD_DIR);
  const line = (size: (typeof sizes)[number]) =>
    `  ${size.path.padEnd(44)} ${kb(size.bytes).padStart(9)} HTML, ${String(size.elements).padStart(5)} elements`;
  console.log(
    `\nAPI item pages: ${sizes.length}, target ≤ ${kb(TARGETS.apiItemHtml)} HTML and ≤ ${TARGETS.apiItemElements} DOM elements each`,
  );
  const overHtml = sizes.filter((size) => size.bytes > TARGETS.apiItemHtml);
  const overElements = sizes.filter((size) => size.elements > TARGETS.apiItemElements);
  console.log(`  over the HTML budget: ${overHtml.length} ${verdict(overHtml.length === 0)}`);
  console.log(`  over the element budget: ${overElements.length} ${verdict(overElements.length === 0)}`);
  console.log('  largest HTML:');
  for (const size of [...sizes].sort((a, b) => b.bytes - a.bytes).slice(0, 5)) console.log(line(size));
  console.log('  most elements:');
  for (const size of [...sizes].sort((a, b) => b.elements - a.elements).slice(0, 5)) console.log(line(size));
  console.log('  watched pages:');
  for (const watched of API_WATCHED) {
    const size = sizes.find((candidate) => candidate.path === watched);
    console.log(size ? line(size) : `  ${watched.padEnd(44)} missing`);
  }
}

/** `--ab <dirA> <dirB> [--runs N] [--lighthouse N]`, or null without `--ab`. */
function abArguments(
  argv: readonly string[],
): {dirA: string; dirB: string; runs: number; lighthouseRuns: number} | null {
  const at = argv.indexOf('--ab');
  if (at === -1) return null;
  const [dirA, dirB] = argv.slice(at + 1, at + 3);
  if (dirA === undefined || dirB === undefined || dirB.startsWith('--'))
    throw new Error('--ab needs two build folders');
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt === -1 ? 7 : Number(argv[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number');
  const lighthouseAt = argv.indexOf('--lighthouse');
  const lighthouseRuns = lighthouseAt === -1 ? 0 : Number(argv[lighthouseAt + 1]);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0) throw new Error('--lighthouse needs a whole number');
  return {dirA, dirB, runs, lighthouseRuns};
}

async function main(): Promise<void> {
  const ab = abArguments(process.argv.slice(2));
  if (ab !== null) {
    console.log(`Canvas Commons A/B — ${new Date().toISOString()}, ${loadAverage()}`);
    await runAb(ab.dirA, ab.dirB, ab.runs, ab.lighthouseRuns);
    console.log(`\nDone, ${loadAverage()}.`);
    return;
  }
  console.log(`Canvas Commons quality budgets — ${new Date().toISOString()}, ${loadAverage()}`);
  if (!skipBuild) await buildBenchmarks();
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html')))
    throw new Error('No build/: run without --skip-build or `npm run build` first.');
  registryFigures();
  apiPageFigures();
  await typeAwareFigures(SITE_DIR, BUILD_DIR, TYPE_AWARE_PAGES);

  const server = await serveBuild(BUILD_DIR, BENCH_PORT);
  try {
    console.log(`\nFirst visit: HTML + JS + CSS, gzip level 6, empty cache, until network idle (${loadAverage()})`);
    const weights = await measureWeights(ORIGIN, Object.values(PAGES));
    const budget: Record<string, number> = {
      [PAGES.guide]: TARGETS.firstVisitGzip,
      [PAGES.apiItem]: TARGETS.firstVisitGzip,
      [PAGES.apiItemLargest]: TARGETS.firstVisitGzip,
      [PAGES.apiItemProps]: TARGETS.firstVisitGzip,
    };
    const guideWeight = weights.find((w) => w.path === PAGES.guide)?.ownGzip;
    for (const w of weights) {
      const target = budget[w.path];
      let status = target === undefined ? '' : `   target ≤ ${kb(target)}: ${verdict(w.ownGzip <= target)}`;
      if ((w.path === PAGES.apiItem || w.path === PAGES.apiItemLargest) && guideWeight !== undefined) {
        status += `; ≤ the guide (${kb(guideWeight)}): ${verdict(w.ownGzip <= guideWeight)}`;
      }
      const counts = Object.entries(w.counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ');
      console.log(`  ${w.path.padEnd(26)} ${kb(w.ownGzip).padStart(9)} gzip (${kb(w.ownRaw)} raw; ${counts})${status}`);
      console.log(`  ${''.padEnd(26)} + ${kb(w.prefetchGzip)} gzip prefetched for linked pages (not counted)`);
      for (const {url, gzip} of w.largest) console.log(`      ${kb(gzip).padStart(9)}  ${url}`);
    }

    const previewPage = '/docs/quickstart';
    console.log(`\nStarting a live preview on ${previewPage}: JS + CSS it adds, gzip (${loadAverage()})`);
    const preview = await measurePreviewStart(ORIGIN, previewPage);
    console.log(
      `  start ${kb(preview.startGzip).padStart(9)}   target ≤ ${kb(PREVIEW.startBudgetGzip)}: ${verdict(preview.startGzip <= PREVIEW.startBudgetGzip)}` +
        `   (first visit ${kb(preview.firstVisitGzip)}; Edit adds ${kb(preview.editGzip)})`,
    );
    for (const {url, gzip} of preview.startFiles) console.log(`      ${kb(gzip).padStart(9)}  ${url}`);

    if (!skipLighthouse) {
      console.log(
        `\nLighthouse 12 (mobile preset, simulated throttling), ${lighthouseRuns} runs per page, median judged (${loadAverage()})`,
      );
      const rounds: LighthouseResult[][] = [];
      for (let round = 0; round < lighthouseRuns; round++) rounds.push(await runLighthouse(ORIGIN, LIGHTHOUSE_PAGES));
      for (const [i, r] of rounds[rounds.length - 1].entries()) {
        const runs = rounds.map((round) => round[i]);
        const parts = LIGHTHOUSE_CATEGORIES.map((c) => {
          const target = c === 'performance' ? TARGETS.lighthousePerformance : TARGETS.lighthouseOther;
          const scores = spreadOf(runs.map((run) => run.scores[c]));
          const range = scores.min === scores.max ? '' : ` [${scores.min}–${scores.max}]`;
          return `${c} ${scores.median}${range} (≥ ${target} ${verdict(scores.median >= target)})`;
        });
        console.log(`  ${r.path.padEnd(26)} ${parts.join(', ')}`);
        console.log(
          `  ${''.padEnd(26)} last run: ${Object.entries(r.metrics)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
        );
        for (const audit of r.failing) console.log(`      lost points in the last run: ${audit}`);
      }
    }
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
  console.log(`\nDone, ${loadAverage()}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
