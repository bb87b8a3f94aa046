/**
 * The navbar's sidebar on small screens:
 * - Escape closes it, as users expect of an overlay, and gives focus back to the
 *   hamburger button that opened it (client.ts); Docusaurus's sidebar only closes
 *   by its close button or a link;
 * - while closed, it is built after hydration in idle time, not in the same long
 *   task (theme/Navbar/MobileSidebar).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function mobileSidebarPlugin(): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'mobile-sidebar',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
