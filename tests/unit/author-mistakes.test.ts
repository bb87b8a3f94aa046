/**
 * An author's mistake names its place: the example type-check reports the page, the line and the column of the
 * error in the guide (not of a temporary file), and says what to do; so does the MDX syntax check. (Broken links,
 * front matter and claims have theirs in broken-links, front-matter and the claims runner's tests.)
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {formatProblem} from '../../lib/content';
import {mdxSyntaxProblems} from '../../scripts/lib/mdx-syntax';

const root = path.resolve(__dirname, '../..');
const FIXTURE = 'tests/fixtures/author-mistakes/example-type-error.mdx';

describe('an example that does not type-check', () => {
  it('is reported at its line in the guide, with what to do', {timeout: 60_000}, () => {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-examples.ts', FIXTURE],
      {cwd: root, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}},
    );
    expect(result.status).toBe(1);
    // `size={'big'}` is on line 11 of the page, from column 19.
    expect(result.stderr).toMatch(new RegExp(`^${FIXTURE.replace(/\./g, '\\.')}:11:\\d+ - TS2322: `, 'm'));
    expect(result.stderr).toContain('Fix the code block there');
  });
});

describe('an MDX syntax error', () => {
  it('is reported at its line and column in the page, with what to do', () => {
    const file = 'tests/fixtures/author-mistakes/mdx-syntax-error.mdx';
    const problems = mdxSyntaxProblems(file, readFileSync(path.join(root, file), 'utf8')).map(formatProblem);
    expect(problems).toHaveLength(1);
    // The unclosed `{` is on line 7 of the file (front matter included).
    expect(problems[0]).toMatch(new RegExp(`^${file.replace(/\./g, '\\.')}:7:\\d+: MDX syntax: `));
    expect(problems[0]).toContain('write a literal');
  });

  it('finds none in a page that compiles, nor in a .md page', () => {
    expect(
      mdxSyntaxProblems(
        'a.mdx',
        '---\ntitle: x\n---\n\n## A heading {#an-id}\n\n<details>\n<summary>S</summary>\n\nText\n\n</details>\n',
      ),
    ).toEqual([]);
    expect(mdxSyntaxProblems('a.md', 'Set {radius * 2')).toEqual([]);
  });
});
