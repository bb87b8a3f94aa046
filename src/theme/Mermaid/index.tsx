import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

import {useNearViewport} from '@site/src/lib/useNearViewport';

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
  const [placeholder, near] = useNearViewport<HTMLDivElement>(ROOT_MARGIN);
  // The attribute marks a diagram still waiting, for tests and debugging.
  return near ? <Mermaid {...props} /> : <div ref={placeholder} data-mermaid-pending />;
}
