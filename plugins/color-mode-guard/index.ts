import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {STORAGE_KEYS} from '../../src/constants';
import {COLOR_MODES} from './modes';

/**
 * Docusaurus's inline colour-mode script copies whatever is stored under
 * `theme` into `<html data-theme>`, so a corrupt value would leave the page in
 * neither mode. This head script runs first and drops a value that is not a
 * mode, so the default (dark) applies. Its client module does the same for a
 * value written while the page is open (in another tab).
 */
export function colorModeGuardScript(storageKey: string = STORAGE_KEYS.colorMode): string {
  const key = JSON.stringify(storageKey);
  const valid = JSON.stringify(COLOR_MODES);
  return `(function(){try{var v=localStorage.getItem(${key});if(v!==null&&${valid}.indexOf(v)<0)localStorage.removeItem(${key})}catch(e){}})();`;
}

export default function colorModeGuardPlugin(): Plugin {
  return {
    name: 'color-mode-guard',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: colorModeGuardScript()}]};
    },
  };
}
