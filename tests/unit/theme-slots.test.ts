/**
 * Every `@theme/…` component the site provides has one owner. Two providers of one slot (two plugins' theme
 * folders, or a plugin and the site theme in src/theme) make the order of registration decide what renders, and a
 * newcomer who edits one of them may be editing the one that loses.
 */
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

/** The site's theme folders: each plugin's `theme/` (what its `getThemePath` returns) and the site theme. */
function themeFolders(siteDir: string): string[] {
  const plugins = readdirSync(path.join(siteDir, 'plugins'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('plugins', entry.name, 'theme'));
  return [...plugins, path.join('src', 'theme')].filter((folder) => {
    try {
      return readdirSync(path.join(siteDir, folder)).length > 0;
    } catch {
      return false;
    }
  });
}

/** The `@theme/…` names a theme folder provides: every module in it, `X/index.tsx` as `X`. */
function slotsOf(folder: string): string[] {
  const slots: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|jsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const slot = path.relative(folder, file).replace(/\.(tsx?|jsx?)$/, '');
        slots.push(
          slot
            .replace(/(^|\/)index$/, '')
            .split(path.sep)
            .join('/'),
        );
      }
    }
  };
  walk(folder);
  return slots;
}

/** Each slot with the theme folders that provide it. */
function slotOwners(siteDir: string): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const folder of themeFolders(siteDir)) {
    for (const slot of slotsOf(path.join(siteDir, folder))) owners.set(slot, [...(owners.get(slot) ?? []), folder]);
  }
  return owners;
}

const shared = (owners: Map<string, string[]>) =>
  [...owners].filter(([, folders]) => folders.length > 1).map(([slot, folders]) => `${slot}: ${folders.join(', ')}`);

describe('theme slots', () => {
  it('each has exactly one owner', () => {
    const owners = slotOwners(root);
    const components = [...owners.keys()].filter((slot) => /^[A-Z]/.test(slot));
    console.log(
      `${components.length} theme components from ${themeFolders(root).length} theme folders:\n` +
        components
          .sort()
          .map((slot) => `  ${slot}: ${owners.get(slot)!.join(', ')}`)
          .join('\n'),
    );
    expect(components.length).toBeGreaterThan(20);
    expect(shared(owners)).toEqual([]);
  });

  describe('on a fixture', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'theme-slots-'));
    afterAll(() => rmSync(site, {recursive: true, force: true}));
    const write = (file: string) => {
      mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      writeFileSync(path.join(site, file), 'export default function Component() { return null; }\n');
    };

    it('names a slot two plugins provide, with both', () => {
      write('plugins/one/theme/CodeBlock/Preview/index.tsx');
      write('plugins/one/theme/CodeBlock/Preview/styles.module.css');
      write('plugins/two/theme/CodeBlock/Preview.tsx');
      write('src/theme/Mermaid/index.tsx');
      expect(shared(slotOwners(site))).toEqual([
        `CodeBlock/Preview: ${path.join('plugins', 'one', 'theme')}, ${path.join('plugins', 'two', 'theme')}`,
      ]);
    });
  });
});
