import type {PrismTheme} from 'prism-react-renderer';

import type {CodeToken, HighlightedCode} from './codeTokens';
import {darkCodeTheme, lightCodeTheme} from './prismThemes';

/**
 * Whether a token of these types looks exactly like plain text in `theme`: every rule of the theme that can match it
 * (any of its types, in any language or in the block's) sets only the plain colour. Then which rule wins in the
 * stylesheet does not matter.
 */
function looksPlain(theme: PrismTheme, types: readonly string[], language: string): boolean {
  const plainColour = theme.plain.color;
  return theme.styles.every(({types: ruleTypes, languages, style}) => {
    const matches = ruleTypes.some((type) => types.includes(type)) && (!languages || languages.includes(language));
    if (!matches) return true;
    const {color, ...rest} = style;
    return color === plainColour && Object.keys(rest).length === 0;
  });
}

/**
 * Turns the tokens that look like plain text in both code themes into plain ones, which a code block shows as bare
 * text instead of a span: those no rule colours (`imports`, `plain-text`). Punctuation keeps its span: One Dark gives
 * it the plain colour, but One Light colours it green in a later rule. A linked or empty-line token keeps its types.
 */
export function plainWhereUncoloured(
  {language, lines}: HighlightedCode,
  themes: readonly PrismTheme[] = [lightCodeTheme, darkCodeTheme],
): HighlightedCode {
  const verdicts = new Map<string, boolean>();
  const isUncoloured = (token: CodeToken): boolean => {
    const key = token.types.join(' ');
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = themes.every((theme) => looksPlain(theme, token.types, language));
      verdicts.set(key, verdict);
    }
    return verdict;
  };
  return {
    language,
    lines: lines.map((line) =>
      line.map((token) =>
        token.empty || token.link !== undefined || token.types.join(' ') === 'plain' || !isUncoloured(token)
          ? token
          : {...token, types: ['plain']},
      ),
    ),
  };
}
