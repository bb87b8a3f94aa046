/**
 * Turns a guide's MDX source into plain markdown for `llms-full.txt` and the
 * per-page `.md` copies. Code fences are kept byte for byte; outside them, MDX-only
 * syntax (ESM imports/exports, JSX component tags, `{/* comments *\/}`) is dropped
 * and the text between component tags is kept.
 */

const FENCE = /^\s*(`{3,}|~{3,})/;
/** `import x from '…'`, `import {…} from "…"`, `import '…'` (an ESM statement, not prose). */
const IMPORT_START = /^import\s+(?:['"]|[\w*{])/;
const IMPORT_END = /(?:from\s+)?['"][^'"]+['"];?\s*$/;
const EXPORT_STATEMENT = /^export\s+(?:const|let|function|default|\{)/;
/** A line that only opens, closes or self-closes capitalised (MDX) components. */
const JSX_TAG_LINE = /^\s*(?:<\/?[A-Z][\w.]*(?:\s[^<>]*)?\/?>\s*)+$/;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;

export function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

export function mdxToMarkdown(source: string): string {
  const lines = stripFrontMatter(source).replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  let inImport = false;
  let inExport = false;
  for (const line of lines) {
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      out.push(line);
      if (fenceMatch && fenceMatch[1]!.startsWith(fence) && line.trim() === fenceMatch[1]) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      out.push(line);
      continue;
    }
    if (inImport) {
      if (IMPORT_END.test(line)) inImport = false;
      continue;
    }
    if (inExport) {
      // A multi-line export ends at a line that closes it at the left margin.
      if (/^[}\]);]/.test(line)) inExport = false;
      continue;
    }
    if (IMPORT_START.test(line)) {
      if (!IMPORT_END.test(line)) inImport = true;
      continue;
    }
    if (EXPORT_STATEMENT.test(line)) {
      if (!/[;}]\s*$/.test(line)) inExport = true;
      continue;
    }
    if (JSX_TAG_LINE.test(line)) continue;
    out.push(line.replace(MDX_COMMENT, ''));
  }
  // Collapse the blank runs left by removed lines.
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** Adds the page title as a heading unless the body already starts with one. */
export function withTitle(title: string, body: string): string {
  return /^#\s/.test(body) ? body : `# ${title}\n\n${body}`;
}

/**
 * Rewrites site-relative markdown link targets (`](/docs/flow#all)`) with `rewrite`,
 * outside code fences and inline code, so copies read outside the site still link.
 */
export function rewriteSiteLinks(markdown: string, rewrite: (target: string) => string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const fenceMatch = FENCE.exec(line);
      if (fence !== null) {
        if (fenceMatch && fenceMatch[1]!.startsWith(fence) && line.trim() === fenceMatch[1]) fence = null;
        return line;
      }
      if (fenceMatch) {
        fence = fenceMatch[1]!;
        return line;
      }
      // Split on inline code spans and rewrite only the text between them.
      return line
        .split(/(`[^`]*`)/)
        .map((part) =>
          part.startsWith('`')
            ? part
            : part.replace(/\]\((\/[^)\s]*)\)/g, (_, target: string) => `](${rewrite(target)})`),
        )
        .join('');
    })
    .join('\n');
}
