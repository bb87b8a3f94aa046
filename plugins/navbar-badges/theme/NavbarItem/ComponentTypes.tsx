/**
 * Wraps the navbar item types to add the two badges as custom item types
 * (`{type: 'custom-discordBadge'}` / `{type: 'custom-githubBadge'}` in
 * `themeConfig.navbar.items`), the Docusaurus way to add navbar items without
 * ejecting the navbar. The same items render in the mobile sidebar (`mobile`).
 */
import type {ReactNode} from 'react';
import OriginalComponentTypes from '@theme-init/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

import NavbarBadge from '../NavbarBadge';

/** What the navbar passes to an item: its config minus `type`, plus `mobile`. */
interface BadgeItemProps {
  mobile?: boolean;
  className?: string;
}

function DiscordBadgeNavbarItem({mobile, className}: BadgeItemProps): ReactNode {
  return <NavbarBadge badge="discord" mobile={mobile} className={className} />;
}

function GitHubBadgeNavbarItem({mobile, className}: BadgeItemProps): ReactNode {
  return <NavbarBadge badge="github" mobile={mobile} className={className} />;
}

// `@theme-init/*` is declared as `any` by module-type-aliases; name the real type.
const originalComponentTypes: ComponentTypesObject = OriginalComponentTypes;

const ComponentTypes = {
  ...originalComponentTypes,
  'custom-discordBadge': DiscordBadgeNavbarItem,
  'custom-githubBadge': GitHubBadgeNavbarItem,
};

export default ComponentTypes;
