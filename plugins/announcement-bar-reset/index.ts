import type {Plugin} from '@docusaurus/types';

import {ANNOUNCEMENT, STORAGE_KEYS} from '../../src/constants';

/**
 * Docusaurus hides the announcement bar before hydration when
 * `docusaurus.announcement.dismiss` is `'true'`, without looking at the stored
 * id; React then re-opens the bar for a new id, but the `<html>` attribute set
 * by that inline script keeps it hidden until the next full load. This head
 * script runs before it and drops a dismissal that belongs to another id, so a
 * new announcement shows on the first visit.
 */
export function announcementBarResetScript(
  currentId: string = ANNOUNCEMENT.id,
  idKey: string = STORAGE_KEYS.announcementId,
  dismissKey: string = STORAGE_KEYS.announcementDismiss,
): string {
  const [id, idStorageKey, dismissStorageKey] = [currentId, idKey, dismissKey].map((value) => JSON.stringify(value));
  return `(function(){try{if(localStorage.getItem(${idStorageKey})!==${id})localStorage.removeItem(${dismissStorageKey})}catch(e){}})();`;
}

export default function announcementBarResetPlugin(): Plugin {
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: announcementBarResetScript()}]};
    },
  };
}
