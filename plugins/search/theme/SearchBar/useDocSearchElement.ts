import {useEffect, useState} from 'react';

/**
 * The element of DocSearch's modal that matches `selector` inside `container`, while `active`. The modal's
 * DOM is DocSearch's, outside React state, and it re-creates parts of it as it renders, so this follows
 * the current element for portals that fill DocSearch's gaps.
 */
export function useDocSearchElement(container: HTMLElement | null, selector: string, active: boolean): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!active || !container) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- nothing to follow: forget the old element.
      setElement(null);
      return undefined;
    }
    const follow = () => {
      const current = container.querySelector(selector);
      setElement((previous) => (previous === current ? previous : current));
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [active, container, selector]);
  return element;
}
