import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import LivePreview from '@site/src/components/LivePreview';
import {fenceTitle, hasPreviewFlag} from '@site/src/components/LivePreview/meta';

type Props = WrapperProps<typeof CodeBlockType>;

/** Code fences with the `preview` meta flag also get a live, editable preview. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const {metastring, children} = props;
  if (hasPreviewFlag(metastring) && typeof children === 'string') {
    return (
      <LivePreview code={children} title={fenceTitle(metastring)}>
        <CodeBlock {...props} />
      </LivePreview>
    );
  }
  return <CodeBlock {...props} />;
}
