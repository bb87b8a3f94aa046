/**
 * The learning path of the Getting started guides: they are read in sidebar order, each page declares in its front
 * matter (`teaches`) the library names it introduces, and
 *
 * - an example may only use names taught on its own page or an earlier one (the teaching-order check), except for
 *   the few named in `ORDER_EXCEPTIONS`, each with its reason;
 * - every page has the same learning structure: a "You will learn" box at the top, then at the bottom a three-item
 *   recap, a "Try it" challenge with its solution in `<details>`, and a link to the next page (the structure check).
 *
 * Everything here is pure: callers read the files and pass their text.
 */
import ts from 'typescript';

import {LEARNING_PATH_CATEGORY} from '../../lib/guides';
import {extractCodeBlocks} from '../../lib/examples';
import type {Problem} from '../../lib/content';

/** The folder of docs/ whose pages form the learning path. */
export const LEARNING_PATH_FOLDER = LEARNING_PATH_CATEGORY;

/**
 * Pages a beginner reads before the folder, outside it in the sidebar, that follow the same learning structure (the
 * box, recap, "Try it" and next link); they teach the language rather than library names, so only the structure check
 * applies.
 */
export const LEARNING_PATH_PRELUDE = ['docs/javascript.mdx'] as const;

/**
 * Ideas that have no name of their own in the library, spelled in `teaches` as the key and found in examples by the
 * test. A prop given a function (`text={() => …}`) makes the prop follow signals, which the signals guide teaches.
 */
export const TEACHABLE_PATTERNS: Readonly<Record<string, (node: ts.Node) => boolean>> = {
  'prop={() => …}': (node) =>
    ts.isJsxAttribute(node) &&
    node.initializer !== undefined &&
    ts.isJsxExpression(node.initializer) &&
    node.initializer.expression !== undefined &&
    (ts.isArrowFunction(node.initializer.expression) || ts.isFunctionExpression(node.initializer.expression)),
};

/** One allowed use of a name before the page that teaches it, and why the early use is right there. */
export interface OrderException {
  /** The page that uses the name early, by its slug (`/flow`). */
  page: string;
  name: string;
  reason: string;
}

