import fs from 'node:fs';
import path from 'node:path';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, themes, type PrismTheme, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import type {LoadContext} from '@docusaurus/types';

import {themeClassicPrismClientModule} from '../../plugins/code-highlight';
import {MAGIC_COMMENTS, magicCommentDirectives} from '../../plugins/code-highlight/magicComments';
import remarkCodeTokens, {HIGHLIGHTED_PROP} from '../../plugins/code-highlight/remark';
import {highlightCode, highlightedProp, loadPrismLanguages} from '../../plugins/code-highlight/tokenize';
import {joinedRuns, plainWhereUncoloured} from '../../plugins/code-highlight/uncolouredTokens';
import {
  decodeHighlightedCode,
  encodeHighlightedCode,
  isBareText,
  plainTokenLines,
  tokenLinesText,
} from '../../plugins/code-highlight/codeTokens';
import {CODE_COLOUR_TYPES, prismThemeCss, tokenColour} from '../../plugins/code-highlight/themeCss';
import {contrast, darkCodeTheme, lightCodeTheme} from '../../plugins/code-highlight/prismThemes';
import {highlightProps, type HighlightProps} from '../../plugins/code-highlight/theme/CodeBlock/Content/themeProps';

loadPrismLanguages(['glsl']);

const SAMPLES: Array<[language: string, code: string]> = [
  [
    'tsx',
    'import {Circle} from \'@canvas-commons/2d\';\n\nexport default makeScene2D(function* (view) {\n  view.add(<Circle size={120} fill="#ffb347" />);\n  yield* all(); // wait\n});',
  ],
  ['ts', 'const signal = createSignal(0);\n\n\nsignal(5);'],
  ['glsl', '#version 300 es\nprecision highp float;\nuniform float time;\nvoid main() { outColor = vec4(1.0); }'],
  ['bash', 'npm init @canvas-commons@latest\ncd my-animation && npm start'],
  ['text', 'plain words\n\nmore words'],
  ['no-such-language', 'x = 1'],
  ['ts', ''],
  ['ts', '/*\n\n*/\nconst a = `\n\n`;'],
];

/** The markup theme-classic's CodeBlock/Content builds around a render function's props. */
function codeMarkup({className, getLineProps, getTokenProps}: HighlightProps, lines: RenderProps['tokens']): ReactNode {
  return createElement(
    'pre',
    {className},
    lines.map((line, i) =>
      createElement(
        'div',
        {key: i, ...getLineProps({line})},
        line.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
      ),
    ),
  );
}

/** A theme without colours: prism-react-renderer then writes only its layout styles. */
const COLOURLESS: PrismTheme = {plain: {}, styles: []};

describe('build-time code highlighting', () => {
  it.each(SAMPLES)('renders %s tokens as prism-react-renderer does, minus the theme colours', (language, code) => {
    const inBrowser = renderToStaticMarkup(
      createElement(Highlight, {
        theme: COLOURLESS,
        code,
        language,
        children: (props: RenderProps) => codeMarkup(props, props.tokens) as never,
      }),
    ).replaceAll(' style=""', '');
    const decoded = decodeHighlightedCode(encodeHighlightedCode(highlightCode(code, language)));
    expect(decoded).not.toBeNull();
    const atBuildTime = renderToStaticMarkup(codeMarkup(highlightProps(language), decoded?.lines ?? []));
    expect(atBuildTime).toBe(inBrowser);
  });

  it('highlights glsl, an additional language', () => {
    const {lines} = highlightCode('uniform float time;', 'glsl');
    expect(lines[0]).toContainEqual({types: ['keyword'], content: 'uniform'});
  });

  it('encodes the code CodeBlock shows: the children without their last line break', () => {
    const decoded = decodeHighlightedCode(highlightedProp('const a = 1;\n\nconst b = 2;\n', 'TS'));
    expect(decoded?.language).toBe('ts');
    expect(tokenLinesText(decoded?.lines ?? [])).toBe('const a = 1;\n\nconst b = 2;');
  });

  it.each([
    '',
    'not json',
    '[]',
    '{"language":1,"lines":[]}',
    '{"language":"ts","lines":[[5]]}',
    '{"language":"ts","lines":[["a",["b",""]]]}',
    '{"language":"ts","lines":{}}',
  ])('rejects a malformed encoding: %s', (encoded) => {
    expect(decodeHighlightedCode(encoded)).toBeNull();
  });

  it('shapes unhighlighted code as prism-react-renderer does', () => {
    expect(plainTokenLines('a\n\nb')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
    expect(tokenLinesText(plainTokenLines('a\n\nb'))).toBe('a\n\nb');
  });

  it('shows plain tokens as bare text, which is safe only while no code theme colours `plain`', () => {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      expect(theme.styles.flatMap(({types}) => types)).not.toContain('plain');
    }
    expect(isBareText({types: ['plain'], content: 'const '})).toBe(true);
    expect(isBareText({types: ['plain'], content: '\n', empty: true})).toBe(false);
    expect(isBareText({types: ['plain'], content: 'Rect', link: '/api/2d/components/Rect'})).toBe(false);
    expect(isBareText({types: ['keyword'], content: 'const'})).toBe(false);
  });
});

