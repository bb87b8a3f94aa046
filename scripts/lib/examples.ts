/**
 * Finds the complete TypeScript examples in the guides: fenced `ts`/`tsx` blocks
 * that import something. Fragments (no import) are snippets and are not checked;
 * a block can opt out with `no-check` in its meta. Also the compiler setup they are
 * checked with, shared by `npm run check:examples` and the build's type-aware code
 * blocks (plugins/type-aware-code).
 */
import {readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const requireHere = createRequire(__filename);

export interface CodeExample {
  /** Path of the markdown file, as given. */
  file: string;
  /** 1-based line of the first code line inside the fence. */
  line: number;
  lang: 'ts' | 'tsx';
  meta: string;
  code: string;
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;
const IMPORT_LINE = /^\s*import\s[^;]*?from\s+['"][^'"]+['"]|^\s*import\s+['"][^'"]+['"]/m;

export function extractCodeBlocks(file: string, source: string): CodeExample[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeExample[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE_OPEN.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) {
      body.push(indent ? lines[end].replace(new RegExp(`^ {0,${indent.length}}`), '') : lines[end]);
      end++;
    }
    if (lang === 'ts' || lang === 'tsx') {
      blocks.push({file, line: index + 2, lang, meta: meta.trim(), code: body.join('\n')});
    }
    index = end;
  }
  return blocks;
}

export function isCompleteExample(block: CodeExample): boolean {
  return !/\bno-check\b/.test(block.meta) && IMPORT_LINE.test(block.code);
}

export function findCompleteExamples(file: string, source: string): CodeExample[] {
  return extractCodeBlocks(file, source).filter(isCompleteExample);
}

/** The guides' markdown files under `dir` (relative to `root`), without `_`-prefixed ones. */
export function listGuideFiles(root: string, dir = 'docs'): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.name.startsWith('_')) return [];
    if (entry.isDirectory()) return listGuideFiles(root, relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

/** What every example file is compiled as: `export {}` keeps it a module, so names never clash between files. */
export function exampleModuleText(example: CodeExample): string {
  return `${example.code}\nexport {};\n`;
}

/** The ambient declarations a scene file of a project sees (`import.meta`, asset imports). */
export const EXAMPLES_ENV_DECLARATIONS = `/// <reference types="@canvas-commons/core/project" />\n`;

/**
 * The compiler options of a Canvas Commons project (the 2d package's tsconfig.project.json,
 * JSX from the 2d package), restricted to what a scene in the browser sees.
 */
export function examplesCompilerOptions(): ts.CompilerOptions {
  const configPath = requireHere.resolve('@canvas-commons/2d/tsconfig.project.json');
  const projectConfig = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(projectConfig.config, ts.sys, path.dirname(configPath));
  return {
    ...parsed.options,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  };
}
