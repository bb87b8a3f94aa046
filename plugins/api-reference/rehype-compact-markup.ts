/**
 * Two elements reference pages can do without, removed after the raw HTML is parsed. On the largest pages (Node:
 * some 110 members, 80-odd type links) they were a tenth of the page's elements.
 *
 * - A member signature is `<div class="api-signature">` written as raw HTML around a line of Markdown, so its
 *   links stay Markdown; CommonMark wraps that line in a `<p>` that only adds a margin. It is unwrapped.
 * - Type names are links around `<code>` (`[`Vector2`](…)` from the generator). The link keeps the text and
 *   takes a class the stylesheet sets in the code font instead.
 */

/** The slice of a hast node this plugin reads and writes. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: {className?: unknown};
  children?: HastNode[];
}

export const SIGNATURE_CLASS = 'api-signature';
/** On a link whose whole text is a name in code (see client/api-reference.css). */
export const CODE_LINK_CLASS = 'api-code-link';

function classList(node: HastNode): string[] {
  const className = node.properties?.className;
  if (Array.isArray(className)) return className.map(String);
  return typeof className === 'string' ? className.split(/\s+/) : [];
}

const isBlankText = (node: HastNode): boolean => node.type === 'text' && !node.value?.trim();
const isElement = (node: HastNode | undefined, tagName: string): node is HastNode =>
  node?.type === 'element' && node.tagName === tagName;

/** The element's only child element, when everything else in it is blank text. */
function onlyChild(node: HastNode): HastNode | undefined {
  const content = (node.children ?? []).filter((child) => !isBlankText(child));
  return content.length === 1 ? content[0] : undefined;
}

export function compactReferenceMarkup(tree: HastNode): void {
  const visit = (node: HastNode): void => {
    if (isElement(node, 'div') && classList(node).includes(SIGNATURE_CLASS)) {
      const paragraph = onlyChild(node);
      if (isElement(paragraph, 'p')) node.children = paragraph.children ?? [];
    }
    if (isElement(node, 'a')) {
      const code = onlyChild(node);
      if (isElement(code, 'code') && code.children?.every((child) => child.type === 'text')) {
        node.children = code.children;
        node.properties = {...node.properties, className: [...classList(node), CODE_LINK_CLASS]};
        return;
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
}

export default function rehypeCompactMarkup(): (tree: HastNode) => void {
  return compactReferenceMarkup;
}
