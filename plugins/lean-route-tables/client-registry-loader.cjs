/**
 * Loader for Docusaurus's generated `registry.js`, in the browser bundle only.
 * Each entry is `[load, modulePath, weakModuleId]`; the module path is read only
 * during server rendering (to list the chunks a page used), so the browser's copy
 * drops it: one site path per route module, about 6 KB gzip of every first visit.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function withoutModulePaths(source) {
  let entries = 0;
  const lean = source.replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, () => {
    entries += 1;
    return '), "", require.resolveWeak(';
  });
  // Fail the build rather than ship the full registry unnoticed when core changes its format.
  if (entries === 0 && source.includes('require.resolveWeak(')) {
    throw new Error('client-registry-loader: the format of Docusaurus registry.js changed; update the loader.');
  }
  return lean;
};
