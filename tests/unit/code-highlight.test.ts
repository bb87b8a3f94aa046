import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type PrismTheme, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import remarkCodeTokens, {HIGHLIGHTED_PROP} from '../../plugins/code-highlight/remark';
import {highlightCode, highlightedProp, loadPrismLanguages} from '../../plugins/code-highlight/tokenize';
import {decodeHighlightedCode, encodeHighlightedCode, plainTokenLines, tokenLinesText} from '../../src/lib/codeTokens';
import {darkCodeTheme, lightCodeTheme} from '../../src/prismThemes';
import {highlightProps, type HighlightProps} from '../../src/theme/CodeBlock/Content/themeProps';

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
];

/** The markup theme-classic's CodeBlock/Content builds around a render function's props. */
function codeMarkup(
  {className, style, getLineProps, getTokenProps}: HighlightProps,
  lines: RenderProps['tokens'],
): ReactNode {
  return createElement(
    'pre',
    {className, style},
    lines.map((line, i) =>
      createElement(
        'div',
        {key: i, ...getLineProps({line})},
        line.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
      ),
    ),
  );
}

describe('build-time code highlighting', () => {
  it.each(SAMPLES)('renders %s tokens exactly as prism-react-renderer does in the browser', (language, code) => {
    for (const theme of [lightCodeTheme, darkCodeTheme] as PrismTheme[]) {
      const inBrowser = renderToStaticMarkup(
        createElement(Highlight, {
          theme,
          code,
          language,
          children: (props: RenderProps) => codeMarkup(props, props.tokens) as never,
        }),
      );
      const decoded = decodeHighlightedCode(encodeHighlightedCode(highlightCode(code, language)));
      expect(decoded).not.toBeNull();
      const atBuildTime = renderToStaticMarkup(codeMarkup(highlightProps(theme, language), decoded?.lines ?? []));
      expect(atBuildTime).toBe(inBrowser);
    }
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
});
