/**
 * The taught set (plugins/api-reference/taught-set.ts) against the generated reference: its size is printed, every
 * item it leaves out still exists and has a reason, the items readers meet first are in it, and every item plays a
 * live example on its page or has a reason for having none.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {API_DOCS_DIR} from '../../lib/api-packages';
import {
  TAUGHT_CATEGORIES,
  TAUGHT_KINDS,
  TAUGHT_REQUIRED,
  WITHOUT_EXAMPLE,
} from '../../plugins/api-reference/taught-set';
import {readBuildFile} from './support';

const SITE = path.join(__dirname, '..', '..');

/** The item pages of a reference category: name → kind (from the page title, "Rect — class · @canvas-commons/2d"). */
function itemsOf(category: string): Map<string, string> {
  const dir = path.join(SITE, API_DOCS_DIR, category);
  const items = new Map<string, string>();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.md') || file === 'index.md') continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const title = /^title: "(.+) — ([a-z ]+) · @canvas-commons\/\w+"$/m.exec(text);
    if (title) items.set(title[1]!, title[2]!);
  }
  return items;
}

describe('the taught set', () => {
  const categories = TAUGHT_CATEGORIES.map(({category, leftOut}) => ({category, leftOut, items: itemsOf(category)}));
  const taught = categories.flatMap(({category, leftOut, items}) =>
    [...items]
      .filter(([name, kind]) => TAUGHT_KINDS.includes(kind) && !(name in leftOut))
      .map(([name]) => ({category, name})),
  );

  it('leaves out only items that exist, each with a reason', () => {
    const stale = categories.flatMap(({category, leftOut, items}) =>
      Object.entries(leftOut)
        .filter(([name, reason]) => !items.has(name) || reason.trim().length < 10)
        .map(([name]) => `${category}/${name}`),
    );
    expect(stale).toEqual([]);
  });

  it('holds the items readers meet first', () => {
    const names = new Set(taught.map(({name}) => name));
    expect(TAUGHT_REQUIRED.filter((name) => !names.has(name))).toEqual([]);
    const leftOut = categories.reduce((sum, {leftOut: out}) => sum + Object.keys(out).length, 0);
    // An example plays in the guides' live preview: its root carries data-live-preview in the page's HTML.
    const urls = (pkg: string) =>
      JSON.parse(fs.readFileSync(path.join(SITE, API_DOCS_DIR, pkg, 'urls.json'), 'utf8')) as Record<string, string>;
    const byPackage = {core: urls('core'), '2d': urls('2d')} as Record<string, Record<string, string>>;
    const withExample = taught.filter(({category, name}) => {
      const url = byPackage[category.split('/')[0]!]?.[name];
      return url !== undefined && readBuildFile(`${url.slice(1)}/index.html`).includes('data-live-preview');
    });
    console.log(
      `Taught set: ${taught.length} items in ${categories.length} categories (${leftOut} left out, each with a ` +
        `reason); with a live example on their page: ${withExample.length}.`,
    );
    expect(taught.length).toBeGreaterThan(100);
    const key = ({category, name}: {category: string; name: string}) => `${category}/${name}`;
    const missing = taught.filter((item) => !withExample.includes(item) && !(key(item) in WITHOUT_EXAMPLE));
    expect(missing.map(key), 'taught items with no live example on their page and no reason').toEqual([]);
    const stale = Object.entries(WITHOUT_EXAMPLE).filter(
      ([item, reason]) =>
        !taught.some((taughtItem) => key(taughtItem) === item) ||
        withExample.some((shown) => key(shown) === item) ||
        reason.length < 10,
    );
    expect(
      stale.map(([item]) => item),
      'reasons for no example on items that are not taught or that have one',
    ).toEqual([]);
  });
});
