import {describe, expect, it} from 'vitest';

import {mdxToMarkdown, rewriteSiteLinks, stripFrontMatter, withTitle} from '../../plugins/llms-txt/markdown';
import {absoluteTarget, llmsIndex, type MarkdownPage} from '../../plugins/llms-txt';
import {markdownPathFor} from '../../src/utils/markdownCopy';

describe('markdownPathFor', () => {
  it.each([
    ['/docs/', '/docs/index.md'],
    ['/docs/quickstart', '/docs/quickstart.md'],
    ['/api/core/flow/all', '/api/core/flow/all.md'],
    ['/docs/tweening#springs', '/docs/tweening.md'],
  ])('%s → %s', (permalink, expected) => expect(markdownPathFor(permalink)).toBe(expected));
});

describe('mdxToMarkdown', () => {
  const source = [
    '---',
    'title: Example',
    '---',
    "import Tabs from '@theme/Tabs';",
    'import {',
    '  Player,',
    "} from '@site/src/components/Player';",
    'export const meta = {a: 1};',
    '',
    'Text that mentions import them (prose, kept).',
    '',
    '<Tabs>',
    '  <TabItem value="a" label="A">',
    '',
    'Inside a tab.',
    '',
    '  </TabItem>',
    '</Tabs>',
    '{/* an MDX comment */}',
    '<Player src="x" />',
    '',
    '```tsx',
    "import {Circle} from '@canvas-commons/2d';",
    '<Circle />',
    '```',
  ].join('\n');
  const out = mdxToMarkdown(source);

  it('drops front matter, ESM and component tags', () => {
    expect(out).not.toContain('title: Example');
    expect(out).not.toContain('@theme/Tabs');
    expect(out).not.toContain('Player');
    expect(out).not.toContain('export const');
    expect(out).not.toContain('<Tabs>');
    expect(out).not.toContain('MDX comment');
  });

  it('keeps prose, the text inside components and code fences byte for byte', () => {
    expect(out).toContain('Text that mentions import them (prose, kept).');
    expect(out).toContain('Inside a tab.');
    expect(out).toContain("```tsx\nimport {Circle} from '@canvas-commons/2d';\n<Circle />\n```");
  });

  it('adds the title unless the body has one', () => {
    expect(withTitle('T', 'body\n')).toBe('# T\n\nbody\n');
    expect(withTitle('T', '# Own\n')).toBe('# Own\n');
    expect(stripFrontMatter('---\na: 1\n---\nx')).toBe('x');
  });
});

describe('llmsIndex', () => {
  it('lists pages by section with absolute .md links', () => {
    const pages: MarkdownPage[] = [
      {section: 'Guides', title: 'Intro', description: 'Start', permalink: '/docs/', sourceFile: ''},
      {section: 'API reference', title: 'all', description: '', permalink: '/api/core/flow/all', sourceFile: ''},
    ];
    const text = llmsIndex(pages, 'https://example.org', {title: 'A site', tagline: 'Its tagline.'});
    expect(text.startsWith('# A site\n\n> Its tagline.\n\nEvery page below')).toBe(true);
    expect(text).toContain('## Guides\n\n- [Intro](https://example.org/docs/index.md): Start');
    expect(text).toContain('## API reference\n\n- [all](https://example.org/api/core/flow/all.md)');
  });
});

describe('site links in markdown copies', () => {
  const pages = new Map([
    ['/docs', '/docs/'],
    ['/docs/flow', '/docs/flow'],
  ]);
  it('point docs pages at their .md copy and other pages at the live site', () => {
    const text = rewriteSiteLinks(
      [
        'See [flow](/docs/flow#all), [intro](/docs/) and [blog](/blog).',
        '`[x](/docs/flow)`',
        '```md',
        '[y](/docs/flow)',
        '```',
      ].join('\n'),
      (target) => absoluteTarget(target, 'https://s.io', pages),
    );
    expect(text).toBe(
      [
        'See [flow](https://s.io/docs/flow.md#all), [intro](https://s.io/docs/index.md) and [blog](https://s.io/blog).',
        '`[x](/docs/flow)`',
        '```md',
        '[y](/docs/flow)',
        '```',
      ].join('\n'),
    );
  });
});
