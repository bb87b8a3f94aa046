/**
 * `npm run bench:search`: size and speed of the built local search index.
 * Loads build/search/manifest.json and the index it names, then times 50 fixed
 * queries (typed the way visitors type: names, prefixes, typos, phrases) through
 * the same path the browser uses (engine + DocSearch hit shaping).
 * Exits with 1 when a target is missed: p95 < 10 ms, index < 400 KB gzip.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import {SEARCH} from '../src/constants';
import {searchLocal} from '../src/search/adapter';
import {createEngine} from '../src/search/engine';
import type {SearchManifest, SerializedIndex} from '../src/search/schema';

const TARGET_P95_MS = 10;
const TARGET_GZIP_BYTES = 400 * 1024;
const ROUNDS = 5;

export const BENCH_QUERIES = [
  'tween', 'signal', 'spline', 'Vector2', 'Rect', 'Circle', 'Txt', 'Layout', 'Node', 'Scene2D',
  'createSignal', 'createRef', 'all', 'chain', 'waitFor', 'loop', 'sequence', 'delay', 'easeInOutCubic', 'linear',
  'Color', 'Matrix2D', 'BBox', 'Spacing', 'Player', 'Renderer', 'Project', 'makeScene2D', 'makeProject', 'Code',
  'vec', 'sig', 'twee', 'lay', 'tra', 'vectr2', 'spilne', 'sigal', 'circel', 'recatngle',
  'timing function', 'camera zoom', 'code highlighting', 'image sequence', 'render video', 'time events', 'custom font', 'random values', 'computed signal', 'flex direction',
];

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function main(): void {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const manifestFile = path.join(outDir, SEARCH.manifestPath);
  if (!fs.existsSync(manifestFile)) {
    console.error(`No ${path.relative(process.cwd(), manifestFile)}: run \`npm run build\` first (local search mode).`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const raw = fs.readFileSync(path.join(outDir, manifest.index));
  const gzip = zlib.gzipSync(raw, {level: 9}).length;
  const data = JSON.parse(raw.toString('utf8')) as SerializedIndex;

  const buildStarted = performance.now();
  const engine = createEngine(data);
  const buildMs = performance.now() - buildStarted;

  // Warm-up round: JIT and MiniSearch caches, as after the first keystrokes in the browser.
  for (const query of BENCH_QUERIES) searchLocal(engine, {indexName: SEARCH.localIndexName, query});
  const samples: number[] = [];
  const empty: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of BENCH_QUERIES) {
      const started = performance.now();
      const response = searchLocal(engine, {indexName: SEARCH.localIndexName, query, hitsPerPage: SEARCH.hitsPerPage});
      samples.push(performance.now() - started);
      if (round === 0 && response.nbHits === 0) empty.push(query);
    }
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 50);
  const p95 = percentile(samples, 95);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`index file        ${manifest.index}`);
  console.log(`index size raw    ${kb(raw.length)}`);
  console.log(`index size gzip   ${kb(gzip)}  (target < ${kb(TARGET_GZIP_BYTES)})`);
  console.log(`pages             ${data.pages.length}`);
  console.log(`records           ${data.records.length}`);
  console.log(`engine build      ${buildMs.toFixed(0)} ms (once, when the index first loads)`);
  console.log(`queries           ${BENCH_QUERIES.length} × ${ROUNDS} rounds`);
  console.log(`latency median    ${median.toFixed(2)} ms`);
  console.log(`latency p95       ${p95.toFixed(2)} ms  (target < ${TARGET_P95_MS} ms)`);
  console.log(`latency max       ${samples[samples.length - 1].toFixed(2)} ms`);
  if (empty.length > 0) console.log(`queries without hits: ${empty.join(', ')}`);

  const failures = [
    ...(gzip >= TARGET_GZIP_BYTES ? ['index gzip size'] : []),
    ...(p95 >= TARGET_P95_MS ? ['query p95'] : []),
  ];
  if (failures.length > 0) {
    console.error(`Missed targets: ${failures.join(', ')}`);
    process.exit(1);
  }
}

main();
