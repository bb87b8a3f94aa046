/**
 * Checks the front matter of every guide (docs/) and blog post (blog/): only known keys, each with the right type,
 * tags and authors that exist, valid YAML, and no two guides at the same address. Prints `file:line: message` for
 * every problem and exits 1 if there is any.
 *
 *   npm run check:front-matter
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {formatProblem, isPartial, listMarkdown, readFrontMatter, type Problem} from '../lib/content';
import {
  checkBlogFrontMatter,
  checkDocFrontMatter,
  docRoutePath,
  findDuplicateRoutes,
  readKeyList,
  type RoutedFile,
} from './lib/front-matter';
import {
  checkLearningStructure,
  checkTeachesLists,
  checkTeachingOrder,
  LEARNING_PATH_FOLDER,
  LEARNING_PATH_PRELUDE,
  libraryNamesFrom,
  sidebarOrder,
  type LearningPage,
} from './lib/learning-path';
import {ORDER_EXCEPTIONS} from './lib/teaching-order-exceptions';
import {mdxSyntaxProblems} from './lib/mdx-syntax';

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

/** The pages of the learning path in sidebar order, with what each teaches. */
function learningPath(docs: readonly string[]): LearningPage[] {
  const folder = path.posix.join('docs', LEARNING_PATH_FOLDER);
  const folderPositions = new Map<string, number>();
  const pages = docs
    .filter((file) => file.startsWith(`${folder}/`) && !path.basename(file).startsWith('_'))
    .map((file) => {
      const relative = path.posix.relative(folder, file);
      const source = read(file);
      const data = checkDocFrontMatter(file, source, {docTags: null}).frontMatter?.data ?? {};
      const keyLines = readFrontMatter(file, source).frontMatter?.keyLines;
      for (let dir = path.posix.dirname(relative); dir !== '.'; dir = path.posix.dirname(dir)) {
        const category = path.join(root, folder, dir, '_category_.json');
        if (!folderPositions.has(dir) && existsSync(category)) {
          const position: unknown = (
            JSON.parse(read(path.posix.join(folder, dir, '_category_.json'))) as {
              position?: unknown;
            }
          ).position;
          if (typeof position === 'number') folderPositions.set(dir, position);
        }
      }
      return {
        path: relative,
        position: typeof data.sidebar_position === 'number' ? data.sidebar_position : undefined,
        page: {
          file,
          slug: typeof data.slug === 'string' ? data.slug : docRoutePath(path.posix.relative('docs', file)),
          title: typeof data.title === 'string' ? data.title : relative,
          teaches: Array.isArray(data.teaches)
            ? data.teaches.filter((entry): entry is string => typeof entry === 'string')
            : undefined,
          teachesLine: keyLines?.get('teaches') ?? 1,
          source,
        },
      };
    });
  return sidebarOrder(pages, folderPositions).map((entry) => entry.page);
}

/** Teaching order and learning structure of the Getting started pages. */
function checkLearningPath(docs: readonly string[]): Problem[] {
  const pages = learningPath(docs);
  const requireFromSite = (id: string) => require.resolve(id, {paths: [root]});
  const declarations = ['@canvas-commons/core', '@canvas-commons/2d'].flatMap((id) => {
    const dir = path.dirname(requireFromSite(id));
    return readdirSync(dir)
      .filter((name) => name.endsWith('.d.ts'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'));
  });
  return [
    ...checkTeachesLists(pages, libraryNamesFrom(declarations)),
    ...checkTeachingOrder(pages, ORDER_EXCEPTIONS),
    ...pages.flatMap((page, index) => checkLearningStructure(page, pages[index + 1])),
    ...LEARNING_PATH_PRELUDE.flatMap((file) =>
      checkLearningStructure({file, slug: '', title: file, teaches: [], teachesLine: 1, source: read(file)}, undefined),
    ),
  ];
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
    const source = read(file);
    const result = checkDocFrontMatter(file, source, {docTags});
    problems.push(...result.problems, ...mdxSyntaxProblems(file, source));
    if (isPartial(file)) continue;
    const slug = result.frontMatter?.data.slug;
    routed.push({
      file,
      route: docRoutePath(path.posix.relative('docs', file), typeof slug === 'string' ? slug : undefined),
      line: result.frontMatter?.keyLines.get('slug') ?? 1,
    });
  }
  problems.push(...findDuplicateRoutes(routed));
  problems.push(...checkLearningPath(docs));

  const posts = listMarkdown('blog', {root});
  for (const file of posts) {
    const source = read(file);
    problems.push(
      ...checkBlogFrontMatter(file, source, {tags: blogTags, authors: blogAuthors}).problems,
      ...mdxSyntaxProblems(file, source),
    );
  }

  for (const problem of problems) console.error(formatProblem(problem));
  console.log(
    `Checked the front matter and MDX syntax of ${docs.length} guides and ${posts.length} blog posts: ${problems.length} problem(s).`,
  );
  return problems.length === 0 ? 0 : 1;
}

process.exit(main());
