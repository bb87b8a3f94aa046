import {describe, expect, it} from 'vitest';

import {extractCodeBlocks, findCompleteExamples, isSceneExample, runOptOutReason} from '../../lib/examples';

const PAGE = [
  '# Page', // 1
  '', // 2
  '```tsx title="src/scenes/a.tsx" {2}', // 3
  "import {makeScene2D} from '@canvas-commons/2d';", // 4
  'export default makeScene2D(function* () {});', // 5
  '```', // 6
  '', // 7
  '```ts', // 8
  'yield* waitFor(1);', // 9
  '```', // 10
  '', // 11
  '```tsx no-check', // 12
  "import {javascript} from '@lezer/javascript';", // 13
  '```', // 14
  '````md', // 15
  '```tsx', // 16
  "import {x} from 'y';", // 17
  '```', // 18
  '````', // 19
].join('\n');

describe('guide example extraction', () => {
  it('finds ts and tsx fences with their first code line and meta', () => {
    const blocks = extractCodeBlocks('docs/page.mdx', PAGE);
    expect(blocks.map((block) => [block.lang, block.line, block.meta])).toEqual([
      ['tsx', 4, 'title="src/scenes/a.tsx" {2}'],
      ['ts', 9, ''],
      ['tsx', 13, 'no-check'],
    ]);
  });

  it('treats only blocks with imports as complete, and honours no-check', () => {
    const complete = findCompleteExamples('docs/page.mdx', PAGE);
    expect(complete).toHaveLength(1);
    expect(complete[0].code).toContain('makeScene2D');
  });

  it('does not look inside a longer outer fence', () => {
    const blocks = extractCodeBlocks('docs/page.mdx', PAGE);
    expect(blocks.some((block) => block.code.includes("from 'y'"))).toBe(false);
  });
});

describe('scene examples for the run check', () => {
  it('are the blocks that import and default-export makeScene2D, checked or not', () => {
    const blocks = extractCodeBlocks('docs/page.mdx', PAGE);
    expect(blocks.filter(isSceneExample).map((block) => block.line)).toEqual([4]);
    const unchecked = extractCodeBlocks(
      'docs/page.mdx',
      "```tsx no-check\nimport {makeScene2D} from '@canvas-commons/2d';\nexport default makeScene2D(function* () {});\n```",
    );
    expect(unchecked.filter(isSceneExample)).toHaveLength(1);
  });

  it('reads the reason of a norun opt-out, and refuses one without a reason', () => {
    expect(runOptOutReason('title="a.tsx" norun="needs an image file" {3}')).toBe('needs an image file');
    expect(runOptOutReason("norun='needs a font'")).toBe('needs a font');
    expect(runOptOutReason('title="a.tsx" norun')).toBe('');
    expect(runOptOutReason('norun=""')).toBe('');
    expect(runOptOutReason('title="norun.tsx"')).toBeNull();
  });
});
