import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import LivePreview from '@site/src/components/LivePreview';
import {fenceTitle, hasPreviewFlag} from '@site/src/components/LivePreview/meta';
import {HighlightedCodeContext} from '@site/src/lib/highlightedCodeContext';

type Props = WrapperProps<typeof CodeBlockType> & {
  /** Build-time tokens of an MDX code block (plugins/code-highlight), read by CodeBlock/Content. */
  highlighted?: string;
};

/**
 * Code fences with the `preview` meta flag also get a live, editable preview; every
 * block passes its build-time tokens down to CodeBlock/Content.
 */
export default function CodeBlockWrapper({highlighted, ...props}: Props): ReactNode {
  const {metastring, children} = props;
  const block =
    hasPreviewFlag(metastring) && typeof children === 'string' ? (
      <LivePreview code={children} title={fenceTitle(metastring)}>
        <CodeBlock {...props} />
      </LivePreview>
    ) : (
      <CodeBlock {...props} />
    );
  return <HighlightedCodeContext.Provider value={highlighted}>{block}</HighlightedCodeContext.Provider>;
}
