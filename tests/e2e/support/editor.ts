import type {Locator, Page} from '@playwright/test';
import {expect} from './fixtures';

/** Replaces a live preview's code in its editor (Edit mode must be on), as one input event. */
export async function replaceCode(page: Page, target: Locator, code: string): Promise<void> {
  const editor = target.locator('[data-live-editor] .cm-content');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  // One input event: no auto-indent on the pasted lines.
  await page.keyboard.insertText(code);
}
