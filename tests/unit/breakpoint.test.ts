import {readFileSync} from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';

import {MOBILE_BREAKPOINT_PX} from '../../src/site';

const root = path.resolve(__dirname, '../..');
const stylesheets = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'plugins'], {cwd: root})
  .toString()
  .split('\n')
  .filter((file) => file.endsWith('.css'));

describe('mobile breakpoint', () => {
  it('is the one CSS media queries repeat', () => {
    const widths = stylesheets.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/@media[^{]*\((?:max|min)-width:\s*(\d+)px\)/g)].map(
        (match) => ({file, px: Number(match[1])}),
      ),
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const {file, px} of widths) expect(px, file).toBe(MOBILE_BREAKPOINT_PX);
  });
});
