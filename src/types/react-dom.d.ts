/**
 * The one react-dom API the site calls directly. @types/react-dom is not installed;
 * this declares only what is used instead of adding a dependency.
 */
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;
}

/** Used by unit tests to compare rendered markup. */
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToStaticMarkup(element: ReactNode): string;
}
