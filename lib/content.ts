/**
 * Reading the Markdown sources (guides, blog posts, generated API pages): which
 * files there are, their front matter and their code fences. Every script and
 * plugin that reads the docs goes through here, so they agree on what a page is.
 *
 * Runs at build time (plugins) as well as in scripts: it imports only Node and
 * js-yaml, which is a dependency for that reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export interface Problem {
  /** Path of the file, as given by the caller (relative to the site root). */
  file: string;
  /** 1-based line in the file. */
  line: number;
  /** 1-based column, when known. */
  column?: number;
  message: string;
}

export function formatProblem(problem: Problem): string {
  const where = problem.column ? `${problem.line}:${problem.column}` : `${problem.line}`;
  return `${problem.file}:${where}: ${problem.message}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Files

const MARKDOWN_FILE = /\.mdx?$/;

/**
 * A partial: a file or folder whose name starts with `_` (the guide template,
 * `_category_.json`, imported snippets). The docs and blog plugins build no page
 * from it (`exclude: ['**\/_*.{md,mdx}', '**\/_*\/**']`), so nothing that lists
 * pages counts it.
 */
export function isPartial(file: string): boolean {
  return file.split(/[\\/]/).some((segment) => segment.startsWith('_'));
}

export interface ListOptions {
  /** Folder `dir` is relative to (the site root); the working directory when absent. */
  root?: string;
  /** Include partials too (for checks that read every source, built or not). */
  partials?: boolean;
}

/**
 * The files under `dir` whose names match `name`, as `dir`-prefixed POSIX paths, sorted. `dir` may also
 * be one file (kept if it matches). Missing: none.
 */
export function listFiles(dir: string, name: RegExp, {root = '', partials = false}: ListOptions = {}): string[] {
  const walk = (relative: string): string[] => {
    const full = path.join(root, relative);
    if (!fs.existsSync(full)) return [];
    if (fs.statSync(full).isFile()) return name.test(path.basename(relative)) ? [relative] : [];
    return fs.readdirSync(full, {withFileTypes: true}).flatMap((entry) => {
      const child = path.posix.join(relative.split(path.sep).join('/'), entry.name);
      if (!partials && entry.name.startsWith('_')) return [];
      if (entry.isDirectory()) return walk(child);
      return name.test(entry.name) ? [child] : [];
    });
  };
  return walk(dir).sort();
}

/** The `.md`/`.mdx` files under `dir`, as `dir`-prefixed POSIX paths, sorted. Missing folder: none. */
export function listMarkdown(dir: string, options: ListOptions = {}): string[] {
  return listFiles(dir, MARKDOWN_FILE, options);
}

// ---------------------------------------------------------------------------------------------------------------
// Front matter

export interface FrontMatter {
  data: Record<string, unknown>;
  /** Line in the file of each top-level key. */
  keyLines: Map<string, number>;
}

export interface ReadResult {
  /** Undefined when the file has no front matter or it could not be read. */
  frontMatter?: FrontMatter;
  /** The source after the front matter (all of it when there is none). */
  body: string;
  problems: Problem[];
}

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/;

/** A short description of a YAML value, for messages. */
export function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (null)';
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  switch (typeof value) {
    case 'string':
      return `the text "${value}"`;
    case 'number':
      return `the number ${value}`;
    case 'boolean':
      return `the boolean ${value}`;
    case 'object':
      return 'a mapping';
    default:
      return typeof value;
  }
}

/**
 * Splits and parses the YAML front matter of a markdown file with js-yaml, the parser Docusaurus uses.
 * A file without front matter gives neither a front matter nor a problem.
 */
export function readFrontMatter(file: string, source: string): ReadResult {
  if (!OPENING.test(source)) return {body: source, problems: []};
  const lines = source.split(/\r?\n/);
  const end = lines.findIndex((line, index) => index > 0 && CLOSING.test(line));
  if (end === -1) {
    return {
      body: source,
      problems: [{file, line: 1, message: 'the front matter opens with "---" on line 1 but has no closing "---" line'}],
    };
  }
  const body = source
    .split(/\r?\n/)
    .slice(end + 1)
    .join('\n');
  const text = lines.slice(1, end).join('\n');
  let data: unknown;
  try {
    data = yaml.load(text, {filename: file});
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      return {
        body,
        problems: [
          {
            file,
            // The mark is 0-based and relative to the front matter, which starts on line 2.
            line: error.mark ? error.mark.line + 2 : 1,
            column: error.mark ? error.mark.column + 1 : undefined,
            message: `the front matter is not valid YAML: ${error.reason}`,
          },
        ],
      };
    }
    throw error;
  }
  if (data === undefined || data === null) data = {};
  if (typeof data !== 'object' || Array.isArray(data) || data instanceof Date) {
    return {
      body,
      problems: [
        {file, line: 2, message: `the front matter must be a mapping of keys to values (got ${describe(data)})`},
      ],
    };
  }
  const keyLines = new Map<string, number>();
  lines.slice(1, end).forEach((line, index) => {
    const key = /^(['"]?)([^\s'":#][^'":]*?)\1\s*:/.exec(line);
    if (key && !keyLines.has(key[2]!)) keyLines.set(key[2]!, index + 2);
  });
  return {frontMatter: {data: data as Record<string, unknown>, keyLines}, body, problems: []};
}

// ---------------------------------------------------------------------------------------------------------------
// Code fences

export interface CodeFence {
  /** 0-based index of the opening fence line. */
  openLine: number;
  /** 0-based index of the closing fence line (the last line when the fence never closes). */
  closeLine: number;
  /** 1-based line of the first code line inside the fence. */
  line: number;
  lang: string;
  meta: string;
  /** The code, with the fence's indentation removed. */
  code: string;
}

// Any indentation: fences sit inside JSX components and list items in the guides.
const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/**
 * The fenced code blocks of a markdown source: as in CommonMark, a fence closes at
 * a line of the same character, at least as long, with nothing after it.
 */
export function codeFences(source: string): CodeFence[] {
  const lines = source.split(/\r?\n/);
  const fences: CodeFence[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE_OPEN.exec(lines[index]!);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open as unknown as [string, string, string, string, string];
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end]!)) end++;
    const body = lines
      .slice(index + 1, end)
      .map((line) => (indent ? line.replace(new RegExp(`^ {0,${indent.length}}`), '') : line));
    fences.push({
      openLine: index,
      closeLine: Math.min(end, lines.length - 1),
      line: index + 2,
      lang,
      meta: meta.trim(),
      code: body.join('\n'),
    });
    index = end;
  }
  return fences;
}

/** For each line of `lines`, whether it belongs to a code fence (its fence lines included). */
export function fencedLines(lines: readonly string[]): boolean[] {
  const inside = lines.map(() => false);
  for (const fence of codeFences(lines.join('\n'))) {
    for (let line = fence.openLine; line <= fence.closeLine; line++) inside[line] = true;
  }
  return inside;
}
