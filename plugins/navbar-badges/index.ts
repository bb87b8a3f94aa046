import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The Discord and GitHub badges of the navbar: custom navbar item types
 * (`{type: 'custom-discordBadge'}`, `{type: 'custom-githubBadge'}`) registered by
 * theme/NavbarItem/ComponentTypes, which also makes the colour-mode toggle an item
 * (`custom-colorModeToggle`) so the badges can follow it (theme/Navbar). Their
 * addresses come from `customFields` (src/site.ts).
 */
export default function navbarBadgesPlugin(): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'navbar-badges',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
