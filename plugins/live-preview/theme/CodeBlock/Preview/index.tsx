/**
 * Change: wraps the code block's extension point (plugins/code-highlight `theme/CodeBlock/Preview`, which shows the
 * static block): a fence with the `preview` meta flag gets a live, editable preview around that block; other fences
 * are passed to it unchanged. A wrapper (`@theme-init`, the theme-enhancer alias: `@theme-original` would be this
 * file itself), not a replacement, so another plugin can wrap the slot too.
 */
import type {ReactNode} from 'react';
import OriginalPreview from '@theme-init/CodeBlock/Preview';
import type {Props} from '@theme/CodeBlock/Preview';

import LivePreview from '../../LivePreview';
import {fenceTitle, hasClickToPlayFlag, hasPreviewFlag} from '../../LivePreview/meta';

export default function CodeBlockPreview(props: Props): ReactNode {
  const block = <OriginalPreview {...props} />;
  if (!hasPreviewFlag(props.metastring)) return block;
  return (
    <LivePreview
      code={props.code}
      title={fenceTitle(props.metastring)}
      clickToPlay={hasClickToPlayFlag(props.metastring)}
    >
      {block}
    </LivePreview>
  );
}