export interface LearningPage {
  /** Path of the file relative to the site root, for messages. */
  file: string;
  slug: string;
  title: string;
  /**
   * The `teaches` list of its front matter (names, `.member`s, `prefix*` globs, pattern keys); empty for a page that
   * introduces no library name (such as one about the editor), undefined when the key is missing.
   */
  teaches: readonly string[] | undefined;
  /** Line of the `teaches` key, for messages. */
  teachesLine: number;
  source: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Sidebar order

export interface SidebarEntry {
  /** Path relative to the learning-path folder, e.g. `rendering/video.mdx`. */
  path: string;
  /** `sidebar_position` of the file, if any. */
  position?: number;
}

/**
 * Sorts pages the way the docs plugin builds the sidebar: by position (a sub-folder by the position of its
 * `_category_.json`, its pages by their own inside it), unpositioned items last, then by name.
 */
export function sidebarOrder<T extends SidebarEntry>(
  entries: readonly T[],
  folderPositions: ReadonlyMap<string, number>,
): T[] {
  const key = (entry: T): Array<[number, string]> => {
    const parts = entry.path.split('/');
    const folders = parts.slice(0, -1).map((_, index): [number, string] => {
      const folder = parts.slice(0, index + 1).join('/');
      return [folderPositions.get(folder) ?? Infinity, folder];
    });
    return [...folders, [entry.position ?? Infinity, parts[parts.length - 1]]];
  };
  const compare = (a: Array<[number, string]>, b: Array<[number, string]>): number => {
    for (let index = 0; index < Math.min(a.length, b.length); index++) {
      const [positionA, nameA] = a[index];
      const [positionB, nameB] = b[index];
      if (nameA === nameB) continue;
      if (positionA !== positionB) return positionA - positionB;
      return nameA.localeCompare(nameB);
    }
    return a.length - b.length;
  };
  return [...entries].sort((a, b) => compare(key(a), key(b)));
}

// ---------------------------------------------------------------------------------------------------------------
// What an example uses

export interface NameUse {
  /** `createRef`, `.to` (a member), or a key of TEACHABLE_PATTERNS. */
  name: string;
  /** 1-based line in the markdown file. */
  line: number;
}

/**
 * Every identifier an example's code refers to (`createRef`), every member it accesses (`.to`) and every teachable
 * pattern it contains. Comments and strings are not code, so they never count.
 */
export function namesUsedIn(code: string, firstLine: number): NameUse[] {
  const source = ts.createSourceFile('example.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const uses: NameUse[] = [];
  const lineOf = (node: ts.Node) => firstLine + source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const visit = (node: ts.Node): void => {
    for (const [name, matches] of Object.entries(TEACHABLE_PATTERNS)) {
      if (matches(node)) uses.push({name, line: lineOf(node)});
    }
    if (ts.isPropertyAccessExpression(node)) {
      uses.push({name: `.${node.name.text}`, line: lineOf(node.name)});
      visit(node.expression);
      return;
    }
    if (ts.isIdentifier(node) && !isDeclarationName(node)) uses.push({name: node.text, line: lineOf(node)});
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** A name the example itself declares or uses as a key, rather than one it takes from the library. */
function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isJsxAttribute(parent) && parent.name === node) ||
    (ts.isPropertyDeclaration(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node) ||
    (ts.isParameter(parent) && parent.name === node) ||
    (ts.isVariableDeclaration(parent) && parent.name === node) ||
    (ts.isFunctionDeclaration(parent) && parent.name === node) ||
    (ts.isClassDeclaration(parent) && parent.name === node)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Teaching order

/** Whether a `teaches` entry covers a used name: the same name, or a `prefix*` glob. */
export function covers(entry: string, name: string): boolean {
  return entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) && name.length >= entry.length : entry === name;
}

/** The index of the first page that teaches the name, or -1. */
export function firstTaughtAt(pages: readonly Pick<LearningPage, 'teaches'>[], name: string): number {
  return pages.findIndex((page) => (page.teaches ?? []).some((entry) => covers(entry, name)));
}

export interface LibraryNames {
  /** Names exported by the library's packages. */
  exports: ReadonlySet<string>;
  /** Whether a member (method or property) of that name is declared anywhere in the packages. */
  hasMember(name: string): boolean;
}

/**
 * Problems with the `teaches` lists themselves: an entry that is not a library name, a member, a glob of exported
 * names or a pattern; a name taught twice; a name the page never mentions.
 */
export function checkTeachesLists(pages: readonly LearningPage[], library: LibraryNames): Problem[] {
  const problems: Problem[] = [];
  const taughtBy = new Map<string, string>();
  for (const page of pages) {
    const at = (line: number, message: string): Problem => ({file: page.file, line, message});
    if (page.teaches === undefined) {
      problems.push(
        at(1, 'a Getting started page must say in `teaches` which library names it introduces (`teaches: []` if none)'),
      );
      continue;
    }
    for (const entry of page.teaches) {
      const earlier = taughtBy.get(entry);
      if (earlier) problems.push(at(page.teachesLine, `"${entry}" is already taught by ${earlier}`));
      taughtBy.set(entry, page.slug);
      if (entry in TEACHABLE_PATTERNS) {
        const used = extractCodeBlocks(page.file, page.source).some((block) =>
          namesUsedIn(block.code, block.line).some((use) => use.name === entry),
        );
        if (!used) problems.push(at(page.teachesLine, `the page teaches "${entry}" but none of its examples shows it`));
        continue;
      }
      const bare = entry.replace(/^\./, '').replace(/\*$/, '');
      const known = entry.startsWith('.')
        ? library.hasMember(bare)
        : entry.endsWith('*')
          ? [...library.exports].some((name) => covers(entry, name))
          : library.exports.has(entry);
      if (!/^\.?[A-Za-z_$][\w$]*\*?$/.test(entry) || !known) {
        problems.push(
          at(
            page.teachesLine,
            `"${entry}" in \`teaches\` is not a name of @canvas-commons/core or /2d, a ".member", a "prefix*" glob ` +
              `or one of: ${Object.keys(TEACHABLE_PATTERNS).join(', ')}`,
          ),
        );
        continue;
      }
      if (!new RegExp(`\\b${escapeRegExp(bare)}`).test(body(page.source))) {
        problems.push(at(page.teachesLine, `the page teaches "${entry}" but never mentions ${bare}`));
      }
    }
  }
  return problems;
}

/**
 * One problem for every use, in an example (complete or fragment, solutions included), of a name that a later page
 * teaches, unless `exceptions` allows it on that page; and one for every exception that no longer matches a use.
 */
export function checkTeachingOrder(pages: readonly LearningPage[], exceptions: readonly OrderException[]): Problem[] {
  const problems: Problem[] = [];
  const usedExceptions = new Set<OrderException>();
  pages.forEach((page, index) => {
    const reported = new Set<string>();
    for (const block of extractCodeBlocks(page.file, page.source)) {
      for (const use of namesUsedIn(block.code, block.line)) {
        const taughtAt = firstTaughtAt(pages, use.name);
        if (taughtAt <= index) continue;
        const exception = exceptions.find((e) => e.page === page.slug && e.name === use.name);
        if (exception) {
          usedExceptions.add(exception);
          continue;
        }
        if (reported.has(use.name)) continue;
        reported.add(use.name);
        const teacher = pages[taughtAt];
        problems.push({
          file: page.file,
          line: use.line,
          message:
            `this example uses \`${use.name}\`, which ${teacher.slug} (page ${taughtAt + 1}) teaches, after this one ` +
            `(page ${index + 1}): reorder the pages, rewrite the example, or add an exception with its reason to ` +
            `scripts/lib/teaching-order-exceptions.ts`,
        });
      }
    }
  });
  for (const exception of exceptions) {
    if (usedExceptions.has(exception)) continue;
    const page = pages.find((candidate) => candidate.slug === exception.page);
    problems.push({
      file: page?.file ?? 'scripts/lib/teaching-order-exceptions.ts',
      line: 1,
      message: `the teaching-order exception for \`${exception.name}\` on ${exception.page} matches no early use; remove it`,
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Learning structure

/** The headings and markers of the learning structure, as a page writes them. */
export const STRUCTURE = {
  youWillLearn: 'You will learn',
  recap: 'Recap',
  recapItems: 3,
  tryIt: 'Try it',
  next: 'Next',
} as const;

interface Line {
  text: string;
  number: number;
}

/** The page's lines outside code fences, with their 1-based numbers. */
function proseLines(source: string): Line[] {
  const lines: Line[] = [];
  let fence: string | null = null;
  source.split(/\r?\n/).forEach((text, index) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (open && text.trim().startsWith(fence)) fence = null;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    lines.push({text, number: index + 1});
  });
  return lines;
}

/** The source without its front matter. */
function body(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

/** The lines of the `## heading` section, up to the next `##` heading (prose only). */
function section(lines: readonly Line[], heading: string): Line[] | undefined {
  const start = lines.findIndex((line) => line.text.trim() === `## ${heading}`);
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^##\s/.test(line.text));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

const LIST_ITEM = /^[-*]\s+\S/;

/**
 * Problems with a page's learning structure. `next` is the page after it in the learning path; the last page may
 * link any guide.
 */
export function checkLearningStructure(page: LearningPage, next: LearningPage | undefined): Problem[] {
  const problems: Problem[] = [];
  const at = (line: number, message: string): Problem => ({file: page.file, line, message});
  const lines = proseLines(page.source);
  const lastLine = page.source.split(/\r?\n/).length;

  // "You will learn": an admonition titled so, with a list, before the first section.
  const firstSection = lines.find((line) => /^##\s/.test(line.text))?.number ?? Infinity;
  const boxStart = lines.findIndex((line) =>
    new RegExp(`^:::\\w+\\[${escapeRegExp(STRUCTURE.youWillLearn)}\\]\\s*$`).test(line.text.trim()),
  );
  if (boxStart === -1 || lines[boxStart].number > firstSection) {
    problems.push(
      at(
        1,
        `missing the "${STRUCTURE.youWillLearn}" box before the first section: ` +
          `":::info[${STRUCTURE.youWillLearn}]" with a list of what the page teaches`,
      ),
    );
  } else {
    const boxEnd = lines.findIndex((line, index) => index > boxStart && line.text.trim() === ':::');
    const items = lines.slice(boxStart + 1, boxEnd === -1 ? undefined : boxEnd).filter((l) => LIST_ITEM.test(l.text));
    if (items.length < 2) {
      problems.push(at(lines[boxStart].number, `the "${STRUCTURE.youWillLearn}" box needs a list of at least 2 items`));
    }
  }

  const recap = section(lines, STRUCTURE.recap);
  if (!recap) {
    problems.push(
      at(lastLine, `missing the "## ${STRUCTURE.recap}" section (a list of ${STRUCTURE.recapItems} items)`),
    );
  } else {
    const items = recap.filter((line) => LIST_ITEM.test(line.text)).length;
    if (items !== STRUCTURE.recapItems) {
      problems.push(
        at(
          recap[0]?.number ?? lastLine,
          `the "## ${STRUCTURE.recap}" section has ${items} list item(s); it takes exactly ${STRUCTURE.recapItems}`,
        ),
      );
    }
  }

  const tryIt = section(lines, STRUCTURE.tryIt);
  if (!tryIt) {
    problems.push(
      at(lastLine, `missing the "## ${STRUCTURE.tryIt}" section: a challenge, then its solution in <details>`),
    );
  } else {
    const text = tryIt.map((line) => line.text).join('\n');
    const opens = text.indexOf('<details>');
    const challenge = text.slice(0, opens === -1 ? undefined : opens).trim();
    if (!challenge)
      problems.push(at(tryIt[0]?.number ?? lastLine, `the "## ${STRUCTURE.tryIt}" section has no challenge`));
    if (opens === -1 || !/<summary>[^<]+<\/summary>/.test(text) || !text.includes('</details>')) {
      problems.push(
        at(
          tryIt[0]?.number ?? lastLine,
          `the "## ${STRUCTURE.tryIt}" section needs its solution in <details><summary>Solution</summary> … </details>`,
        ),
      );
    }
  }

  const nextSection = section(lines, STRUCTURE.next);
  const link = nextSection?.map((line) => /\]\((\/docs\/[^)#\s]*)/.exec(line.text)).find((match) => match !== null);
  if (!nextSection || !link) {
    problems.push(at(lastLine, `missing the "## ${STRUCTURE.next}" section with a link to the next guide`));
  } else if (next && link[1] !== `/docs${next.slug}`) {
    problems.push(
      at(
        nextSection.find((line) => line.text.includes(link[0]))?.number ?? lastLine,
        `the "## ${STRUCTURE.next}" link goes to ${link[1]}, but the next page of the learning path is /docs${next.slug}`,
      ),
    );
  }
  return problems;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The names a package's bundled declarations export (`export { A, B as C }` → A… C) and a test for member names
 * declared in them (`name(`, `name:`, `name<`, `name?:`, `get name`).
 */
export function libraryNamesFrom(declarations: readonly string[]): LibraryNames {
  const exports = new Set<string>();
  for (const text of declarations) {
    for (const match of text.matchAll(/^export\s*\{([^}]*)\}/gm)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.replace(/^type\s+/, '');
        if (name) exports.add(name);
      }
    }
  }
  const all = declarations.join('\n');
  return {
    exports,
    hasMember: (name) => new RegExp(`(^|[\\s.])(get |set )?${escapeRegExp(name)}\\??(<[^>]*>)?[(:]`, 'm').test(all),
  };
}
