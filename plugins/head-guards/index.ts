import type {DocusaurusConfig, LoadContext, Plugin, SiteStorage} from '@docusaurus/types';

import {COLOR_MODES, DOCUSAURUS_STORAGE_KEYS, storedKey} from './modes';

export {DOCUSAURUS_STORAGE_KEYS};

/**
 * A corrupt colour mode written in another tab: Docusaurus's storage listener reads anything but "dark" as "light"
 * and writes "light" back, so the corrupt value would spread to every tab as light mode. This listener is registered
 * first (from the head, before the app subscribes), drops the value and tells this tab's listeners that the choice
 * was cleared: every tab falls back to the default. It runs in the page as the head script's own text, so it uses
 * nothing but its arguments and browser globals.
 */
export function guardStorageEvent(
  event: StorageEvent,
  storage: Storage,
  target: EventTarget,
  key: string,
  modes: readonly string[],
): void {
  if (event.storageArea !== storage || event.key !== key) return;
  if (event.newValue === null || modes.indexOf(event.newValue) >= 0) return;
  event.stopImmediatePropagation();
  storage.removeItem(key);
  target.dispatchEvent(
    new StorageEvent('storage', {key, oldValue: event.newValue, newValue: null, storageArea: storage}),
  );
}

/**
 * Docusaurus's inline colour-mode script copies whatever is stored under the colour-mode key into
 * `<html data-theme>`, so a corrupt value would leave the page in neither mode. This head script runs first and drops
 * a value that is not a mode, so the default (dark) applies, then guards later writes from other tabs.
 */
export function colorModeGuardScript(
  key: string = DOCUSAURUS_STORAGE_KEYS.colorMode,
  storageType: string = 'localStorage',
): string {
  const [k, m, s] = [key, COLOR_MODES, storageType].map((value) => JSON.stringify(value));
  return (
    `(function(){try{var s=window[${s}],k=${k},m=${m},g=${guardStorageEvent.toString()};` +
    `var v=s.getItem(k);if(v!==null&&m.indexOf(v)<0)s.removeItem(k);` +
    `window.addEventListener('storage',function(e){g(e,s,window,k,m)})}catch(e){}})();`
  );
}

/**
 * Docusaurus hides the announcement bar before hydration when the dismissal entry is `'true'`, without looking at
 * the stored id; React then re-opens the bar for a new id, but the `<html>` attribute set by that inline script keeps
 * it hidden until the next full load. This head script runs before it and drops a dismissal that belongs to another
 * id, so a new announcement shows on the first visit.
 */
export function announcementBarResetScript(
  currentId: string,
  idKey: string = DOCUSAURUS_STORAGE_KEYS.announcementId,
  dismissKey: string = DOCUSAURUS_STORAGE_KEYS.announcementDismiss,
  storageType: string = 'localStorage',
): string {
  const [id, idStorageKey, dismissStorageKey, s] = [currentId, idKey, dismissKey, storageType].map((value) =>
    JSON.stringify(value),
  );
  return `(function(){try{var s=window[${s}];if(s.getItem(${idStorageKey})!==${id})s.removeItem(${dismissStorageKey})}catch(e){}})();`;
}

/** The announcement bar's id in the theme config, if the site has one. */
function announcementId(siteConfig: DocusaurusConfig): string | undefined {
  const {announcementBar} = (siteConfig.themeConfig ?? {}) as {announcementBar?: {id?: unknown}};
  return typeof announcementBar?.id === 'string' ? announcementBar.id : undefined;
}

/**
 * The head scripts for a site: its storage keys as the framework stores them, in the storage it uses, and the reset
 * of a dismissed announcement only when there is an announcement bar.
 */
export function headGuardScripts(siteStorage: SiteStorage, currentAnnouncementId?: string): string[] {
  if (siteStorage.type !== 'localStorage' && siteStorage.type !== 'sessionStorage') return [];
  const key = (name: string) => storedKey(name, siteStorage);
  const scripts = [colorModeGuardScript(key(DOCUSAURUS_STORAGE_KEYS.colorMode), siteStorage.type)];
  if (currentAnnouncementId !== undefined) {
    scripts.push(
      announcementBarResetScript(
        currentAnnouncementId,
        key(DOCUSAURUS_STORAGE_KEYS.announcementId),
        key(DOCUSAURUS_STORAGE_KEYS.announcementDismiss),
        siteStorage.type,
      ),
    );
  }
  return scripts;
}

/**
 * Guards that run in `<head>` before Docusaurus's own inline scripts, so a stored value those scripts would misread
 * never reaches the first paint.
 */
export default function headGuardsPlugin(context: LoadContext): Plugin {
  return {
    name: 'head-guards',
    injectHtmlTags() {
      const scripts = headGuardScripts(context.siteStorage, announcementId(context.siteConfig));
      return {headTags: scripts.map((innerHTML) => ({tagName: 'script', innerHTML}))};
    },
  };
}
