/**
 * Debian's Chromium and its flags, shared by the social-card renderer (build),
 * Playwright's config (tests) and the benchmark. Lives outside `tests/` because
 * the build must not import test code.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox (runs as root here), no GPU, and nothing that reaches the internet at start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
