/**
 * Wraps the navbar item types to add the two badges as custom item types
 * (`{type: 'custom-discordBadge'}` / `{type: 'custom-githubBadge'}` in
 * `themeConfig.navbar.items`), the Docusaurus way to add navbar items without
 * ejecting the navbar. The same items render in the mobile sidebar (`mobile`).
 * The colour-mode toggle is an item too (`custom-colorModeToggle`), so that the
 * badges can follow it; the mobile sidebar keeps the toggle in its header.
 */
import React, {type ReactNode} from 'react';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import OriginalComponentTypes from '@theme-init/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

import NavbarBadge from '../NavbarBadge';
import {TogglePlaceContext} from '../../togglePlace';
import styles from './styles.module.css';

/** What the navbar passes to an item: its config minus `type`, plus `mobile`. */
interface CustomItemProps {
  mobile?: boolean;
  className?: string;
}

function DiscordBadgeNavbarItem({mobile, className}: CustomItemProps): ReactNode {
  return <NavbarBadge badge="discord" mobile={mobile} className={className} />;
}

function GitHubBadgeNavbarItem({mobile, className}: CustomItemProps): ReactNode {
  return <NavbarBadge badge="github" mobile={mobile} className={className} />;
}

function ColorModeToggleNavbarItem({mobile}: CustomItemProps): ReactNode {
  if (mobile) return null;
  return (
    <TogglePlaceContext.Provider value="item">
      <NavbarColorModeToggle className={styles.colorModeToggle} />
    </TogglePlaceContext.Provider>
  );
}

// `@theme-init/*` is declared as `any` by module-type-aliases; name the real type.
const originalComponentTypes: ComponentTypesObject = OriginalComponentTypes;

const ComponentTypes = {
  ...originalComponentTypes,
  'custom-discordBadge': DiscordBadgeNavbarItem,
  'custom-githubBadge': GitHubBadgeNavbarItem,
  'custom-colorModeToggle': ColorModeToggleNavbarItem,
};

export default ComponentTypes;
