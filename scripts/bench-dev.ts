/**
 * The contributor's loop in figures: how long `npm start` takes to show a first page in Chromium, cold (as on a fresh
 * clone) and warm (a later start), and how long a saved edit takes to reach the open page, for a guide and for a
 * page with live previews. Each figure is printed beside its target, with the load average.
 *
 *   npm run bench:dev                 cold start, two warm starts, three saves on each page
 *   npm run bench:dev -- --skip-cold  keep the caches (no cold start)
 *
 * A cold start removes what a fresh clone lacks: `.docusaurus/`, `api-docs/` and `node_modules/.cache/`.
 * Edited pages are restored when the bench ends, also on Ctrl-C.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {chromium, type Browser, type Page} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../lib/chromium';
import {HYDRATED} from './lib/badge-answers';

const SITE_DIR = path.join(__dirname, '..');
const DOCUSAURUS_BIN = path.join(SITE_DIR, 'node_modules', '.bin', 'docusaurus');
const PORT = Number(process.env.BENCH_DEV_PORT ?? 4181);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** What a fresh clone has not got yet, after `npm ci`. */
const COLD_PATHS = ['.docusaurus', 'api-docs', 'node_modules/.cache'];
const START_TIMEOUT_MS = 10 * 60_000;
const SAVE_TIMEOUT_MS = 60_000;
const SAVES_PER_PAGE = 3;

const TARGETS_S = {cold: 20, warm: 3, save: 0.5} as const;

/** The pages a save is measured on: a plain guide, and one whose examples play in live previews. */
const SAVE_PAGES = [
  {label: 'guide', route: '/docs/quickstart', file: 'docs/getting-started/quickstart.mdx'},
  {label: 'live preview', route: '/docs/tweening', file: 'docs/getting-started/tweening.mdx'},
] as const;

const originals = new Map<string, string>();
function restorePages(): void {
  for (const [file, text] of originals) fs.writeFileSync(file, text);
  originals.clear();
}

function startDevServer(): ChildProcess {
  return spawn(DOCUSAURUS_BIN, ['start', '--host', '127.0.0.1', '--port', String(PORT), '--no-open'], {
    cwd: SITE_DIR,
    stdio: 'ignore',
    detached: true,
  });
}

function stopDevServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    process.kill(-server.pid!, 'SIGTERM');
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from the server's spawn to the first page hydrated in Chromium (the server answers only once compiled). */
async function firstPage(browser: Browser, route: string): Promise<{seconds: number; server: ChildProcess}> {
  const started = performance.now();
  const server = startDevServer();
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`docusaurus start exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the dev server showed no page in time');
    const ok = await fetch(ORIGIN + route).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  const page = await browser.newPage();
  await page.goto(ORIGIN + route);
  await page.locator(HYDRATED).waitFor({state: 'attached', timeout: START_TIMEOUT_MS});
  const seconds = (performance.now() - started) / 1000;
  await page.close();
  return {seconds, server};
}

/** Seconds from writing a new sentence into `file` to its text on the open page. */
async function saveToScreen(page: Page, file: string, word: string): Promise<number> {
  const original = originals.get(file)!;
  const started = performance.now();
  fs.writeFileSync(file, `${original.trimEnd()}\n\nBench sentence ${word}.\n`);
  await page.waitForFunction((text) => document.body.innerText.includes(text), `Bench sentence ${word}`, {
    polling: 20,
    timeout: SAVE_TIMEOUT_MS,
  });
  return (performance.now() - started) / 1000;
}

const format = (seconds: number) => `${seconds.toFixed(1)} s`;

async function main(): Promise<void> {
  const skipCold = process.argv.includes('--skip-cold');
  process.on('SIGINT', () => {
    restorePages();
    process.exit(130);
  });
  const rows: Array<{what: string; figures: number[]; target: number}> = [];
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  let server: ChildProcess | undefined;
  try {
    if (!skipCold) {
      for (const dir of COLD_PATHS) fs.rmSync(path.join(SITE_DIR, dir), {recursive: true, force: true});
      const cold = await firstPage(browser, SAVE_PAGES[0].route);
      rows.push({what: 'first page, cold', figures: [cold.seconds], target: TARGETS_S.cold});
      await stopDevServer(cold.server);
    }
    const warm: number[] = [];
    for (let run = 0; run < 2; run++) {
      const started = await firstPage(browser, SAVE_PAGES[0].route);
      warm.push(started.seconds);
      if (run === 0) await stopDevServer(started.server);
      else server = started.server;
    }
    rows.push({what: 'first page, warm', figures: warm, target: TARGETS_S.warm});
    for (const {label, route, file} of SAVE_PAGES) {
      const filePath = path.join(SITE_DIR, file);
      originals.set(filePath, fs.readFileSync(filePath, 'utf8'));
      const page = await browser.newPage();
      await page.goto(ORIGIN + route);
      await page.locator(HYDRATED).waitFor({state: 'attached'});
      const saves: number[] = [];
      for (let save = 0; save < SAVES_PER_PAGE; save++) {
        saves.push(await saveToScreen(page, filePath, `${Date.now().toString(36)}${save}`));
        // Let the compiler settle between saves, as between an author's keystrokes and the next save.
        await sleep(2000);
      }
      restorePages();
      await page.close();
      rows.push({what: `save to screen, ${label} (${route})`, figures: saves, target: TARGETS_S.save});
    }
  } finally {
    restorePages();
    if (server) await stopDevServer(server);
    await browser.close();
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`\n== Dev loop (${os.cpus().length} cores, load average ${load})`);
  for (const {what, figures, target} of rows) {
    const verdict = Math.max(...figures) <= target ? 'within target' : 'over target';
    console.log(`${what.padEnd(48)} ${figures.map(format).join(', ').padEnd(24)} target ${format(target)}  ${verdict}`);
  }
}

main().catch((error: unknown) => {
  restorePages();
  console.error(error);
  process.exit(1);
});
