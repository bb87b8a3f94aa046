/**
 * The pathname in a form `decodeURI` accepts. A URL with broken percent-encoding
 * (`/docs/%E0%A4%A`, `/docs/tweening%`) makes `decodeURI` throw; escaping its `%`
 * signs keeps the literal text, which matches the same routes (none: the
 * not-found page).
 */
export function decodablePathname(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

// Runs before the app starts (client modules load first): the router's history and Docusaurus's route
// preloading both call `decodeURI` on the address, and would stop the app with a URIError.
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const decodable = decodablePathname(pathname);
  if (decodable !== pathname) window.history.replaceState(window.history.state, '', decodable + search + hash);
}
