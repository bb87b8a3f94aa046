import {createContext} from 'react';

/**
 * Where a colour-mode toggle is being rendered. theme-classic's navbar puts its toggle after every right-hand item
 * (`end`); this site puts it among the items instead, before the badges (`item`, the `custom-colorModeToggle`
 * item). Anywhere else (the mobile sidebar's header) the toggle renders as theme-classic has it.
 */
export type TogglePlace = 'end' | 'item' | undefined;

export const TogglePlaceContext = createContext<TogglePlace>(undefined);
