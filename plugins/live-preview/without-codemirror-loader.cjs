/**
 * Rspack loader for `@canvas-commons/2d`'s bundle in the live previews: its one
 * import of `@codemirror/language` (for `HighlightStyle`, the default colours of
 * `Code`) is pointed at a small stub. The real module pulls in CodeMirror's view
 * and state, about 140 KB gzip that only the code editor needs; the editor loads
 * them itself when someone presses Edit.
 *
 * @this {{getOptions(): {stub: string}}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function withoutCodemirror(source) {
  const {stub} = this.getOptions();
  const IMPORT = /^import \{ HighlightStyle \} from "@codemirror\/language";$/m;
  const rest = source.replace(IMPORT, `import { HighlightStyle } from ${JSON.stringify(stub)};`);
  // Fail the build rather than ship previews that still load the editor's chunk.
  if (rest === source || /from "@codemirror\//.test(rest)) {
    throw new Error(
      'without-codemirror-loader: the @codemirror imports of @canvas-commons/2d changed; update the loader.',
    );
  }
  return rest;
};
