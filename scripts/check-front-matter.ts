/**
 * Checks the front matter of every guide (docs/) and blog post (blog/): only known keys, each with the right type,
 * tags and authors that exist, valid YAML, and no two guides at the same address. Prints `file:line: message` for
 * every problem and exits 1 if there is any.
 *
 *   npm run check:front-matter
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {formatProblem, isPartial, listMarkdown, type Problem} from '../lib/content';
import {
  checkBlogFrontMatter,
  checkDocFrontMatter,
  docRoutePath,
  findDuplicateRoutes,
  readKeyList,
  type RoutedFile,
} from './lib/front-matter';

const root = path.resolve(__dirname, '..');

function read(file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

function keyList(file: string, problems: Problem[]): Set<string> | null {
  if (!existsSync(path.join(root, file))) return null;
  const list = readKeyList(file, read(file));
  problems.push(...list.problems);
  return list.keys;
}

function main(): number {
  const problems: Problem[] = [];
  const docTags = keyList('docs/tags.yml', problems);
  const blogTags = keyList('blog/tags.yml', problems) ?? new Set<string>();
  const blogAuthors = keyList('blog/authors.yml', problems) ?? new Set<string>();

  // Partials are checked too (the template is what new guides start from), but have no address.
  const docs = listMarkdown('docs', {root, partials: true});
  const routed: RoutedFile[] = [];
  for (const file of docs) {
    const result = checkDocFrontMatter(file, read(file), {docTags});
    problems.push(...result.problems);
    if (isPartial(file)) continue;
    const slug = result.frontMatter?.data.slug;
    routed.push({
      file,
      route: docRoutePath(path.posix.relative('docs', file), typeof slug === 'string' ? slug : undefined),
      line: result.frontMatter?.keyLines.get('slug') ?? 1,
    });
  }
  problems.push(...findDuplicateRoutes(routed));

  const posts = listMarkdown('blog', {root});
  for (const file of posts) {
    problems.push(...checkBlogFrontMatter(file, read(file), {tags: blogTags, authors: blogAuthors}).problems);
  }

  for (const problem of problems) console.error(formatProblem(problem));
  console.log(
    `Checked the front matter of ${docs.length} guides and ${posts.length} blog posts: ${problems.length} problem(s).`,
  );
  return problems.length === 0 ? 0 : 1;
}

process.exit(main());
