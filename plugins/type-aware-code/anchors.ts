/**
 * Where a resolved name links to. Targets are always computed with the member anchor
 * (`/api/2d/components/Rect#radius`); the link drops the anchor while the reference
 * pages do not have member anchors yet, so the build's broken-anchor check stays on.
 * Once the reference generates them, set this to `true`: nothing else changes.
 */
export const MEMBER_ANCHORS_IN_REFERENCE = false;

/**
 * A member's anchor on its defining page: its name verbatim, case preserved; a static
 * member that shares its name with an instance member gets `static-`; characters outside
 * `[A-Za-z0-9_$-]` become `-`. (The API reference's naming module implements the same rule.)
 */
export function memberAnchor(name: string, isStaticTwin = false): string {
  return `${isStaticTwin ? 'static-' : ''}${name.replace(/[^A-Za-z0-9_$-]/g, '-')}`;
}

/** The link of a target (`page` or `page#anchor`). */
export function targetHref(target: string, anchors = MEMBER_ANCHORS_IN_REFERENCE): string {
  return anchors ? target : target.replace(/#.*$/, '');
}
