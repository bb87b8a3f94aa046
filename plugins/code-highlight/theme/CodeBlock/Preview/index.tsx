/**
 * The code block's extension point: every fence whose code is a string passes through `@theme/CodeBlock/Preview`
 * with its code, its meta string and the static block. This default shows the static block alone; a plugin that
 * adds something to code blocks (plugins/live-preview) wraps it from its own `theme/CodeBlock/Preview`
 * (as a theme enhancer: `@theme-init/CodeBlock/Preview` is the first theme's, this one).
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Preview';

export default function CodeBlockPreview({children}: Props): ReactNode {
  return children;
}
