import {describe, expect, it} from 'vitest';

import {
  checkLearningStructure,
  checkTeachesLists,
  checkTeachingOrder,
  libraryNamesFrom,
  namesUsedIn,
  sidebarOrder,
  type LearningPage,
} from '../../scripts/lib/learning-path';

const FENCE = '```';

function page(slug: string, teaches: string[] | undefined, body: string): LearningPage {
  return {
    file: `docs/getting-started${slug}.mdx`,
    slug,
    title: slug,
    teaches,
    teachesLine: 5,
    source: `---\nslug: ${slug}\n---\n\n${body}`,
  };
}

const STRUCTURED = (next: string) => `:::info[You will learn]

- one thing
- another

:::

Intro.

## A section

Text.

## Recap

- first
- second
- third

## Try it

Make the circle blue.

<details>
<summary>Solution</summary>

${FENCE}tsx
circle().fill('blue', 1);
${FENCE}

</details>

## Next

[The next guide](/docs${next}) builds on this.
`;

describe('namesUsedIn', () => {
  it('finds identifiers, members and a prop given a function, but not comments, strings or declared names', () => {
    const code = [
      'const ref = createRef<Circle>(); // createRefArray in a comment',
      "view.add(<Txt text={() => 'createSignal'} size={3} />);",
      'yield* ref().scale(2, 1).to(1, 1);',
      'function helper(node: Node) {}',
    ].join('\n');
    const uses = namesUsedIn(code, 10);
    const names = uses.map((use) => use.name);
    expect(names).toEqual(
      expect.arrayContaining(['createRef', 'Circle', 'Txt', '.to', '.add', 'Node', 'prop={() => …}']),
    );
    expect(names).not.toContain('createRefArray');
    expect(names).not.toContain('createSignal');
    expect(names).not.toContain('helper');
    expect(names).not.toContain('size');
    expect(names).not.toContain('text');
    expect(uses.find((use) => use.name === '.to')?.line).toBe(12);
  });
});

describe('sidebarOrder', () => {
  it('sorts by position, a sub-folder by its category position, unpositioned last', () => {
    const entries = [
      {path: 'c.mdx', position: 3},
      {path: 'sub/y.mdx', position: 2},
      {path: 'a.mdx', position: 1},
      {path: 'z.mdx'},
      {path: 'sub/x.mdx', position: 1},
    ];
    expect(sidebarOrder(entries, new Map([['sub', 2]])).map((entry) => entry.path)).toEqual([
      'a.mdx',
      'sub/x.mdx',
      'sub/y.mdx',
      'c.mdx',
      'z.mdx',
    ]);
  });
});

describe('checkTeachingOrder', () => {
  const first = page('/first', ['createRef'], `${FENCE}tsx\nyield* circle().scale(2, 1).to(1, 1);\n${FENCE}\n`);
  const second = page('/second', ['.to', 'ease*'], `${FENCE}tsx\nyield* circle().x(1, 1, easeInOutCubic);\n${FENCE}\n`);

  it('reports a name used before the page that teaches it, with the line of the use', () => {
    const problems = checkTeachingOrder([first, second], []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({file: 'docs/getting-started/first.mdx', line: 6});
    expect(problems[0].message).toMatch(/uses `\.to`, which \/second \(page 2\) teaches/);
  });

  it('accepts the same pages in teaching order, and globs cover every name they match', () => {
    expect(checkTeachingOrder([second, first], [])).toEqual([]);
  });

  it('allows a named exception, and reports one that matches no use', () => {
    const exception = {page: '/first', name: '.to', reason: 'why'};
    expect(checkTeachingOrder([first, second], [exception])).toEqual([]);
    const stale = {page: '/second', name: 'createRef', reason: 'no longer needed'};
    const problems = checkTeachingOrder([first, second], [exception, stale]);
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringMatching(/matches no early use/)]);
  });
});

describe('checkTeachesLists', () => {
  const library = libraryNamesFrom([
    'export { createRef, easeInOutCubic, type Vector2 };',
    'declare class Tween { to(value: number): Tween; }',
  ]);

  it('accepts exported names, members, globs and patterns the page shows', () => {
    const ok = page(
      '/ok',
      ['createRef', '.to', 'ease*', 'prop={() => …}'],
      `createRef and .to and easeX.\n\n${FENCE}tsx\n<Txt text={() => 'a'} />\n${FENCE}\n`,
    );
    expect(checkTeachesLists([ok], library)).toEqual([]);
  });

  it('reports a missing list, an unknown name, a name taught twice and a name the page never mentions', () => {
    const messages = checkTeachesLists(
      [
        page('/a', undefined, 'text'),
        page('/b', ['createRefz', 'createRef'], 'createRef'),
        page('/c', ['createRef', '.to'], 'nothing here'),
      ],
      library,
    ).map((problem) => problem.message);
    expect(messages).toEqual([
      expect.stringMatching(/must say in `teaches`/),
      expect.stringMatching(/"createRefz" in `teaches` is not a name/),
      expect.stringMatching(/"createRef" is already taught by \/b/),
      expect.stringMatching(/teaches "createRef" but never mentions createRef/),
      expect.stringMatching(/teaches "\.to" but never mentions to/),
    ]);
  });
});

describe('checkLearningStructure', () => {
  const next = page('/next', [], '');

  it('accepts a page with every part and the right next link', () => {
    expect(checkLearningStructure(page('/here', [], STRUCTURED('/next')), next)).toEqual([]);
  });

  it.each([
    [
      'the "You will learn" box',
      (body: string) => body.replace(':::info[You will learn]', ':::info[Learn]'),
      /You will learn/,
    ],
    ['a recap item', (body: string) => body.replace('- third\n', ''), /has 2 list item\(s\); it takes exactly 3/],
    ['the recap', (body: string) => body.replace('## Recap', '## Summary'), /missing the "## Recap"/],
    ['the challenge', (body: string) => body.replace('Make the circle blue.', ''), /has no challenge/],
    ['the solution', (body: string) => body.replace('<details>', ''), /solution in <details>/],
    ['the Next section', (body: string) => body.replace('## Next', '## Later'), /missing the "## Next"/],
  ])('fails without %s', (_, change, message) => {
    const problems = checkLearningStructure(page('/here', [], change(STRUCTURED('/next'))), next);
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringMatching(message)]);
  });

  it('fails when the Next link skips the next page of the path', () => {
    const problems = checkLearningStructure(page('/here', [], STRUCTURED('/other')), next);
    expect(problems[0].message).toMatch(
      /goes to \/docs\/other, but the next page of the learning path is \/docs\/next/,
    );
  });

  it('ignores headings inside code blocks', () => {
    const body = STRUCTURED('/next').replace('## Recap', `${FENCE}md\n## Recap\n${FENCE}\n\n## Recap`);
    expect(checkLearningStructure(page('/here', [], body), next)).toEqual([]);
  });
});
