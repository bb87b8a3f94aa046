import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';

import styles from './Experimental.module.css';

/** A lab flask: the feature works but may change. Decorative, the title names it. */
function IconExperimental(): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      // Inline, because the layout's `fill` rule for admonition icons would fill the outline.
      style={{fill: 'none'}}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 3h6" />
      <path d="M10 3v6.5L4.6 18.4A1.7 1.7 0 0 0 6.1 21h11.8a1.7 1.7 0 0 0 1.5-2.6L14 9.5V3" />
      <path d="M7.3 15h9.4" />
    </svg>
  );
}

/** `:::experimental`: an API or feature that works but may change without a major release. */
export default function AdmonitionTypeExperimental(props: Props): ReactNode {
  return (
    <AdmonitionLayout
      icon={<IconExperimental />}
      title={
        <Translate
          id="theme.admonition.experimental"
          description="The default label used for the Experimental admonition (:::experimental)"
        >
          Experimental
        </Translate>
      }
      {...props}
      className={clsx('alert', styles.experimental, props.className)}
    >
      {props.children}
    </AdmonitionLayout>
  );
}
