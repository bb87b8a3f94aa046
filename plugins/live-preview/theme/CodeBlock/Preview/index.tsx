/**
 * Change: fills the code block's extension point (plugins/code-highlight `theme/CodeBlock/Preview`): a fence with the
 * `preview` meta flag gets a live, editable preview around its static block; other fences stay as they are.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Preview';

import LivePreview from '../../LivePreview';
import {fenceTitle, hasPreviewFlag} from '../../LivePreview/meta';

export default function CodeBlockPreview({code, metastring, children}: Props): ReactNode {
  if (!hasPreviewFlag(metastring)) return children;
  return (
    <LivePreview code={code} title={fenceTitle(metastring)}>
      {children}
    </LivePreview>
  );
}
