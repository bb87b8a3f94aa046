import {SOCIAL_CARDS} from '../constants';

export type SocialCardSection = (typeof SOCIAL_CARDS.sections)[number];

/** The section whose card a page uses: the first whose path prefix matches (home last, as the catch-all). */
export function socialCardSection(pathname: string): SocialCardSection {
  const match = SOCIAL_CARDS.sections.find(
    (s) => s.pathPrefix === '/' || pathname === s.pathPrefix || pathname.startsWith(`${s.pathPrefix}/`),
  );
  // The list ends with the '/' catch-all, so a match always exists.
  return match ?? SOCIAL_CARDS.sections[SOCIAL_CARDS.sections.length - 1]!;
}

/** Site-relative path of a section's card image. */
export function socialCardPath(section: SocialCardSection): string {
  return `${SOCIAL_CARDS.dir}/${section.id}.png`;
}
