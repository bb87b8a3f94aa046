import {sectionOf, SECTIONS} from '../../src/sections';

/** Open Graph / Twitter image size, and where the cards go under `build/`. */
export const SOCIAL_CARDS = {
  width: 1200,
  height: 630,
  dir: 'img/social',
} as const;

/** One card per site section, plus the home card for every page outside them. */
export const SOCIAL_CARD_SECTIONS = [
  ...SECTIONS.map(({id, cardLabel}) => ({id, label: cardLabel})),
  {id: 'home', label: 'Animations as code'},
] as const;

export type SocialCardSection = (typeof SOCIAL_CARD_SECTIONS)[number];

const HOME_CARD = SOCIAL_CARD_SECTIONS[SOCIAL_CARD_SECTIONS.length - 1]!;

/** The card a page uses: its section's, or the home card outside every section. */
export function socialCardSection(pathname: string): SocialCardSection {
  const id = sectionOf(pathname)?.id;
  return SOCIAL_CARD_SECTIONS.find((card) => card.id === id) ?? HOME_CARD;
}

/** Site-relative path of a section's card image. */
export function socialCardPath(section: SocialCardSection): string {
  return `${SOCIAL_CARDS.dir}/${section.id}.png`;
}
