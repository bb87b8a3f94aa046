/**
 * The site's sections, by path. Search filters and groups hits by them, social
 * cards draw one image per section, and the search indexer labels records with them.
 */
export const SECTIONS = [
  {id: 'guides', pathPrefix: '/docs', label: 'Guides', cardLabel: 'Guides'},
  {id: 'api', pathPrefix: '/api', label: 'API', cardLabel: 'API reference'},
  {id: 'blog', pathPrefix: '/blog', label: 'Blog', cardLabel: 'Blog'},
] as const;

export type Section = (typeof SECTIONS)[number];
export type SectionId = Section['id'];

/**
 * The section a site path (without base URL; query and hash allowed) belongs to,
 * or null for pages outside every section (home, editor, search).
 */
export function sectionOf(sitePath: string): Section | null {
  const pathname = sitePath.replace(/[?#].*$/, '');
  return (
    SECTIONS.find((section) => pathname === section.pathPrefix || pathname.startsWith(`${section.pathPrefix}/`)) ?? null
  );
}

/** The label of a section id (search result groups, indexer records). */
export function sectionLabel(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)!.label;
}
