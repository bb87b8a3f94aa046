import type {Plugin} from '@docusaurus/types';

import {STORAGE_KEYS} from '../../src/constants';

const VALID_MODES = ['light', 'dark'];

/**
 * Docusaurus's inline colour-mode script copies whatever is stored under
 * `theme` into `<html data-theme>`, so a corrupt value would leave the page in
 * neither mode. This head script runs first and drops a value that is not a
 * mode, so the default (dark) applies.
 */
export function colorModeGuardScript(storageKey: string = STORAGE_KEYS.colorMode): string {
  const key = JSON.stringify(storageKey);
  const valid = JSON.stringify(VALID_MODES);
  return `(function(){try{var v=localStorage.getItem(${key});if(v!==null&&${valid}.indexOf(v)<0)localStorage.removeItem(${key})}catch(e){}})();`;
}

export default function colorModeGuardPlugin(): Plugin {
  return {
    name: 'color-mode-guard',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: colorModeGuardScript()}]};
    },
  };
}
