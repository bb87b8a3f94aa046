/**
 * Finds the complete TypeScript examples in the guides: fenced `ts`/`tsx` blocks
 * that import something. Fragments (no import) are snippets and are not checked;
 * a block can opt out with `no-check` in its meta. Scene examples (those that
 * default-export `makeScene2D(...)`) are also run in a browser; a block opts out
 * of that with a reason, `norun="needs an image file"`. Also the compiler setup they
 * are checked with, shared by `npm run check:examples` and the build's type-aware code
 * blocks (plugins/type-aware-code).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

import {codeFences} from './content';

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

const IMPORT_LINE = /^\s*import\s[^;]*?from\s+['"][^'"]+['"]|^\s*import\s+['"][^'"]+['"]/m;

/** The `ts`/`tsx` fences of a page. */
export function extractCodeBlocks(file: string, source: string): CodeExample[] {
  return codeFences(source).flatMap(({line, lang, meta, code}) =>
    lang === 'ts' || lang === 'tsx' ? [{file, line, lang, meta, code}] : [],
  );
}

function isCompleteExample(block: CodeExample): boolean {
  return !/\bno-check\b/.test(block.meta) && IMPORT_LINE.test(block.code);
}

export function findCompleteExamples(file: string, source: string): CodeExample[] {
  return extractCodeBlocks(file, source).filter(isCompleteExample);
}

const SCENE_EXPORT = /^export\s+default\s+makeScene2D\s*\(/m;
const NO_RUN = /(?:^|\s)norun=(?:"([^"]*)"|'([^']*)')/;

/** A complete scene file: it imports something and default-exports `makeScene2D(...)`, checked or not. */
export function isSceneExample(block: CodeExample): boolean {
  return IMPORT_LINE.test(block.code) && SCENE_EXPORT.test(block.code);
}

/**
 * Why a scene example is not run, from `norun="…"` in its meta; `null` when it runs.
 * An empty reason is refused: an opt-out must say why.
 */
export function runOptOutReason(meta: string): string | null {
  const match = NO_RUN.exec(meta);
  if (!match) return /(?:^|\s)norun\b/.test(meta) ? '' : null;
  return (match[1] ?? match[2]).trim();
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
