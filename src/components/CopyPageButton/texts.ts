/** "Copy page as Markdown" button on docs pages (texts shown and announced). */
export const COPY_PAGE = {
  label: 'Copy page as Markdown',
  copied: 'Copied the page as Markdown.',
  copying: 'Copying…',
  /** Shown with a link to the `.md` copy when the clipboard cannot be written. */
  unavailable: 'Copying is not available in this browser. Open the Markdown copy instead:',
  failed: 'Could not load the Markdown copy.',
  linkText: 'view as Markdown',
  /** How long the confirmation stays before the button resets. */
  resetMs: 4000,
} as const;
