/**
 * Replaces theme-classic's CodeBlock entry. The original remounts every block once
 * hydrated (`key={String(isBrowser)}`) to swap its inline Prism theme styles for the
 * current colour mode; here colours come from a stylesheet (plugins/code-highlight),
 * so the remount, which redrew every block of a page on load, is gone.
 *
 * It also adds: the build-time tokens of a block (`highlighted`, from MDX or JSX),
 * passed down to CodeBlock/Content; and a live, editable preview for fences with the
 * `preview` meta flag.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

// Live previews are their own feature (plugins/live-preview); a fence opts in with its meta flag.
import LivePreview from '@site/plugins/live-preview/theme/LivePreview';
import {fenceTitle, hasPreviewFlag} from '@site/plugins/live-preview/theme/LivePreview/meta';
import {HighlightedCodeContext} from '../../highlightedCodeContext';

/** As the original: string children (possibly split by MDX) become one string, so the block can highlight and copy it. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

function StaticCodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

export default function CodeBlock({highlighted, ...props}: Props): ReactNode {
  const {metastring, children} = props;
  const block =
    hasPreviewFlag(metastring) && typeof children === 'string' ? (
      <LivePreview code={children} title={fenceTitle(metastring)}>
        <StaticCodeBlock {...props} />
      </LivePreview>
    ) : (
      <StaticCodeBlock {...props} />
    );
  return <HighlightedCodeContext.Provider value={highlighted}>{block}</HighlightedCodeContext.Provider>;
}
