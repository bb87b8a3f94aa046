/**
 * What the code-block token (theme/CodeBlock/Line/Token) and the client module share:
 * the link's markers, and the touch rule (a first tap shows the popover, a second tap
 * on the same name follows the link).
 */

/** Holds the link's target (`page#member`), whether or not the href carries the anchor. */
export const API_LINK_ATTRIBUTE = 'data-api';
export const API_LINK_CLASS = 'type-aware-link';
export const API_LINK_SELECTOR = `a[${API_LINK_ATTRIBUTE}]`;

let lastPointerType = '';
let shownLink: Element | null = null;
let showOnTap: (link: HTMLElement) => void = () => undefined;

export function notePointerType(pointerType: string): void {
  lastPointerType = pointerType;
}

/** Which link the popover currently describes (`null` when hidden). */
export function noteShownLink(link: Element | null): void {
  shownLink = link;
}

export function onTapToShow(show: (link: HTMLElement) => void): void {
  showOnTap = show;
}

/** On a click: `false` (and the popover shows) when it is a first tap on this name. */
export function shouldFollowLink(link: HTMLElement): boolean {
  if (lastPointerType !== 'touch' || shownLink === link) {
    return true;
  }
  showOnTap(link);
  return false;
}
