import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/lib/whenIdle';

/** At the latest this long after hydration, the closed sidebar is built anyway. */
const BUILD_TIMEOUT_MS = 2000;

/**
 * Change: on a phone the closed mobile sidebar (the navbar's items and, on a docs
 * page, the whole docs sidebar: about 550 elements on an API page) is built in an
 * idle period after hydration, in a transition React can interrupt, instead of in
 * one long task right after hydration. Opening it before then builds it at once.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);
  useEffect(
    () => whenIdle(() => startTransition(() => setBuilt(true)), {timeoutMs: BUILD_TIMEOUT_MS, fallbackDelayMs: 0}),
    [],
  );
  return built || shown ? <MobileSidebar /> : null;
}
