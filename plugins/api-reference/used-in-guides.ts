/**
 * "Used in guides": every API page lists the guides that link to it. The links
 * are read from the guides' markdown and written into the generated pages.
 */
import fs from 'node:fs';
import path from 'node:path';

import {listMarkdown} from '../../lib/content';
import {guideRef, type GuideRef} from '../../lib/guide-ref';

const USED_IN_GUIDES_HEADING = '## Used in guides';
const MARKER = '<!-- used-in-guides -->';
const API_LINK = /\]\((\/api\/(?:core|2d)\/[^)\s#?]+)(?:[#?][^)\s]*)?\)/g;

export {guideRef, type GuideRef} from '../../lib/guide-ref';

/** Maps `/api/<pkg>/<category>/<Item>` to the guides that link to it. */
export function findGuideApiLinks(docsDir: string): Map<string, GuideRef[]> {
  const links = new Map<string, GuideRef[]>();
  for (const file of listMarkdown('.', {root: docsDir})) {
    const source = fs.readFileSync(path.join(docsDir, file), 'utf8');
    const guide = guideRef(source, file);
    for (const match of source.matchAll(API_LINK)) {
      const target = match[1].replace(/\/$/, '');
      const refs = links.get(target) ?? [];
      const existing = refs.find((ref) => ref.url === guide.url);
      if (existing) existing.links = (existing.links ?? 0) + 1;
      else refs.push({...guide, links: 1});
      links.set(target, refs);
    }
  }
  return links;
}

/**
 * Adds the guides whose complete examples use an item: `uses` maps an item page to the
 * markdown files (relative to `siteDir`) and the first lines of those examples.
 */
export function addExampleUses(
  links: Map<string, GuideRef[]>,
  uses: Readonly<Record<string, Readonly<Record<string, readonly number[]>>>>,
  siteDir: string,
  docsDir = 'docs',
): void {
  for (const [page, files] of Object.entries(uses)) {
    const refs = links.get(page) ?? [];
    for (const [file, exampleLines] of Object.entries(files)) {
      const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
      const guide = guideRef(source, path.relative(docsDir, file));
      const existing = refs.find((ref) => ref.url === guide.url);
      if (existing) existing.examples = (existing.examples ?? 0) + exampleLines.length;
      else refs.push({...guide, examples: exampleLines.length});
    }
    links.set(page, refs);
  }
}

/** Between these marks an item page's head holds its guides (written empty by the theme, see theme.mjs). */
export const HEAD_SLOT = ['<!-- used-in-guides -->', '<!-- /used-in-guides -->'] as const;
const HEAD_SLOT_CONTENT = new RegExp(`${HEAD_SLOT[0]}[\\s\\S]*?${HEAD_SLOT[1]}`);

/**
 * How many guides an item page's head names. A base class such as `Node` is linked from most guides; naming them
 * all would bury the head, so the guides that use the item most are named and the rest counted.
 */
export const HEAD_GUIDE_LIMIT = 8;

const uses = (ref: GuideRef): number => (ref.links ?? 0) + (ref.examples ?? 0);

/** The guides of an item page, as one line in its head; the heading is raw HTML so it stays out of the TOC. */
export function usedInGuidesHead(refs: GuideRef[]): string {
  const ranked = [...refs].sort((a, b) => uses(b) - uses(a) || a.title.localeCompare(b.title));
  const items = ranked.slice(0, HEAD_GUIDE_LIMIT).map((ref) => `[${ref.title}](${ref.url})`);
  const rest = ranked.length - items.length;
  const more = rest > 0 ? ` · and ${rest} more ${rest === 1 ? 'guide' : 'guides'}` : '';
  return `${HEAD_SLOT[0]}\n<h2 class="api-facts__heading" id="used-in-guides">Used in guides</h2>\n\n${items.join(' · ')}${more}\n\n${HEAD_SLOT[1]}`;
}

/** Rewrites the guides of every generated page (idempotent): in an item page's head, else as a closing section. */
export function appendUsedInGuides(apiDir: string, links: Map<string, GuideRef[]>): number {
  let pages = 0;
  for (const relativeFile of listMarkdown('.', {root: apiDir})) {
    const file = path.join(apiDir, relativeFile);
    const relative = relativeFile.replace(/\.md$/, '').replace(/\/index$/, '');
    const url = `/api/${relative}`;
    const original = fs.readFileSync(file, 'utf8');
    const refs = links.get(url);
    if (HEAD_SLOT_CONTENT.test(original)) {
      const next = original.replace(HEAD_SLOT_CONTENT, refs?.length ? usedInGuidesHead(refs) : HEAD_SLOT.join('\n'));
      if (next !== original) fs.writeFileSync(file, next);
      if (refs?.length) pages++;
      continue;
    }
    const withoutSection = original.split(`\n${MARKER}\n`)[0];
    const next = refs?.length ? `${withoutSection}\n${MARKER}\n${usedInGuidesSection(refs)}` : withoutSection;
    if (next !== original) fs.writeFileSync(file, next);
    if (refs?.length) pages++;
  }
  return pages;
}

export function usedInGuidesSection(refs: GuideRef[]): string {
  const items = [...refs]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((ref) => {
      const examples = ref.examples ? ` (${ref.examples === 1 ? 'an example' : `${ref.examples} examples`})` : '';
      return `- [${ref.title}](${ref.url})${examples}`;
    });
  return `\n${USED_IN_GUIDES_HEADING}\n\n${items.join('\n')}\n`;
}
