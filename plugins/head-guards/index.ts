import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {ANNOUNCEMENT} from '../../src/site';
import {COLOR_MODES, DOCUSAURUS_STORAGE_KEYS} from './modes';

export {DOCUSAURUS_STORAGE_KEYS};

/**
 * Docusaurus's inline colour-mode script copies whatever is stored under
 * `theme` into `<html data-theme>`, so a corrupt value would leave the page in
 * neither mode. This head script runs first and drops a value that is not a
 * mode, so the default (dark) applies. The client module (`client.ts`) does the
 * same for a value written while the page is open (in another tab).
 */
export function colorModeGuardScript(storageKey: string = DOCUSAURUS_STORAGE_KEYS.colorMode): string {
  const key = JSON.stringify(storageKey);
  const valid = JSON.stringify(COLOR_MODES);
  return `(function(){try{var v=localStorage.getItem(${key});if(v!==null&&${valid}.indexOf(v)<0)localStorage.removeItem(${key})}catch(e){}})();`;
}

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
  idKey: string = DOCUSAURUS_STORAGE_KEYS.announcementId,
  dismissKey: string = DOCUSAURUS_STORAGE_KEYS.announcementDismiss,
): string {
  const [id, idStorageKey, dismissStorageKey] = [currentId, idKey, dismissKey].map((value) => JSON.stringify(value));
  return `(function(){try{if(localStorage.getItem(${idStorageKey})!==${id})localStorage.removeItem(${dismissStorageKey})}catch(e){}})();`;
}

/**
 * Guards that run in `<head>` before Docusaurus's own inline scripts, so a
 * stored value those scripts would misread never reaches the first paint.
 */
export default function headGuardsPlugin(): Plugin {
  return {
    name: 'head-guards',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: colorModeGuardScript()},
          {tagName: 'script', innerHTML: announcementBarResetScript()},
        ],
      };
    },
  };
}
