// Docusaurus's own route preloader; the bundler hands this module to its client in place of it (see index.ts).
import preloadRoute from '@docusaurus/core/lib/client/preload.js';

/**
 * The pathname in a form `decodeURI` accepts. A URL with broken percent-encoding
 * (`/docs/%E0%A4%A`, `/docs/tweening%`) makes `decodeURI` throw; escaping its `%`
 * signs keeps the literal text, which matches the same routes (none: the
 * not-found page) instead of stopping the app before it starts.
 */
export function decodablePathname(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

/** Docusaurus's preloader, called with a pathname it can decode. */
export default function preload(pathname: string): Promise<void[]> {
  return preloadRoute(decodablePathname(pathname));
}
