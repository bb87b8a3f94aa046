/** Prism for the rare code block without build-time tokens; loaded on demand, in its own chunk. */
import {normalizeTokens, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

import type {HighlightedCode} from '../../../codeTokens';
import {tokenizeCode} from '../../../tokenizeCode';

prismIncludeLanguages(Prism);

export function highlightInBrowser(code: string, language: string): HighlightedCode {
  return tokenizeCode(Prism, normalizeTokens, code, language);
}
