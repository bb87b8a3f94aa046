/**
 * Rspack loader for `@canvas-commons/2d`'s bundle when it is imported as the
 * "lite" variant: its MathJax imports (600 KB gzip, used only by `Latex`) are
 * replaced by a small stub. Previews whose code does not use `Latex` load this
 * variant; the others load the package unchanged.
 *
 * @this {{getOptions(): {stub: string}}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function withoutMathjax(source) {
  const {stub} = this.getOptions();
  /** @type {string[]} */
  const specifiers = [];
  const rest = source.replace(/^import \{([^}]*)\} from "mathjax-full\/[^"]+";$/gm, (_, names) => {
    specifiers.push(names.trim());
    return '';
  });
  // Fail the build rather than ship a lite bundle that still pulls MathJax in.
  if (specifiers.length === 0 || /from "mathjax-full/.test(rest)) {
    throw new Error('without-mathjax-loader: the MathJax imports of @canvas-commons/2d changed; update the loader.');
  }
  return `import {${specifiers.join(', ')}} from ${JSON.stringify(stub)};\n${rest}`;
};
