import type {SiteStorage} from '@docusaurus/types';

/** The names of the browser storage entries Docusaurus's own inline head scripts read, before the site's namespace. */
export const DOCUSAURUS_STORAGE_KEYS = {
  colorMode: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
} as const;

/** The values Docusaurus stores under the colour-mode key. */
export const COLOR_MODES = ['light', 'dark'] as const;

/**
 * The key an entry has in the browser: its name followed by the site's storage namespace, as theme-common's
 * `createStorageSlot` computes it (empty unless the config's `storage.namespace` sets one).
 */
export function storedKey(name: string, siteStorage: Pick<SiteStorage, 'namespace'>): string {
  return `${name}${siteStorage.namespace}`;
}
