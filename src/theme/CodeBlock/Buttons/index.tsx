/**
 * Wraps theme-classic's code-block buttons (copy, word wrap) so each block mounts them
 * only once it comes near the viewport. The original mounts them in every block right
 * after hydration: on an API page with ~280 signature blocks that was thousands of
 * elements and layout reads in one go, for buttons nobody can see yet. A hidden marker
 * renders on the server and the client alike, so hydration is unaffected.
 */
import React, {useCallback, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';

import {observeNearViewport} from './nearViewport';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  const [near, setNear] = useState(false);
  const marker = useCallback((element: HTMLSpanElement | null) => {
    const block = element?.parentElement;
    if (!block) {
      return undefined;
    }
    return observeNearViewport(block, () => setNear(true));
  }, []);
  return near ? <Buttons {...props} /> : <span ref={marker} hidden />;
}
