/**
 * The popover of a linked name: its signature, its summary and a link to the
 * reference. One element for the page, positioned fixed beside the name (the code
 * never moves), described to screen readers through `aria-describedby`, closed by
 * Escape, by leaving the name or the popover, or by a tap elsewhere.
 */
import entryLoaders from '@type-aware-code/entries';

import {API_LINK_SELECTOR, apiLinkTarget, notePopoverHidden} from './attributes';
import styles from './popover.module.css';

interface ApiEntry {
  signature: string;
  summary: string;
}
type Entries = Record<string, ApiEntry | undefined>;

const POPOVER_ID = 'type-aware-popover';
/** Time to move the pointer from a name onto its popover (or back) before it closes. */
const HIDE_DELAY_MS = 200;
/** Space between the name and the popover, and the least margin to the viewport's edges. */
const GAP_PX = 6;

const entriesByRoute = new Map<string, Promise<Entries>>();

function routeKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function loadEntries(pathname: string): Promise<Entries> {
  const route = routeKey(pathname);
  let entries = entriesByRoute.get(route);
  if (!entries) {
    const loader = (entryLoaders as Record<string, (() => Promise<{default: Entries}>) | undefined>)[route];
    entries = loader
      ? loader().then(
          (module) => module.default,
          () => ({}),
        )
      : Promise.resolve({});
    entriesByRoute.set(route, entries);
  }
  return entries;
}

let element: HTMLDivElement | null = null;
let current: HTMLElement | null = null;
let hideTimer: number | undefined;

function popoverElement(): HTMLDivElement {
  if (element?.isConnected) return element;
  element = document.createElement('div');
  element.id = POPOVER_ID;
  element.className = styles.popover;
  element.setAttribute('role', 'tooltip');
  element.hidden = true;
  element.addEventListener('pointerenter', () => window.clearTimeout(hideTimer));
  element.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'touch') hideSoon();
  });
  document.body.append(element);
  return element;
}

function fill(popover: HTMLDivElement, link: HTMLElement, entry: ApiEntry | undefined): void {
  const target = apiLinkTarget(link);
  const signature = document.createElement('code');
  signature.className = styles.signature;
  signature.textContent = entry?.signature ?? link.textContent ?? '';
  const parts: Node[] = [signature];
  if (entry?.summary) {
    const summary = document.createElement('p');
    summary.className = styles.summary;
    summary.textContent = entry.summary;
    parts.push(summary);
  }
  const reference = document.createElement('a');
  reference.className = styles.reference;
  reference.href = target;
  reference.textContent = 'Open in the API reference';
  // The name itself is the keyboard's way to the reference; this one is for the pointer.
  reference.tabIndex = -1;
  parts.push(reference);
  popover.replaceChildren(...parts);
}

function place(popover: HTMLDivElement, link: HTMLElement): void {
  const name = link.getBoundingClientRect();
  const {innerWidth, innerHeight} = window;
  popover.style.maxWidth = `${Math.min(480, innerWidth - 2 * GAP_PX)}px`;
  const {width, height} = popover.getBoundingClientRect();
  const left = Math.max(GAP_PX, Math.min(name.left, innerWidth - width - GAP_PX));
  const below = name.bottom + GAP_PX;
  const top =
    below + height <= innerHeight - GAP_PX || name.top - height - GAP_PX < 0 ? below : name.top - height - GAP_PX;
  popover.style.left = `${left}px`;
  popover.style.top = `${top}px`;
}

function reposition(): void {
  if (current && element && !element.hidden) {
    if (!current.isConnected) hide();
    else place(element, current);
  }
}

export function hide(): void {
  window.clearTimeout(hideTimer);
  if (current) current.removeAttribute('aria-describedby');
  current = null;
  notePopoverHidden();
  if (element) element.hidden = true;
}

export function hideSoon(): void {
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(() => {
    // Keyboard focus on the name keeps it open even when the pointer leaves.
    if (current && document.activeElement === current) return;
    hide();
  }, HIDE_DELAY_MS);
}

export function show(link: HTMLElement): void {
  window.clearTimeout(hideTimer);
  if (current === link && element && !element.hidden) return;
  if (current) current.removeAttribute('aria-describedby');
  const popover = popoverElement();
  current = link;
  link.setAttribute('aria-describedby', POPOVER_ID);
  const target = apiLinkTarget(link);
  fill(popover, link, undefined);
  popover.setAttribute('aria-busy', 'true');
  popover.hidden = false;
  place(popover, link);
  void loadEntries(window.location.pathname).then((entries) => {
    if (current !== link) return;
    popover.removeAttribute('aria-busy');
    fill(popover, link, entries[target]);
    place(popover, link);
  });
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && current) {
    hide();
  }
});
document.addEventListener('pointerdown', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (current && !target?.closest(`${API_LINK_SELECTOR}, #${POPOVER_ID}`)) hide();
});
window.addEventListener('scroll', reposition, {passive: true, capture: true});
window.addEventListener('resize', reposition, {passive: true});
