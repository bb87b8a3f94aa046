/**
 * Turns a guide's MDX source into plain markdown for `llms-full.txt` and the
 * per-page `.md` copies. Code fences are kept byte for byte; outside them, MDX-only
 * syntax (ESM imports/exports, JSX component tags, `{/* comments *\/}`) is dropped
 * and the text between component tags is kept.
 */
import {fencedLines, readFrontMatter} from '../../lib/content';

/** `import x from '…'`, `import {…} from "…"`, `import '…'` (an ESM statement, not prose). */
const IMPORT_START = /^import\s+(?:['"]|[\w*{])/;
const IMPORT_END = /(?:from\s+)?['"][^'"]+['"];?\s*$/;
const EXPORT_STATEMENT = /^export\s+(?:const|let|function|default|\{)/;
/** A line that only opens, closes or self-closes capitalised (MDX) components. */
const JSX_TAG_LINE = /^\s*(?:<\/?[A-Z][\w.]*(?:\s[^<>]*)?\/?>\s*)+$/;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;

export function stripFrontMatter(source: string): string {
  return readFrontMatter('', source).body;
}

export function mdxToMarkdown(source: string): string {
  const lines = stripFrontMatter(source).replace(/\r\n/g, '\n').split('\n');
  const fenced = fencedLines(lines);
  const out: string[] = [];
  let inImport = false;
  let inExport = false;
  for (const [index, line] of lines.entries()) {
    if (fenced[index]) {
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
  const lines = markdown.split('\n');
  const fenced = fencedLines(lines);
  return lines
    .map((line, index) => {
      if (fenced[index]) return line;
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
