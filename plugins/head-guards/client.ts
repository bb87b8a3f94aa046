import {DOCUSAURUS_STORAGE_KEYS, isColorMode} from './modes';

/**
 * A corrupt `theme` value written in another tab: Docusaurus's storage listener
 * reads anything but "dark" as "light" and writes "light" back, so the corrupt
 * value would spread to every tab as light mode. This listener runs first (client
 * modules load before the app subscribes), drops the value and tells this tab's
 * listeners that the choice was cleared: every tab falls back to the default.
 */
export function guardStorageEvent(event: StorageEvent, storage: Storage, target: EventTarget): void {
  if (event.storageArea !== storage || event.key !== DOCUSAURUS_STORAGE_KEYS.colorMode) return;
  if (event.newValue === null || isColorMode(event.newValue)) return;
  event.stopImmediatePropagation();
  storage.removeItem(DOCUSAURUS_STORAGE_KEYS.colorMode);
  target.dispatchEvent(
    new StorageEvent('storage', {
      key: DOCUSAURUS_STORAGE_KEYS.colorMode,
      oldValue: event.newValue,
      newValue: null,
      storageArea: storage,
    }),
  );
}

if (typeof window !== 'undefined') {
  try {
    const storage = window.localStorage;
    window.addEventListener('storage', (event) => guardStorageEvent(event, storage, window));
  } catch {
    // Storage is blocked: no value to guard, and Docusaurus cannot read one either.
  }
}
