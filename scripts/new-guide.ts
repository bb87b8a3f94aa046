/**
 * Creates a guide from docs/_template.mdx:
 *
 *   npm run new:guide -- <slug> "<Title>" [category]
 *
 * The page goes to docs/<category>/<slug>.mdx with `slug: /<slug>` and the sidebar position after the last page of
 * that folder. It refuses to overwrite a file or to reuse an address another guide has.
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {GUIDE_CATEGORIES} from '../lib/guides';
import {isPartial, listMarkdown, readFrontMatter} from '../lib/content';
import {docRoutePath} from './lib/front-matter';
import {NewGuideError, parseNewGuideArgs, planNewGuide, type ExistingGuides} from './lib/new-guide';

const root = path.resolve(__dirname, '..');
const TEMPLATE = 'docs/_template.mdx';

function frontMatterOf(file: string): Record<string, unknown> {
  return readFrontMatter(file, readFileSync(path.join(root, file), 'utf8')).frontMatter?.data ?? {};
}

function readExisting(): ExistingGuides {
  const files = listMarkdown('docs', {root, partials: true});
  const pages = files.filter((file) => !isPartial(file));
  const routes = new Map<string, string>();
  for (const file of pages) {
    const slug = frontMatterOf(file).slug;
    const route = docRoutePath(path.posix.relative('docs', file), typeof slug === 'string' ? slug : undefined);
    if (!routes.has(route)) routes.set(route, file);
  }

  const positions = new Map<string, number[]>();
  for (const category of GUIDE_CATEGORIES) {
    const folder = path.posix.join('docs', category);
    if (!existsSync(path.join(root, folder))) continue;
    const list: number[] = [];
    for (const file of pages.filter((page) => path.posix.dirname(page) === folder)) {
      const position = frontMatterOf(file).sidebar_position;
      if (typeof position === 'number') list.push(position);
    }
    // A subcategory takes a place in the folder's order too.
    for (const entry of readdirSync(path.join(root, folder), {withFileTypes: true})) {
      const metadata = path.join(root, folder, entry.name, '_category_.json');
      if (entry.isDirectory() && existsSync(metadata)) {
        const position = (JSON.parse(readFileSync(metadata, 'utf8')) as {position?: unknown}).position;
        if (typeof position === 'number') list.push(position);
      }
    }
    positions.set(category, list);
  }
  return {files: new Set(files), routes, positions};
}

function main(): number {
  try {
    const args = parseNewGuideArgs(process.argv.slice(2));
    const template = readFileSync(path.join(root, TEMPLATE), 'utf8');
    const guide = planNewGuide(args, readExisting(), template);
    // `wx` fails rather than overwrite, should the file appear between the check and the write.
    writeFileSync(path.join(root, guide.file), guide.content, {flag: 'wx'});
    console.log(`Created ${guide.file}: address /docs${guide.route}, sidebar_position ${guide.position}.`);
    console.log('Next: write its description and content (see CONTRIBUTING.md), then `npm test` before you push.');
    return 0;
  } catch (error) {
    if (error instanceof NewGuideError) {
      console.error(`new:guide: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exit(main());
