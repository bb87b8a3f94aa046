import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/**
 * Change: the desktop sidebar stays mounted below the desktop breakpoint, where the
 * layout's CSS hides it, instead of being removed right after hydration. On a phone
 * that removal (a few hundred elements on an API page, each link with its own
 * viewport observer) was one of the longest tasks of the page's start. The mobile
 * sidebar renders as in theme-classic.
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
