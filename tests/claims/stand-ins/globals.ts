/**
 * Installing browser stand-ins on `globalThis` for the length of one check. Every stand-in is taken away afterwards,
 * whatever happens, so a check never sees another one's stand-ins (and MathJax, which the 2d package loads, decides
 * at import time whether it runs in a browser by looking for them).
 */

/** The global scope, read and written by name (the stand-ins are not the DOM's own types). */
const scope = globalThis as Record<string, unknown>;

/** Sets the given globals and returns what puts the previous values back. */
export function installGlobals(values: Record<string, unknown>): () => void {
  const absent = Object.keys(values).filter((name) => !(name in scope));
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, scope[name]]));
  Object.assign(scope, values);
  return () => {
    Object.assign(scope, saved);
    // A global that was not there goes again: one left as `undefined` still answers `'window' in globalThis`.
    for (const name of absent) delete scope[name];
  };
}

/** Runs `run` with the given globals set, and puts the previous values back once it has settled. */
export async function withGlobals<T>(values: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
  const restore = installGlobals(values);
  try {
    return await run();
  } finally {
    restore();
  }
}
