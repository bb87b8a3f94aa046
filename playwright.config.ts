import {defineConfig} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib/chromium';
import {E2E_PORT} from './tests/e2e/support/server';

/** Specs sharded on their own (see `projects`): project name → spec file. */
const SPECS_OF_THEIR_OWN = {crawl: 'crawl.spec.ts', examples: 'examples-run.spec.ts'};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  // The search index and the modal's chunk load on first use: on two busy cores that alone can pass 5 s.
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    trace: 'off',
    // One browser context per worker, reset by Playwright between tests (storage, pages, routes, init scripts),
    // instead of a new one per test: a new context costs about a CPU-second of the browser process here.
    reuseContext: true,
  },
  // Playwright shards a project into equal counts of tests, not equal times: the crawl (a few long tests) and the
  // examples runner (hundreds of short ones) are projects of their own, so the pull-request workflow can shard each
  // to its measure. Listed first, so `npm test` starts the long tests first and the two workers finish together.
  projects: [
    ...Object.entries(SPECS_OF_THEIR_OWN).map(([name, spec]) => ({name, testMatch: spec})),
    {name: 'site', testIgnore: Object.values(SPECS_OF_THEIR_OWN)},
  ],
  webServer: {
    // Serves the production build made by `npm run build`; the tests never build.
    command: `npx docusaurus serve --host 127.0.0.1 --port ${E2E_PORT} --no-open`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
