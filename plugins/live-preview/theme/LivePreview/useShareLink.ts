import {useCallback, useEffect, useState} from 'react';

import {SHARE} from '../../constants';
import type {SharedScene} from '../../share/link';

export type ShareStatus =
  {state: 'idle'} | {state: 'copied'} | {state: 'shown'; link: string} | {state: 'failed'; message: string};

/**
 * Share: makes a link to `scene()` and copies it, or shows it to copy by hand when there is no clipboard. "Link
 * copied" goes back to "Share" after a moment.
 */
export function useShareLink(
  scene: () => SharedScene,
  baseUrl: string,
): {shareStatus: ShareStatus; shareCode: () => Promise<void>} {
  const [shareStatus, setShareStatus] = useState<ShareStatus>({state: 'idle'});

  useEffect(() => {
    if (shareStatus.state !== 'copied') return;
    const timer = window.setTimeout(() => setShareStatus({state: 'idle'}), SHARE.copiedMs);
    return () => window.clearTimeout(timer);
  }, [shareStatus]);

  const shareCode = useCallback(async () => {
    const {shareLink} = await import(/* webpackChunkName: "preview-share" */ '../../share/link');
    let link: string;
    try {
      link = await shareLink(scene(), window.location.origin, baseUrl);
    } catch (failure) {
      setShareStatus({state: 'failed', message: failure instanceof Error ? failure.message : String(failure)});
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setShareStatus({state: 'copied'});
    } catch {
      // No clipboard (refused, or not a secure context): show the link to copy by hand.
      setShareStatus({state: 'shown', link});
    }
  }, [scene, baseUrl]);

  return {shareStatus, shareCode};
}
