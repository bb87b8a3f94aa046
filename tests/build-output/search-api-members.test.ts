import {describe, expect, it} from 'vitest';

import {SEARCH} from '../../plugins/search/constants';
import {searchLocal, toSiteRelativeUrl} from '../../plugins/search/client/adapter';
import {createEngine} from '../../plugins/search/client/engine';
import {RECORD_FLAGS, type SearchManifest, type SerializedIndex} from '../../plugins/search/client/schema';
import {readBuildFile} from './support';

/**
 * The most common look-up in a reference: an item and one of its members, as "Rect radius" or "Rect.radius". Every
 * member of the built reference must come up in the first three hits the modal shows, so a ranking change cannot
 * lose some of them unnoticed. Boilerplate sections (constructors) get no hits unless named, and are left out.
 */
describe('API member look-ups on the built index', () => {
  const manifest = JSON.parse(readBuildFile(SEARCH.manifestPath)) as SearchManifest;
  const index = JSON.parse(readBuildFile(manifest.index)) as SerializedIndex;
  const engine = createEngine(index);
  const members = index.records.filter(
    ([, , anchor, , , , flags]) =>
      anchor !== '' && (flags & RECORD_FLAGS.member) !== 0 && (flags & RECORD_FLAGS.boilerplate) === 0,
  );

  it('finds every member, named with its item, in the first three hits', () => {
    expect(members.length).toBeGreaterThan(1000);
    const missed: string[] = [];
    for (const [page, , anchor] of members) {
      const [url, title] = index.pages[page];
      // Generic items are titled with their parameters ("Signal<T>"); readers type the name alone.
      const item = title.replace(/<.*>$/, '');
      for (const query of [`${item} ${anchor}`, `${item}.${anchor}`]) {
        const shown = searchLocal(engine, {indexName: SEARCH.localIndexName, query}, {visibleOnly: true})
          .hits.slice(0, 3)
          .map((hit) => toSiteRelativeUrl(hit.url));
        if (!shown.includes(`${url}#${anchor}`)) missed.push(`"${query}": ${shown.join(', ')}`);
      }
    }
    expect(missed).toEqual([]);
  });
});
