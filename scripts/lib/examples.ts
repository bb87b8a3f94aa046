/**
 * Finds the complete TypeScript examples in the guides: fenced `ts`/`tsx` blocks
 * that import something. Fragments (no import) are snippets and are not checked;
 * a block can opt out with `no-check` in its meta.
 */
import {codeFences} from '../../lib/content';

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
