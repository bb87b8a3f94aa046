import {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/** Start loading a little before the diagram scrolls into view. */
const ROOT_MARGIN = '600px 0px';

/**
 * Renders the diagram only once it comes near the viewport. Mermaid (~200 KB gzip)
 * is imported when the first diagram renders, and the API pages of every 2d node
 * inherit diagrams from `Node`'s docs far down the page: most visits never reach them.
 * The original renders nothing on the server either, so the page looks the same.
 */
export default function LazyMermaid(props: Props): ReactNode {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      {rootMargin: ROOT_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The attribute marks a diagram still waiting, for tests and debugging.
  return visible ? <Mermaid {...props} /> : <div ref={anchor} data-mermaid-pending />;
}
