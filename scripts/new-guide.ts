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
import {docRoutePath, readFrontMatter} from './lib/front-matter';
import {NewGuideError, parseNewGuideArgs, planNewGuide, type ExistingGuides} from './lib/new-guide';

const root = path.resolve(__dirname, '..');
const TEMPLATE = 'docs/_template.mdx';

function listFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(relative) : [relative];
  });
}

function frontMatterOf(file: string): Record<string, unknown> {
  return readFrontMatter(file, readFileSync(path.join(root, file), 'utf8')).frontMatter?.data ?? {};
}

function readExisting(): ExistingGuides {
  const files = listFiles('docs');
  const routes = new Map<string, string>();
  for (const file of files) {
    if (!/\.mdx?$/.test(file) || path.basename(file).startsWith('_')) continue;
    const slug = frontMatterOf(file).slug;
    const route = docRoutePath(path.posix.relative('docs', file), typeof slug === 'string' ? slug : undefined);
    if (!routes.has(route)) routes.set(route, file);
  }

  const positions = new Map<string, number[]>();
  for (const category of GUIDE_CATEGORIES) {
    const folder = path.join(root, 'docs', category);
    if (!existsSync(folder)) continue;
    const list: number[] = [];
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const relative = path.posix.join('docs', category, entry.name);
      if (entry.isDirectory()) {
        // A subcategory takes a place in the folder's order too.
        const metadata = path.join(root, relative, '_category_.json');
        if (existsSync(metadata)) {
          const position = (JSON.parse(readFileSync(metadata, 'utf8')) as {position?: unknown}).position;
          if (typeof position === 'number') list.push(position);
        }
      } else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const position = frontMatterOf(relative).sidebar_position;
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
