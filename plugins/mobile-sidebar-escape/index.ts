/**
 * Closes the mobile navigation sidebar with Escape, as users expect of an
 * overlay, and gives focus back to the hamburger button that opened it.
 * Docusaurus's sidebar only closes by its close button or a link.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function mobileSidebarEscapePlugin(): Plugin {
  return {
    name: 'mobile-sidebar-escape',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
