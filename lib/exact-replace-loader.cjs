/**
 * Replaces exact snippets of an installed framework file, as a plugin declares them
 * (see lib/framework-patches.ts). Every snippet must be found: when an update changes
 * one, the build fails here instead of quietly shipping the framework's code unpatched.
 *
 * @this {{getOptions(): {replacements: {from: string, to: string}[]}, resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function exactReplaceLoader(source) {
  const {replacements} = this.getOptions();
  let rewritten = source;
  for (const {from, to} of replacements) {
    if (!rewritten.includes(from)) {
      throw new Error(
        `${this.resourcePath} no longer contains \`${from}\`; see the patches in lib/framework-internals.ts.`,
      );
    }
    rewritten = rewritten.split(from).join(to);
  }
  return rewritten;
};
