/**
 * Wraps theme-classic's code-block buttons (copy, word wrap) so each block mounts them
 * only once it comes near the viewport. The original mounts them in every block right
 * after hydration: on an API page with ~280 signature blocks that was thousands of
 * elements and layout reads in one go, for buttons nobody can see yet. A hidden marker
 * renders on the server and the client alike, so hydration is unaffected.
 */
import React, {type ReactNode} from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';

import {useNearViewport} from '@site/src/lib/useNearViewport';

type Props = WrapperProps<typeof ButtonsType>;

/** How far outside the viewport a code block may be and still get its buttons (one screen ahead). */
const MARGIN = '100% 0px';

/** The marker is hidden; its code block is what comes into view. */
const codeBlockOf = (marker: HTMLSpanElement): Element | null => marker.parentElement;

export default function ButtonsWrapper(props: Props): ReactNode {
  const [marker, near] = useNearViewport(MARGIN, codeBlockOf);
  return near ? <Buttons {...props} /> : <span ref={marker} hidden />;
}
