/**
 * Change: a fenced code block whose meta has the `preview` flag gets a live, editable preview around it; every other
 * `<pre>` renders as theme-classic's. MDX renders each fence as this `<pre>` around one code element, whose props
 * carry the fence's code and meta string. A wrapper (`@theme-init` is theme-classic's component: `@theme-original`
 * would be this file itself), and the only provider of this slot.
 */
import {isValidElement, type ReactNode} from 'react';
import OriginalPre from '@theme-init/MDXComponents/Pre';
import type {Props} from '@theme/MDXComponents/Pre';

import LivePreview from '../../LivePreview';
import {fenceTitle, hasClickToPlayFlag, hasPreviewFlag} from '../../LivePreview/meta';

/** What MDX passes the fence's code element. */
interface FenceProps {
  metastring?: string;
  children?: unknown;
}

export default function MDXPre(props: Props): ReactNode {
  const block = <OriginalPre {...props} />;
  const fence = isValidElement<FenceProps>(props.children) ? props.children.props : undefined;
  if (typeof fence?.children !== 'string' || !hasPreviewFlag(fence.metastring)) return block;
  return (
    <LivePreview
      code={fence.children}
      title={fenceTitle(fence.metastring)}
      clickToPlay={hasClickToPlayFlag(fence.metastring)}
    >
      {block}
    </LivePreview>
  );
}
