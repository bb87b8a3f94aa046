/** The index's fields: what each holds of a record, and how a match in one is reported. */
import type {SearchDoc} from '../schema';
import type {SearchField} from './types';

/**
 * The index's fields: `nameParts` holds the camelCase parts of a compound title ("draw", "round", "rect" of
 * drawRoundRect), apart from `title`'s whole words, so a word that is only part of a name weighs less than a name.
 * A hit found through it is reported as found by its title.
 */
export type IndexField = SearchField | 'nameParts';
export const FIELDS: IndexField[] = ['title', 'nameParts', 'keywords', 'heading', 'content'];
/** Fields whose match says what a record is about, not only that it mentions the words. */
export const TOPIC_FIELDS: ReadonlySet<string> = new Set<IndexField>(['title', 'keywords', 'heading']);

/** A record's own heading: its deepest one ('' for a page). */
export function headingOf(doc: SearchDoc): string {
  return doc.lvl3 ?? doc.lvl2 ?? '';
}

export function fieldValue(doc: SearchDoc, field: string): string | number {
  if (field === 'id') return doc.id;
  if (field === 'title' || field === 'nameParts') return doc.title;
  if (field === 'keywords') return doc.keywords;
  if (field === 'heading') return headingOf(doc);
  return doc.content;
}

/** The fields a MiniSearch match (term → fields) was found in, as the engine reports them. */
export function matchedFields(match: Record<string, string[]>): Set<SearchField> {
  return new Set(
    (Object.values(match).flat() as IndexField[]).map((field) => (field === 'nameParts' ? 'title' : field)),
  );
}
