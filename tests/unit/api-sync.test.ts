import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';

import {syncFolder} from '../../plugins/api-reference';

const roots: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sync-'));
  roots.push(dir);
  return dir;
}
afterEach(() => roots.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

describe('syncing regenerated API pages', () => {
  it('writes only changed files, adds new ones and deletes the ones that are gone', () => {
    const source = tempDir();
    const target = tempDir();
    fs.mkdirSync(path.join(source, 'flow'));
    fs.writeFileSync(path.join(source, 'flow', 'all.md'), 'same');
    fs.writeFileSync(path.join(source, 'flow', 'any.md'), 'new text');
    fs.mkdirSync(path.join(source, 'types'));
    fs.writeFileSync(path.join(source, 'types', 'Vector2.md'), 'added');
    fs.mkdirSync(path.join(target, 'flow'));
    fs.writeFileSync(path.join(target, 'flow', 'all.md'), 'same');
    fs.writeFileSync(path.join(target, 'flow', 'any.md'), 'old text');
    fs.writeFileSync(path.join(target, 'flow', 'gone.md'), 'removed');
    const past = new Date('2020-01-01');
    fs.utimesSync(path.join(target, 'flow', 'all.md'), past, past);

    syncFolder(source, target);

    expect(fs.readFileSync(path.join(target, 'flow', 'any.md'), 'utf8')).toBe('new text');
    expect(fs.readFileSync(path.join(target, 'types', 'Vector2.md'), 'utf8')).toBe('added');
    expect(fs.existsSync(path.join(target, 'flow', 'gone.md'))).toBe(false);
    // An unchanged page is not rewritten, so a running dev server sees no event for it.
    expect(fs.statSync(path.join(target, 'flow', 'all.md')).mtime.getTime()).toBe(past.getTime());
  });
});
