import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The Discord and GitHub badges of the navbar: custom navbar item types
 * (`{type: 'custom-discordBadge'}`, `{type: 'custom-githubBadge'}`) registered by
 * theme/NavbarItem/ComponentTypes, placed after the colour-mode toggle by
 * theme/Navbar/Content. Their addresses come from `customFields` (src/site.ts).
 */
export default function navbarBadgesPlugin(): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'navbar-badges',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
