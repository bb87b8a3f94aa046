/**
 * MDX syntax, checked before a build: a page the MDX compiler cannot read fails the build with a long stack; this
 * names the place and what to do, the way the other author checks do. Pure: callers read the files.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';

import type {Problem} from '../../lib/content';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/;
const HEADING_ID = /^(#{1,6}\s.*?)\s*\{#[\w-]+\}[ \t]*$/gm;

/** What an author usually meant, for the errors a first page tends to have. */
const ADVICE =
  'In .mdx, `<` starts a tag and `{` an expression: close every tag (<details> … </details>), and write a literal ' +
  '< or { in text as &lt; or \\{ (or put it in `code`).';

/**
 * The MDX syntax error of an `.mdx` page, at its line and column in the file, or none. Front matter is blanked out
 * line for line, so positions stay those of the file. Other files are CommonMark and not checked.
 */
export function mdxSyntaxProblems(file: string, source: string): Problem[] {
  if (!file.endsWith('.mdx')) return [];
  const body = source
    .replace(FRONT_MATTER, (frontMatter) => frontMatter.replace(/[^\n]/g, ''))
    // Docusaurus takes a heading's `{#id}` off before MDX reads the heading.
    .replace(HEADING_ID, '$1');
  try {
    fromMarkdown(body, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]});
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
