import {useEffect, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/** The desktop sidebar's scroll box (Docusaurus's `<nav class="menu">`) and its current page link. */
const CURRENT_LINK = '.theme-doc-sidebar-container nav.menu .menu__link--active[aria-current="page"]';

/**
 * Brings the current page's link into the sidebar's view when it is out of it.
 * Docusaurus expands the categories leading to the page but leaves the sidebar
 * at its top, so in a long list (an API package has hundreds of items) the link
 * was out of sight. Only the sidebar scrolls, never the page.
 */
export function revealCurrentLink(): void {
  const link = document.querySelector<HTMLElement>(CURRENT_LINK);
  const box = link?.closest<HTMLElement>('nav.menu');
  if (!link || !box) return;
  const linkBox = link.getBoundingClientRect();
  const boxBox = box.getBoundingClientRect();
  if (linkBox.top >= boxBox.top && linkBox.bottom <= boxBox.bottom) return;
  box.scrollTop += linkBox.top - boxBox.top - (box.clientHeight - linkBox.height) / 2;
}

export default function ContentWrapper(props: Props): ReactNode {
  useEffect(() => {
    // After the categories on the way to the page have expanded (their effect runs in the same commit).
    const frame = requestAnimationFrame(revealCurrentLink);
    return () => cancelAnimationFrame(frame);
  }, [props.path]);
  return <Content {...props} />;
}
