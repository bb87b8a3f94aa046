/**
 * Replaces theme-classic's CodeBlock entry. The original remounts every block once
 * hydrated (`key={String(isBrowser)}`) to swap its inline Prism theme styles for the
 * current colour mode; here colours come from a stylesheet (plugins/code-highlight),
 * so the remount, which redrew every block of a page on load, is gone.
 *
 * It also adds: the build-time tokens of a block (`highlighted`, from MDX or JSX),
 * passed down to CodeBlock/Content; and an extension point, `@theme/CodeBlock/Preview`,
 * through which another plugin (live previews) adds to a fence's block.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
// What other plugins add to a code block (a live preview) comes through this extension point.
import Preview from '@theme/CodeBlock/Preview';

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
    typeof children === 'string' ? (
      <Preview code={children} metastring={metastring}>
        <StaticCodeBlock {...props} />
      </Preview>
    ) : (
      <StaticCodeBlock {...props} />
    );
  return <HighlightedCodeContext.Provider value={highlighted}>{block}</HighlightedCodeContext.Provider>;
}
