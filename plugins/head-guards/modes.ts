/** The browser storage keys Docusaurus's own inline head scripts read. */
export const DOCUSAURUS_STORAGE_KEYS = {
  colorMode: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
} as const;

/** The values Docusaurus stores under the colour-mode key. */
export const COLOR_MODES = ['light', 'dark'] as const;

export function isColorMode(value: string): value is (typeof COLOR_MODES)[number] {
  return (COLOR_MODES as readonly string[]).includes(value);
}
