import type {PrismTheme} from 'prism-react-renderer';

/** `fontStyle` → `font-style`; prism-react-renderer themes use React's style keys. */
function cssDeclarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

/** Prism token types are words with dashes; anything else is escaped rather than trusted. */
function classSelector(name: string): string {
  return `.${name.replace(/[^\w-]/g, (character) => `\\${character}`)}`;
}

/**
 * Token types whose colour is also a CSS variable, `--code-<type>`, for code that Prism does not colour: the
 * live preview's editor. Its colours are then the same (contrast-checked) ones as the code blocks'.
 */
export const CODE_COLOUR_TYPES = [
  'keyword',
  'string',
  'number',
  'comment',
  'class-name',
  'function',
  'property',
  'tag',
];

/** A type's colour in any language: its last rule without a language, as the theme's own order decides. */
export function tokenColour(theme: PrismTheme, type: string): string | undefined {
  const rule = [...theme.styles]
    .reverse()
    .find(({types, languages, style}) => !languages && types.includes(type) && style.color);
  return rule?.style.color;
}

/**
 * The stylesheet of one Prism theme for one colour mode. Code blocks carry only
 * token classes (see theme/CodeBlock/Content), so their colours follow the
 * `data-theme` attribute from the first paint (over the inline theme variables
 * theme-classic's Container sets from the server's mode), and no block needs a
 * re-render when the mode differs.
 * Rules keep the theme's order, so a later entry wins as it does in the theme's
 * dictionary; a language-specific entry applies inside that language only.
 */
/**
 * theme-common's `ThemeClassNames.common.codeBlock`, the class of every code block's container. theme-classic's
 * Container sets the Prism theme of the server's colour mode inline on it; the stylesheet's own, per mode, win.
 */
export const CODE_BLOCK_CLASS = 'theme-code-block';

export function prismThemeCss(theme: PrismTheme, colorMode: 'light' | 'dark'): string {
  const scope = `[data-theme='${colorMode}']`;
  const {backgroundColor, color, ...plain} = theme.plain;
  const variables = CODE_COLOUR_TYPES.flatMap((type) => {
    const colour = tokenColour(theme, type);
    return colour ? [`--code-${type}:${colour}`] : [];
  });
  const rules = [
    // Docusaurus's own code-block styles read the first two variables.
    `${scope}{${[`--prism-background-color:${String(backgroundColor)}`, `--prism-color:${String(color)}`, ...variables].join(';')}}`,
    `${scope} .${CODE_BLOCK_CLASS}{--prism-background-color:${String(backgroundColor)}!important;--prism-color:${String(color)}!important}`,
    `${scope} .prism-code{${cssDeclarations({backgroundColor, color, ...plain})}}`,
  ];
  for (const {types, languages, style} of theme.styles) {
    const blocks = languages
      ? languages.map((language) => `.prism-code${classSelector(`language-${language}`)}`)
      : ['.prism-code'];
    const selectors = blocks.flatMap((block) => types.map((type) => `${scope} ${block} .token${classSelector(type)}`));
    rules.push(`${selectors.join(',')}{${cssDeclarations(style)}}`);
  }
  return `${rules.join('\n')}\n`;
}
