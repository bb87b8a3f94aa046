/**
 * Rspack loader for the library's bundles (`@canvas-commons/*` `lib/*.js`):
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
  return source.replace(/\bimport\.meta\.url\b/g, '"about:blank"');
};
