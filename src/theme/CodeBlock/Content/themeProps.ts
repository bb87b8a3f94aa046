/**
 * The line and token props prism-react-renderer's `<Highlight>` hands its render
 * function, rebuilt here so pages render build-time tokens without importing it
 * (its module carries Prism). The output is the same markup, class for class.
 */
import type {CSSProperties} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

type ThemeDictionary = Record<string, CSSProperties>;

export interface HighlightProps {
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
}

function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: ThemeDictionary = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) {
      continue;
    }
    for (const type of types) {
      dictionary[type] = {...dictionary[type], ...style};
    }
  }
  dictionary.root = theme.plain;
  dictionary.plain = {...theme.plain, backgroundColor: undefined};
  return dictionary;
}

function styleForToken(dictionary: ThemeDictionary, {types, empty}: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') {
    return empty != null ? {display: 'inline-block'} : undefined;
  }
  if (types.length === 1 && empty != null) {
    return dictionary[types[0]];
  }
  return Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
}

export function highlightProps(theme: PrismTheme, language: string): HighlightProps {
  const dictionary = themeDictionary(theme, language);
  return {
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps: ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...dictionary.plain, ...style} : dictionary.plain,
    }),
    getTokenProps: ({token, className, style, ...rest}) => {
      const tokenStyle = styleForToken(dictionary, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style != null ? {...tokenStyle, ...style} : tokenStyle,
      };
    },
  };
}
