/**
 * Client module of type-aware code blocks: a few document-level listeners that load
 * the popover (and the page's popover data) the first time a reader points at,
 * focuses or taps a linked name in a code block. Nothing else runs before that.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {API_LINK_SELECTOR, notePointerType, onTapToShow} from './attributes';
import type * as Popover from './popover';
import './links.css';

type PopoverModule = typeof Popover;

let popover: Promise<PopoverModule> | undefined;
const loadPopover = (): Promise<PopoverModule> =>
  (popover ??= import(/* webpackChunkName: "type-aware-popover" */ './popover'));

function linkOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(API_LINK_SELECTOR) : null;
}

function withPopover(use: (module: PopoverModule) => void): void {
  // Offline or a stale deployment: the names stay plain links.
  loadPopover().then(use, () => undefined);
}

if (ExecutionEnvironment.canUseDOM) {
  onTapToShow((link) => withPopover((module) => module.show(link)));
  document.addEventListener('pointerdown', (event) => notePointerType(event.pointerType), {capture: true});
  document.addEventListener('keydown', () => notePointerType(''), {capture: true});
  document.addEventListener('pointerover', (event) => {
    const link = linkOf(event.target);
    if (link && event.pointerType !== 'touch') withPopover((module) => module.show(link));
  });
  document.addEventListener('pointerout', (event) => {
    if (popover && linkOf(event.target) && event.pointerType !== 'touch') withPopover((module) => module.hideSoon());
  });
  document.addEventListener('focusin', (event) => {
    const link = linkOf(event.target);
    if (link) withPopover((module) => module.show(link));
  });
  document.addEventListener('focusout', (event) => {
    if (popover && linkOf(event.target)) withPopover((module) => module.hideSoon());
  });
}
