import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {FRAMEWORK_INTERNALS, type PackageFileCheck} from '../../lib/framework-internals';

const root = path.resolve(__dirname, '../..');

function label(check: PackageFileCheck): string {
  return `${check.package}/${check.file}${check.absent ? ' (absent)' : ''}`;
}

describe.each(FRAMEWORK_INTERNALS.map((internal) => [internal.what, internal] as const))('%s', (_what, internal) => {
  it('names files of ours that exist', () => {
    for (const file of internal.usedIn) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it.each(internal.checks.map((check) => [label(check), check] as const))('still holds: %s', (_label, check) => {
    const file = path.join(root, 'node_modules', check.package, check.file);
    if (check.absent) {
      expect(existsSync(file), `${file} should not exist`).toBe(false);
      return;
    }
    expect(existsSync(file), `${file} is gone`).toBe(true);
    const text = readFileSync(file, 'utf8');
    for (const needle of check.contains ?? []) expect(text, `${file} no longer contains ${needle}`).toContain(needle);
  });
});
