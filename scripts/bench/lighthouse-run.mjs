// Runs Lighthouse in plain Node: under tsx, esbuild's `__name` helper ends up in the
// functions Lighthouse sends to the page, which then fail with "__name is not defined".
// Usage: node lighthouse-run.mjs <config-json>; prints one JSON result list on stdout.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const {origin, paths, chromePath, chromeFlags, blockedUrlPatterns, categories} = JSON.parse(process.argv[2]);
const chrome = await chromeLauncher.launch({chromePath, chromeFlags});
const results = [];
try {
  for (const path of paths) {
    const runner = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      blockedUrlPatterns,
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
    const {categories: cats, audits} = runner.lhr;
    results.push({
      path,
      categories: Object.fromEntries(
        categories.map((id) => [id, {score: cats[id]?.score ?? 0, auditRefs: cats[id]?.auditRefs ?? []}]),
      ),
      audits: Object.fromEntries(
        Object.entries(audits).map(([id, a]) => [id, {score: a.score, displayValue: a.displayValue ?? null}]),
      ),
    });
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(results));
