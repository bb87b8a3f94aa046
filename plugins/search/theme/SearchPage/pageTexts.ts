/** The /search page's own texts, shared by its React components and the script that runs before hydration. */

export const HEADING_EMPTY = 'Search the documentation';
export const HEADING_BEFORE_QUERY = 'Search results for “';
export const HEADING_AFTER_QUERY = '”';
export const SEARCHING = 'Searching…';

export function headingText(trimmedQuery: string): string {
  return trimmedQuery ? `${HEADING_BEFORE_QUERY}${trimmedQuery}${HEADING_AFTER_QUERY}` : HEADING_EMPTY;
}
