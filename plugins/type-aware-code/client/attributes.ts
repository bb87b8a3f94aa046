/**
 * What the code-block token (theme/CodeBlock/Line/Token) and the client module share:
 * the link's markers, and the touch rule (a first tap shows the popover, a second tap
 * on the same name follows the link).
 */

export const API_LINK_CLASS = 'type-aware-link';
export const API_LINK_SELECTOR = `a.${API_LINK_CLASS}`;

/** The API item or member a linked name stands for (`page#member`): its `href`, site-relative as written. */
export function apiLinkTarget(link: Element): string {
  return link.getAttribute('href') ?? '';
}

let lastPointerType = '';
/** The name a first tap showed the popover of: a second tap on it follows the link. */
let tappedLink: Element | null = null;
let showOnTap: (link: HTMLElement) => void = () => undefined;

/** The kind of the last pointer press (`''` after a key press: Enter on a name follows it). */
export function notePointerType(pointerType: string): void {
  lastPointerType = pointerType;
}

/** The popover closed: the next tap on a name shows it again. */
export function notePopoverHidden(): void {
  tappedLink = null;
}

export function onTapToShow(show: (link: HTMLElement) => void): void {
  showOnTap = show;
}

/**
 * On a click: `false` (and the popover shows) when it is a first tap on this name.
 * Only taps count: a tap also focuses the name, and focus shows the popover too.
 */
export function shouldFollowLink(link: HTMLElement): boolean {
  if (lastPointerType !== 'touch' || tappedLink === link) {
    return true;
  }
  tappedLink = link;
  showOnTap(link);
  return false;
}
