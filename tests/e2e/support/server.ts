export const E2E_PORT = 4173;
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
