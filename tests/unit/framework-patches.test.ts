import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import type {FrameworkPatch} from '../../lib/framework-patches';
import {SITE_PATCHES} from '../../scripts/lib/framework-patches';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
type Replacements = {from: string; to: string}[];
type Loader = (this: {getOptions(): {replacements: Replacements}; resourcePath: string}, source: string) => string;
const loader = require(path.join(root, 'lib/exact-replace-loader.cjs')) as Loader;
const run = (source: string, replacements: Replacements) =>
  loader.call({getOptions: () => ({replacements}), resourcePath: '/x/file.js'}, source);

describe('exact-replace-loader', () => {
  it('replaces every occurrence of each snippet', () => {
    expect(run('a(1); b; a(1);', [{from: 'a(1)', to: 'c'}])).toBe('c; b; c;');
  });

  it('fails the build, naming the file and the snippet, when a snippet is gone', () => {
    expect(() => run('a(2);', [{from: 'a(1)', to: 'c'}])).toThrow('/x/file.js no longer contains `a(1)`');
  });
});

describe('the framework patches', () => {
  const patched = (patch: FrameworkPatch) => {
    const file = path.join(root, 'node_modules', patch.package, patch.file);
    return run(fs.readFileSync(file, 'utf8'), [...patch.replacements]);
  };

  it('apply to the installed framework files', () => {
    for (const patch of SITE_PATCHES) {
      expect(() => patched(patch), `${patch.package}/${patch.file}`).not.toThrow();
    }
  });
});
