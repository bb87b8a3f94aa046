import {describe, expect, it} from 'vitest';

import {extractCodeBlocks, findCompleteExamples} from '../../scripts/lib/examples';

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
