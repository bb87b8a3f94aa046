// Types only: the Prism instance is passed in, so this module never pulls Prism into a bundle itself.
import type {normalizeTokens, PrismLib} from 'prism-react-renderer';

import type {HighlightedCode} from './codeTokens';

/**
 * Tokenizes like prism-react-renderer's `<Highlight>` (same hooks, same normalization),
 * with the Prism instance passed in: at build time in Node, and in the browser only for
 * the rare block that has no build-time tokens.
 */
export function tokenizeCode(
  prism: PrismLib,
  normalize: typeof normalizeTokens,
  code: string,
  language: string,
): HighlightedCode {
  const grammar = prism.languages[language];
  if (!grammar) {
    return {language, lines: normalize([code])};
  }
  const env = {code, grammar, language, tokens: [] as ReturnType<PrismLib['tokenize']>};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return {language, lines: normalize(env.tokens)};
}
