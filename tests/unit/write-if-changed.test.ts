import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {expect, test} from 'vitest';

import {writeIfChanged} from '../../lib/write-if-changed';

test('writeIfChanged leaves a file with the same content untouched, and writes new or changed content', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-if-changed-'));
  const file = path.join(dir, 'entries.js');
  writeIfChanged(file, 'a');
  expect(fs.readFileSync(file, 'utf8')).toBe('a');
  const old = new Date(2000, 0, 1);
  fs.utimesSync(file, old, old);
  writeIfChanged(file, 'a');
  // The dev server's watcher would recompile on a new modification time alone.
  expect(fs.statSync(file).mtimeMs).toBe(old.getTime());
  writeIfChanged(file, 'b');
  expect(fs.readFileSync(file, 'utf8')).toBe('b');
  fs.rmSync(dir, {recursive: true});
});
