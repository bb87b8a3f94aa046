import {describe, expect, it} from 'vitest';

import {SEARCH} from '../../plugins/search/constants';
import type {SearchManifest, SerializedIndex} from '../../plugins/search/client/schema';
import {RELEVANCE_SET} from '../../plugins/search/relevance';
import {readBuildFile} from './support';

/**
 * The relevance set's answers are pages and sections of this build: a renamed page or heading would otherwise turn
 * a query into a miss that no ranking can fix, and skew the bench's figures.
 */
describe('the search relevance set', () => {
  const manifest = JSON.parse(readBuildFile(SEARCH.manifestPath)) as SearchManifest;
  const index = JSON.parse(readBuildFile(manifest.index)) as SerializedIndex;
  const pages = new Set(index.pages.map(([url]) => url));
  const sections = new Set(index.records.map(([page, , anchor]) => `${index.pages[page][0]}#${anchor}`));

  it('answers every query with a page or section the index holds', () => {
    const missing = [...RELEVANCE_SET.tuned, ...RELEVANCE_SET.heldOut].flatMap(({query, answers}) =>
      answers
        .filter((answer) => (answer.includes('#') ? !sections.has(answer) : !pages.has(answer)))
        .map((answer) => `"${query}": ${answer}`),
    );
    expect(missing).toEqual([]);
  });
});
