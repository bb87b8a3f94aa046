import type {ThemeConfig} from '@docusaurus/theme-common';

/**
 * The site's magic comments (`themeConfig.prism.magicComments`): `highlight-next-line` and a
 * `highlight-start`/`highlight-end` block mark lines with the theme's highlighted-line class. Stated here
 * rather than left to theme-classic's default, so the build-time highlighter knows which blocks to leave to
 * the browser without reading the theme's private options.
 */
export const MAGIC_COMMENTS: ThemeConfig['prism']['magicComments'] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

/** Every word of `comments` that makes a line a magic comment. */
export function magicCommentDirectives(comments: ThemeConfig['prism']['magicComments']): string[] {
  return comments.flatMap(({line, block}) =>
    [line, block?.start, block?.end].filter((word): word is string => word !== undefined),
  );
}