describe('plainWhereUncoloured', () => {
  const line = (...tokens: Array<[types: string, content: string]>) =>
    tokens.map(([types, content]) => ({types: types.split(' '), content}));

  it('makes a token plain only when no rule of either code theme colours it differently', () => {
    const [tokens] = plainWhereUncoloured({
      language: 'tsx',
      lines: [line(['imports', 'Circle'], ['punctuation', ','], ['keyword', 'import'], ['plain-text', 'a b'])],
    }).lines;
    // No theme colours `imports` or `plain-text`; One Light colours punctuation green, One Dark like plain text.
    expect(tokens?.map((token) => token.types.join(' '))).toEqual(['plain', 'punctuation', 'keyword', 'plain']);
    expect(tokens?.map((token) => token.content)).toEqual(['Circle', ',', 'import', 'a b']);
  });

  it('keeps a token that a theme gives the plain colour and a font style, or colours in this language only', () => {
    const theme = (styles: PrismTheme['styles']): PrismTheme => ({plain: {color: '#111'}, styles});
    const italic = theme([{types: ['comment'], style: {color: '#111', fontStyle: 'italic'}}]);
    const cssOnly = theme([{types: ['selector'], languages: ['css'], style: {color: '#f00'}}]);
    const code = (language: string) => ({language, lines: [line(['comment', '// a']), line(['selector', 'b'])]});
    const types = (highlighted: ReturnType<typeof plainWhereUncoloured>) =>
      highlighted.lines.map(([token]) => token?.types.join(' '));
    expect(types(plainWhereUncoloured(code('ts'), [italic]))).toEqual(['comment', 'plain']);
    expect(types(plainWhereUncoloured(code('css'), [cssOnly]))).toEqual(['plain', 'selector']);
    expect(types(plainWhereUncoloured(code('ts'), [cssOnly]))).toEqual(['plain', 'plain']);
  });

  it('keeps the span of a linked token and the types of an empty-line one', () => {
    const linked = {types: ['imports', 'maybe-class-name'], content: 'Rect', link: '/api/2d/components/Rect'};
    const empty = {types: ['plain-text'], content: '\n', empty: true};
    expect(plainWhereUncoloured({language: 'tsx', lines: [[linked], [empty]]}).lines).toEqual([
      [{...linked, types: ['maybe-class-name']}],
      [empty],
    ]);
  });

  it('drops the types no rule of either code theme names, in their order', () => {
    const [tokens] = plainWhereUncoloured({
      language: 'tsx',
      lines: [
        line(['tag script language-javascript script-punctuation punctuation', '='], ['imports punctuation', '{']),
      ],
    }).lines;
    expect(tokens?.map((token) => token.types.join(' '))).toEqual(['tag punctuation', 'punctuation']);
  });
});

