/**
 * The one react-dom API the site calls directly. @types/react-dom is not installed;
 * this declares only what is used instead of adding a dependency.
 */
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}
