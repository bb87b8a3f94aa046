/**
 * MDX syntax, checked before a build: a page the MDX compiler cannot read fails the build with a long stack; this
 * names the place and what to do, the way the other author checks do. It reads the page with the same parser as the
 * dev server's search (plugins/search/sourceIndex.ts), as Docusaurus reads it. Pure: callers read the files.
 */
import type {Problem} from '../../lib/content';
import {parseSourcePage} from '../../plugins/search/sourceIndex';

/** What an author usually meant, for the errors a first page tends to have. */
const ADVICE =
  'In .mdx, `<` starts a tag and `{` an expression: close every tag (<details> … </details>), and write a literal ' +
  '< or { in text as &lt; or \\{ (or put it in `code`).';

/** The MDX syntax error of an `.mdx` page, at its line and column in the file, or none. `.md` pages are CommonMark. */
export function mdxSyntaxProblems(file: string, source: string): Problem[] {
  if (!file.endsWith('.mdx')) return [];
  try {
    parseSourcePage(file, source);
    return [];
  } catch (error) {
    // micromark's errors are VFileMessages: `line` and `column` of the place, and the `reason` alone.
    const {line, column, reason} = error as {line?: number; column?: number; reason?: string};
    const message = reason ?? (error instanceof Error ? error.message : String(error));
    return [
      {
        file,
        line: line ?? 1,
        column: column ?? undefined,
        message: `MDX syntax: ${message.replace(/[.!]?$/, '.')} ${ADVICE}`,
      },
    ];
  }
}
