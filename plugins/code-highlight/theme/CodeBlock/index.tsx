/**
 * Replaces theme-classic's CodeBlock entry. The original remounts every block once
 * hydrated (`key={String(isBrowser)}`) to swap its inline Prism theme styles for the
 * current colour mode; here colours come from a stylesheet (plugins/code-highlight),
 * so the remount, which redrew every block of a page on load, is gone.
 *
 * It also passes the build-time tokens of a block (`highlighted`, from MDX or JSX) down to
 * CodeBlock/Content.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

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
  return (
    <HighlightedCodeContext.Provider value={highlighted}>
      <StaticCodeBlock {...props} />
    </HighlightedCodeContext.Provider>
  );
}
