import {defineConfig} from '@playwright/test';

import suite from './playwright.config';
import {DEV_PORT} from './tests/dev-server/server';

/**
 * Tests of the dev server an author runs (`npm start`), not of the build: its own server, on its own port. It reuses
 * the API reference the build generated (the generator's stamp says nothing changed), so it starts in seconds.
 */
export default defineConfig({
  testDir: './tests/dev-server',
  workers: 1,
  retries: suite.retries,
  reporter: suite.reporter,
  timeout: 300_000,
  // The same browser, flags and tracing as the e2e suite; only the server differs.
  use: {...suite.use, baseURL: `http://127.0.0.1:${DEV_PORT}`},
  webServer: {
    command: `npx docusaurus start --host 127.0.0.1 --port ${DEV_PORT} --no-open`,
    url: `http://127.0.0.1:${DEV_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
