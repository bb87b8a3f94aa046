/**
 * The props prism-react-renderer's `<Highlight>` hands its render function, without
 * the theme's inline styles: the colours come from the stylesheet plugins/code-highlight
 * generates from the same themes, keyed on the colour mode. Classes are the same.
 */
import clsx from 'clsx';
import type {LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

export interface HighlightProps {
  className: string;
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
}

function isSingleNonPlain(types: readonly string[]): boolean {
  return types.length === 1 && types[0] !== 'plain';
}

export function highlightProps(language: string): HighlightProps {
  return {
    className: `prism-code language-${language}`,
    getLineProps: ({className, line: _line, ...rest}) => ({...rest, className: clsx('token-line', className)}),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      // As prism-react-renderer: an empty line's placeholder keeps the line's height,
      // except one of a single non-plain type, which it gives that type's style alone.
      style: token.empty && !isSingleNonPlain(token.types) ? {display: 'inline-block', ...style} : style,
    }),
  };
}