describe('remarkCodeTokens', () => {
  type Node = {
    type: string;
    lang?: string;
    value?: string;
    children?: Node[];
    data?: {hProperties?: Record<string, unknown>};
  };
  const run = (nodes: Node[], path: string): Node[] => {
    const tree: Node = {type: 'root', children: nodes};
    remarkCodeTokens({additionalLanguages: ['glsl']})(tree, {path});
    return nodes;
  };
  const codeOf = (node: Node): string | undefined => {
    const encoded = node.data?.hProperties?.[HIGHLIGHTED_PROP];
    return typeof encoded === 'string' ? tokenLinesText(decodeHighlightedCode(encoded)?.lines ?? []) : undefined;
  };

  it('tokenizes nested code blocks and keeps the other properties', () => {
    const code: Node = {
      type: 'code',
      lang: 'ts',
      value: 'let a = 1;',
      data: {hProperties: {metastring: 'title="a.ts"'}},
    };
    run([{type: 'blockquote', children: [code]}], '/site/docs/a.mdx');
    expect(codeOf(code)).toBe('let a = 1;');
    expect(code.data?.hProperties?.metastring).toBe('title="a.ts"');
  });

  it('drops a leading line break in .md files only, as rehype-raw does', () => {
    const [md] = run([{type: 'code', lang: 'ts', value: '\nlet a = 1;'}], '/site/api-docs/a.md');
    const [mdx] = run([{type: 'code', lang: 'ts', value: '\nlet a = 1;'}], '/site/docs/a.mdx');
    expect(codeOf(md)).toBe('let a = 1;');
    expect(codeOf(mdx)).toBe('\nlet a = 1;');
  });

  it('leaves mermaid diagrams and blocks with magic comments to the browser', () => {
    const nodes = run(
      [
        {type: 'code', lang: 'mermaid', value: 'graph TD; A-->B'},
        {type: 'code', lang: 'ts', value: '// highlight-next-line\nlet a = 1;'},
      ],
      '/site/docs/a.mdx',
    );
    expect(nodes.map(codeOf)).toEqual([undefined, undefined]);
  });

  it("leaves every one of the site's magic comments (themeConfig.prism) to the browser", () => {
    const words = magicCommentDirectives(MAGIC_COMMENTS);
    expect(words).toEqual(['highlight-next-line', 'highlight-start', 'highlight-end']);
    const nodes = run(
      words.map((word) => ({type: 'code', lang: 'ts', value: `// ${word}\nlet a = 1;`})),
      '/site/docs/a.mdx',
    );
    expect(nodes.map(codeOf)).toEqual(words.map(() => undefined));
  });
});

describe("theme-classic's Prism client module", () => {
  it("is found through the theme's own client-module list, as an installed file", () => {
    const context = {
      i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
      siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
      siteDir: process.cwd(),
    } as unknown as LoadContext;
    const clientModule = themeClassicPrismClientModule(context);
    expect(path.basename(clientModule)).toBe('prism-include-languages');
    expect(fs.existsSync(`${clientModule}.js`)).toBe(true);
  });
});

