import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {buildFiles, readBuildFile} from './support';

/** Files that are text, where a path could be written. */
const TEXT_FILE = /\.(html|js|mjs|css|json|xml|txt|md|map|svg|webmanifest)$/;

/** Folders of a build machine: home folders, temporary space, CI work folders, and this checkout. */
const MACHINE_PATHS = [
  /\/tmp\//,
  /\/home\//,
  /\/root\//,
  /\/work\//,
  /file:\/\//,
  /\/Users\/[^/\s"']+\//,
  /[A-Z]:\\\\Users\\\\/,
];

describe('the build output', () => {
  it('contains no path of the machine that built it', () => {
    const siteDir = path.resolve(__dirname, '../..');
    const found: string[] = [];
    for (const file of buildFiles().filter((name) => TEXT_FILE.test(name))) {
      const text = readBuildFile(file);
      for (const pattern of [...MACHINE_PATHS, new RegExp(siteDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))]) {
        const match = pattern.exec(text);
        if (match) {
          found.push(`${file}: …${text.slice(Math.max(0, match.index - 60), match.index + 60)}…`);
          break;
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps the debug content page, with site-relative paths', () => {
    const chunks = buildFiles().filter((file) => /^assets\/js\/.*\.js$/.test(file));
    const withContent = chunks.filter((file) => readBuildFile(file).includes('"contentPath":'));
    expect(withContent.length).toBeGreaterThan(0);
    for (const file of withContent) {
      expect(
        readBuildFile(file).includes('"contentPath":"@site/docs"'),
        `${file} writes the docs folder as @site/docs`,
      ).toBe(true);
    }
  });
});
