/**
 * Finds the complete TypeScript examples in the guides: fenced `ts`/`tsx` blocks
 * that import something. Fragments (no import) are snippets and are not checked;
 * a block can opt out with `no-check` in its meta.
 */

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
