/** Does a query name a record: its section, its item and member together, or a guide page and heading together? */
import type {RecordFacts} from './recordFacts';

/**
 * Does the query name a guide section by its page and its heading together? "vite plugin options" names the Options
 * section of the Vite plugin reference, as "rect radius" names a member of Rect.
 */
export function namesGuideSection(facts: RecordFacts, id: number, queryTopic: ReadonlySet<string>): boolean {
  const names = facts.sectionNames[id];
  if (!names || names.heading.size === 0) return false;
  let fromTitle = 0;
  for (const word of queryTopic)
    if (!names.heading.has(word)) {
      if (!names.title.has(word)) return false;
      fromTitle++;
    }
  return fromTitle > 0 && [...names.heading].every((word) => queryTopic.has(word));
}

/**
 * Does the query name this section as item and heading together? "rect radius" and "Rect.radius" name the `radius`
 * section of the page titled Rect; "Txt fontSize" names the `fontSize` member of Layout, which Txt inherits.
 */
export function isQualifiedName(facts: RecordFacts, id: number, exactName: string): boolean {
  const heading = facts.normalizedHeadings[id];
  if (!heading || !exactName.endsWith(heading)) return false;
  const item = exactName.slice(0, exactName.length - heading.length);
  const doc = facts.docs[id];
  return item === facts.normalizedTitles[id] || (doc.member && (facts.heirsByPath.get(doc.path)?.has(item) ?? false));
}

/** Does the query name this record's section: its heading as a word of the query, or item and member together? */
export function namesSection(facts: RecordFacts, id: number, exactName: string, words: readonly string[]): boolean {
  const heading = facts.normalizedHeadings[id];
  if (!heading) return false;
  return heading === exactName || words.includes(heading) || isQualifiedName(facts, id, exactName);
}
