// Change: renders nothing in the place theme-classic's navbar gives it (after every right-hand item): the toggle is a
// navbar item of its own there (`custom-colorModeToggle`), so the badges come after it. Elsewhere it is unchanged.
import React, {useContext, type ReactNode} from 'react';
import NavbarColorModeToggle from '@theme-init/Navbar/ColorModeToggle';
import type {Props} from '@theme/Navbar/ColorModeToggle';

import {TogglePlaceContext} from '../../../togglePlace';

export default function NavbarColorModeToggleWrapper(props: Props): ReactNode {
  return useContext(TogglePlaceContext) === 'end' ? null : <NavbarColorModeToggle {...props} />;
}
