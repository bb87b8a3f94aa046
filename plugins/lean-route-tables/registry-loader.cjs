/**
 * Loader for Docusaurus's generated `registry.js`. Each entry is
 * `"chunkName": [load, "modulePath", weakModuleId]`, and the module path is what
 * server rendering reports for every loadable a page renders.
 *
 * - In the browser bundle the path is never read: it is dropped (one site path per
 *   route module, about 6 KB gzip of every first visit).
 * - In the server bundle it becomes the chunk name. The page template looks the
 *   reported names up in the client manifest, which is keyed by chunk name: with
 *   module paths nothing matched, so pages listed only the main scripts and fetched
 *   their own chunks after main.js had run.
 *
 * @this {{getOptions(): {bundle: 'client' | 'server'}}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryLoader(source) {
  const {bundle} = this.getOptions();
  let entries = 0;
  const rewritten = source.replace(
    /^(\s*"([^"]+)": \[\(\) => import\([^\n]*?\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/gm,
    (_, head, chunkName, tail) => {
      entries += 1;
      return `${head}${bundle === 'server' ? JSON.stringify(chunkName) : '""'}${tail}`;
    },
  );
  // Fail the build rather than ship an unchanged registry unnoticed when core changes its format.
  if (entries === 0 && source.includes('require.resolveWeak(')) {
    throw new Error('registry-loader: the format of Docusaurus registry.js changed; update the loader.');
  }
  return rewritten;
};
