/**
 * Replaces theme-classic's CodeBlock/Container, minus its inline `--prism-*`
 * variables: the stylesheet plugins/code-highlight generates sets them per colour
 * mode, so a block is right from the first paint and never needs a re-render.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
// The original's stylesheet, so the class names stay those of theme-classic.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic: the props are those of `As`, which TypeScript cannot follow through the union.
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
