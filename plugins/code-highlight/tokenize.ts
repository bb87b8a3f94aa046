import {createRequire} from 'node:module';

import {normalizeTokens, Prism} from 'prism-react-renderer';

import {encodeHighlightedCode, type HighlightedCode} from './codeTokens';
import {tokenizeCode} from './tokenizeCode';
import {joinedRuns, plainWhereUncoloured} from './uncolouredTokens';

const requireHere = createRequire(__filename);
const loadedLanguages = new Set<string>();

/**
 * Adds Prism languages beyond prism-react-renderer's built-in set, as theme-classic's
 * `prism-include-languages` does in the browser (the component files expect a global
 * `Prism`).
 */
export function loadPrismLanguages(languages: readonly string[]): void {
  const globals = globalThis as {Prism?: unknown};
  const previous = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of languages) {
      if (loadedLanguages.has(language)) {
        continue;
      }
      if (language === 'php') {
        requireHere('prismjs/components/prism-markup-templating.js');
      }
      requireHere(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    globals.Prism = previous;
  }
}

export function highlightCode(code: string, language: string): HighlightedCode {
  return tokenizeCode(Prism, normalizeTokens, code, language);
}

/**
 * The `highlighted` prop for a `<CodeBlock>` with these children (see theme/CodeBlock):
 * tokens for the code CodeBlock will show, which (as theme-common's parseLines and
 * getLanguage) is the children without their last line break, in a lower-case language.
 */
export function highlightedProp(
  children: string,
  language: string,
  decorate: (highlighted: HighlightedCode) => HighlightedCode = (highlighted) => highlighted,
): string {
  return encodeHighlightedCode(
    joinedRuns(plainWhereUncoloured(decorate(highlightCode(children.replace(/\r?\n$/, ''), language.toLowerCase())))),
  );
}
