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

/** The token types some rule of these themes names, for code in `language`. */
function styledTypes(themes: readonly PrismTheme[], language: string): ReadonlySet<string> {
  return new Set(
    themes.flatMap(({styles}) =>
      styles.flatMap(({types, languages}) => (!languages || languages.includes(language) ? types : [])),
    ),
  );
}

/**
 * A token without the types no rule names (Prism's nesting gives a JSX brace `tag script language-javascript
 * punctuation`): a class no selector reads changes nothing on screen but adds bytes to every page and its data.
 */
function withoutUnstyledTypes(token: CodeToken, styled: ReadonlySet<string>): CodeToken {
  const types = token.types.filter((type) => styled.has(type));
  if (types.length === token.types.length) return token;
  return {...token, types: types.length > 0 ? types : ['plain']};
}

/**
 * Turns the tokens that look like plain text in both code themes into plain ones, which a code block shows as bare
 * text instead of a span: those no rule colours (`imports`, `plain-text`). Punctuation keeps its span: One Dark gives
 * it the plain colour, but One Light colours it green in a later rule. A linked token keeps its span, and every
 * token loses the types no rule names; an empty-line token keeps its types (they decide its placeholder's style).
 */
export function plainWhereUncoloured(
  {language, lines}: HighlightedCode,
  themes: readonly PrismTheme[] = [lightCodeTheme, darkCodeTheme],
): HighlightedCode {
  const styled = styledTypes(themes, language);
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
      line.map((token) => {
        if (token.empty) return token;
        if (token.link === undefined && token.types.join(' ') !== 'plain' && isUncoloured(token)) {
          return {...token, types: ['plain']};
        }
        return withoutUnstyledTypes(token, styled);
      }),
    ),
  };
}

const sameLook = (a: CodeToken, b: CodeToken): boolean =>
  !a.empty && !b.empty && a.link === undefined && b.link === undefined && a.types.join(' ') === b.types.join(' ');

const isBareSpace = (token: CodeToken): boolean =>
  token.types.join(' ') === 'plain' && !token.empty && token.link === undefined && /^\s+$/.test(token.content);

/**
 * Joins the neighbouring tokens of a line that look the same (`)` then `;`, two strings around a space): one span
 * instead of several, with the same text and colour. Spaces between two such tokens join them too, since a space
 * shows no colour. A linked token or an empty-line marker stays on its own.
 */
export function joinedRuns({language, lines}: HighlightedCode): HighlightedCode {
  return {
    language,
    lines: lines.map((line) => {
      const joined: CodeToken[] = [];
      for (let index = 0; index < line.length; index++) {
        const token = line[index]!;
        const last = joined.at(-1);
        if (last !== undefined && sameLook(last, token)) {
          joined[joined.length - 1] = {...last, content: last.content + token.content};
          continue;
        }
        const next = line[index + 1];
        if (last !== undefined && next !== undefined && isBareSpace(token) && sameLook(last, next)) {
          joined[joined.length - 1] = {...last, content: last.content + token.content + next.content};
          index++;
          continue;
        }
        joined.push(token);
      }
      return joined;
    }),
  };
}
