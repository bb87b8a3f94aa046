import type {MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * For a plain `<a>` to a page of the site: collects `to` for the build's broken-link check (a missing page or
 * anchor fails the build) and returns a click handler that keeps a plain left click in the app, as Docusaurus's
 * `<Link>` does. A modified click (new tab, window, download) or another button is left to the browser.
 */
export function useInAppClick(to: string | undefined): (event: MouseEvent<HTMLAnchorElement>) => void {
  const history = useHistory();
  const brokenLinks = useBrokenLinks();
  if (to !== undefined) {
    brokenLinks.collectLink(to);
  }
  return (event) => {
    const plain =
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey &&
      !event.defaultPrevented;
    if (to !== undefined && plain) {
      event.preventDefault();
      history.push(to);
    }
  };
}
