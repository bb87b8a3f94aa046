/** Scoring: how much a record's score is multiplied by for how the query names it. */
import {SEARCH} from '../../constants';
import {isQualifiedName, namesGuideSection, namesSection} from './naming';
import type {ParsedQuery} from './parseQuery';
import type {RecordFacts} from './recordFacts';

export function recordBoost(facts: RecordFacts, id: number, {words, exactName, topic}: ParsedQuery): number {
  const doc = facts.docs[id];
  // An exact API name ("Rect", "tween") puts its page first, then that page's sections.
  if (isQualifiedName(facts, id, exactName)) return SEARCH.exactTitleBoost * 2;
  // A guide section headed with the query's words ("Images", "Springs"). Not the glossary's entries: their
  // terms already lead to the guides they link to.
  if (!doc.member && doc.level > 1 && facts.normalizedHeadings[id] === exactName && doc.path !== SEARCH.glossary.path)
    return SEARCH.exactTitleBoost;
  if (namesGuideSection(facts, id, topic)) return SEARCH.sectionNameBoost;
  const named = doc.member && namesSection(facts, id, exactName, words);
  const memberFactor = doc.member && !named ? SEARCH.unnamedMemberFactor : 1;
  if (facts.normalizedTitles[id] !== exactName) return memberFactor;
  return (doc.level === 1 ? SEARCH.exactTitleBoost * 2 : SEARCH.exactTitleBoost) * memberFactor;
}
