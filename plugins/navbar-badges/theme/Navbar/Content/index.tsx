// Change: none to what it renders. It marks the navbar's content, so that the colour-mode toggle theme-classic
// puts after every right-hand item gives way to the one placed among the items (Navbar/ColorModeToggle).
import React, {type ReactNode} from 'react';
import NavbarContent from '@theme-init/Navbar/Content';

import {TogglePlaceContext} from '../../../togglePlace';

export default function NavbarContentWrapper(): ReactNode {
  return (
    <TogglePlaceContext.Provider value="end">
      <NavbarContent />
    </TogglePlaceContext.Provider>
  );
}
