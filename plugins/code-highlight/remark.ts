import type {HighlightedCode} from './codeTokens';
import {MAGIC_COMMENTS, magicCommentDirectives} from './magicComments';
import {highlightedProp, loadPrismLanguages} from './tokenize';

/** The prop that carries the tokens from MDX to `@theme/CodeBlock` (see theme/CodeBlock). */
export const HIGHLIGHTED_PROP = 'highlighted';

/** The words of the site's `prism.magicComments`; lines with them are rewritten in the browser. */
const SITE_MAGIC_COMMENT_DIRECTIVES = magicCommentDirectives(MAGIC_COMMENTS);

export interface RemarkCodeTokensOptions {
  /** `themeConfig.prism.additionalLanguages`. */
  additionalLanguages?: readonly string[];
  /** Words of every `themeConfig.prism.magicComments` entry, when not the site's (magicComments.ts). */
  magicCommentDirectives?: readonly string[];
  /** Adds to a block's tokens (links to the API reference, see plugins/type-aware-code). */
  decorate?: (code: string, highlighted: HighlightedCode) => HighlightedCode;
}

/** The slice of an mdast node this plugin reads and writes. */
interface MdastNode {
  type: string;
  children?: MdastNode[];
  lang?: string | null;
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
}

function visitCodeNodes(node: MdastNode, visit: (code: MdastNode) => void): void {
  if (node.type === 'code') {
    visit(node);
  }
  node.children?.forEach((child) => visitCodeNodes(child, visit));
}

/**
 * Remark plugin: tokenizes every fenced code block at build time and attaches the
 * tokens as a string prop, so CodeBlock renders them without Prism in the browser.
 * Blocks with magic comments are left to the browser: Docusaurus removes those lines
 * before highlighting, and a mismatch would only cost a fallback, never wrong output.
 */
export default function remarkCodeTokens({
  additionalLanguages = [],
  magicCommentDirectives = SITE_MAGIC_COMMENT_DIRECTIVES,
  decorate,
}: RemarkCodeTokensOptions = {}) {
  loadPrismLanguages(additionalLanguages);
  return (tree: MdastNode, file: {path?: string}): void => {
    // `.md` files (markdown.format 'detect') go through rehype-raw, whose HTML parser
    // drops a line break that opens a <pre>'s text, as browsers do.
    const dropsLeadingLineBreak = file.path?.endsWith('.md') ?? false;
    visitCodeNodes(tree, (node) => {
      const value = node.value ?? '';
      if (node.lang === 'mermaid' || magicCommentDirectives.some((directive) => value.includes(directive))) {
        return;
      }
      // MDX hands CodeBlock `value + '\n'`; no `prism.defaultLanguage` is configured.
      const children = `${dropsLeadingLineBreak ? value.replace(/^\n/, '') : value}\n`;
      node.data ??= {};
      node.data.hProperties = {
        ...node.data.hProperties,
        [HIGHLIGHTED_PROP]: highlightedProp(
          children,
          node.lang ?? 'text',
          decorate && ((tokens) => decorate(value, tokens)),
        ),
      };
    });
  };
}
