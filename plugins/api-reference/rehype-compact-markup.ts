/**
 * Elements reference pages can do without, removed after the raw HTML is parsed. On the largest page (Node: some
 * 110 members, 80-odd type links, 30 tables) they were a sixth of its elements.
 *
 * - A member signature is `<div class="api-signature">` written as raw HTML around a line of Markdown, so its
 *   links stay Markdown; CommonMark wraps that line in a `<p>` that only adds a margin. It is unwrapped.
 * - Type names are links around `<code>` (`[`Vector2`](…)` from the generator). The link keeps the text and
 *   takes a class the stylesheet sets in the code font instead.
 * - A table cell that holds only a type or a default (code, code-styled links and the punctuation between them:
 *   `SignalValue<boolean>`) drops its `<code>` elements and is set in the code font as a whole.
 * - A label paragraph (`**Remarks**`, `**Deprecated**`, `**Example**`) is a `<p>` set in bold by a class, without
 *   its `<strong>`.
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
/** On a table cell that holds only a type or a value in code. */
export const CODE_CELL_CLASS = 'api-code';
/** On a paragraph that labels what follows it (Remarks, Example). */
export const LABEL_CLASS = 'api-label';

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

const textOnly = (node: HastNode): boolean => (node.children ?? []).every((child) => child.type === 'text');

/** Text between the parts of a type: brackets, bars, commas, spaces (a word would be prose, not a type). */
const TYPE_PUNCTUATION = /^[\s<>[\](){}|&,.:;=?'"-]*$/;

/** A cell of code and code-styled links with punctuation between: what a type or a default renders as. */
function isCodeCell(cell: HastNode): boolean {
  const children = cell.children ?? [];
  return (
    children.some((child) => isElement(child, 'code')) &&
    children.every(
      (child) =>
        (child.type === 'text' && TYPE_PUNCTUATION.test(child.value ?? '')) ||
        (isElement(child, 'code') && textOnly(child)) ||
        (isElement(child, 'a') && classList(child).includes(CODE_LINK_CLASS)),
    )
  );
}

export function compactReferenceMarkup(tree: HastNode): void {
  const visit = (node: HastNode): void => {
    if (isElement(node, 'p')) {
      const strong = onlyChild(node);
      if (isElement(strong, 'strong') && textOnly(strong) && (node.children ?? []).length === 1) {
        node.children = strong.children ?? [];
        node.properties = {...node.properties, className: [...classList(node), LABEL_CLASS]};
        return;
      }
    }
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
    // After its children: links around code in the cell have become code-styled links by now.
    if (isElement(node, 'td') && isCodeCell(node)) {
      node.children = (node.children ?? []).flatMap((child) =>
        isElement(child, 'code') ? (child.children ?? []) : [child],
      );
      node.properties = {...node.properties, className: [...classList(node), CODE_CELL_CLASS]};
    }
  };
  visit(tree);
}

export default function rehypeCompactMarkup(): (tree: HastNode) => void {
  return compactReferenceMarkup;
}
