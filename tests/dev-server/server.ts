/** The dev server's port in the tests (`DEV_PORT` moves it, for several checkouts on one machine). */
export const DEV_PORT = Number(process.env.DEV_PORT ?? 4180);
export const DEV_ORIGIN = `http://127.0.0.1:${DEV_PORT}`;
