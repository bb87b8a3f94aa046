/**
 * Port of the production build served for the e2e tests. `E2E_PORT` overrides it:
 * several work trees on one machine would otherwise reuse each other's server
 * (Playwright reuses whatever answers on the port outside CI).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
