/**
 * Rspack loader for core's bundle (`@canvas-commons/core/lib/index.js`):
 * the bundler would replace `import.meta.url` with the `file://` URL of the
 * module on the build machine, shipping that machine's folders in the
 * `preview-*` chunks. In the site a bundled module has no URL of its own, so it
 * reads `about:blank`: core's only reader (the Vite version query of its editor
 * plugin loader, which previews never use) finds no query there, as before.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function withoutImportMetaUrl(source) {
  const rest = source.replace(/\bimport\.meta\.url\b/g, '"about:blank"');
  // Stop the build when the library no longer reads it here: the rule would then guard nothing, unnoticed.
  if (rest === source) {
    throw new Error('import-meta-url-loader: core no longer reads import.meta.url; update or remove the loader.');
  }
  return rest;
};