describe('prismThemeCss', () => {
  it("gives the live editor the code blocks' colours as variables, and the editor uses only those", () => {
    for (const [theme, mode] of [
      [lightCodeTheme, 'light'],
      [darkCodeTheme, 'dark'],
    ] as const) {
      const css = prismThemeCss(theme, mode);
      for (const type of CODE_COLOUR_TYPES) {
        const colour = tokenColour(theme, type);
        expect(colour, `${mode} ${type}`).toBeDefined();
        expect(css).toContain(`--code-${type}:${colour}`);
      }
    }
    const editor = fs.readFileSync(
      path.join(__dirname, '../../plugins/live-preview/theme/LivePreview/Editor.tsx'),
      'utf8',
    );
    const used = [...editor.matchAll(/var\(--code-([\w-]+)\)/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(5);
    for (const type of used) expect(CODE_COLOUR_TYPES).toContain(type);
  });

  it('colours each token type under its colour mode, in the theme order', () => {
    const css = prismThemeCss(darkCodeTheme, 'dark');
    const keyword = darkCodeTheme.styles.filter(({types}) => types.includes('keyword')).at(-1)?.style.color;
    expect(keyword).toBeDefined();
    const rules = css
      .split('\n')
      .filter(
        (rule) =>
          rule.includes("[data-theme='dark'] .prism-code .token.keyword,") ||
          rule.includes("[data-theme='dark'] .prism-code .token.keyword{"),
      );
    expect(rules.at(-1)).toContain(`color:${keyword}`);
    expect(css).toContain(`--prism-background-color:${String(darkCodeTheme.plain.backgroundColor)}`);
    expect(css).not.toContain("[data-theme='light']");
  });

  it('scopes language entries and escapes odd type names', () => {
    const theme: PrismTheme = {
      plain: {color: '#111', backgroundColor: '#eee', fontStyle: 'normal'},
      styles: [
        {types: ['keyword'], style: {color: '#123456'}},
        {types: ['tag'], languages: ['tsx'], style: {fontStyle: 'italic'}},
        {types: ['a}b'], style: {color: 'red'}},
      ],
    };
    expect(prismThemeCss(theme, 'light').split('\n')).toEqual([
      "[data-theme='light']{--prism-background-color:#eee;--prism-color:#111;--code-keyword:#123456}",
      "[data-theme='light'] .theme-code-block{--prism-background-color:#eee!important;--prism-color:#111!important}",
      "[data-theme='light'] .prism-code{background-color:#eee;color:#111;font-style:normal}",
      "[data-theme='light'] .prism-code .token.keyword{color:#123456}",
      "[data-theme='light'] .prism-code.language-tsx .token.tag{font-style:italic}",
      "[data-theme='light'] .prism-code .token.a\\}b{color:red}",
      '',
    ]);
  });
});

describe('code themes', () => {
  const hex = (c: string): [number, number, number] =>
    [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
  it.each([
    ['light', lightCodeTheme, [250, 250, 250] as [number, number, number]],
    ['dark', darkCodeTheme, [40, 44, 52] as [number, number, number]],
  ])('every %s token colour reaches 4.5:1 on the code background', (_, theme, bg) => {
    for (const {style} of theme.styles) {
      if (style.color) expect(contrast(hex(style.color), bg), `${style.color}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(theme.styles).toHaveLength(
      theme === lightCodeTheme ? themes.oneLight.styles.length : themes.oneDark.styles.length,
    );
  });
});

describe('joined runs of tokens', () => {
  const token = (content: string, type = 'plain', link?: string) => ({types: [type], content, ...(link && {link})});
  const join = (...line: ReturnType<typeof token>[]) =>
    joinedRuns({language: 'tsx', lines: [line]}).lines[0]!.map(({content, types}) => `${types.join(' ')}:${content}`);

  it('joins neighbours that look the same, and spaces between two of them', () => {
    expect(join(token(')', 'punctuation'), token(';', 'punctuation'))).toEqual(['punctuation:);']);
    expect(join(token("'a'", 'string'), token(' '), token("'b'", 'string'))).toEqual(["string:'a' 'b'"]);
    expect(join(token('a'), token(' '), token('b'))).toEqual(['plain:a b']);
  });

  it('keeps apart tokens that look different, linked tokens and a space between different ones', () => {
    expect(join(token('const', 'keyword'), token(' '), token('(', 'punctuation'))).toEqual([
      'keyword:const',
      'plain: ',
      'punctuation:(',
    ]);
    expect(join(token('all', 'function', '/api/core/flow/all'), token('(', 'function'))).toEqual([
      'function:all',
      'function:(',
    ]);
  });

  it('keeps the text of every highlighted block', () => {
    const code = "const a = [1, 2];\nyield* all(a.x(1, 2), 'b' + 'c');";
    const highlighted = highlightCode(code, 'tsx');
    const joined = joinedRuns(highlighted);
    expect(joined.lines.map((line) => line.map(({content}) => content).join(''))).toEqual(
      highlighted.lines.map((line) => line.map(({content}) => content).join('')),
    );
    expect(joined.lines.flat().length).toBeLessThan(highlighted.lines.flat().length);
  });
});
