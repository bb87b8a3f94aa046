/** `E2E_PORT` lets several checkouts on one machine run their suites at once without sharing a server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The offline proxy of each Playwright worker listens on this port plus the worker's parallel index. */
export const OFFLINE_PROXY_PORT = E2E_PORT + 20;
