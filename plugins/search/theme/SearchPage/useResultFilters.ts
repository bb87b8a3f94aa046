/** The section filter: which section's hits the list shows, and how many hits each section has. */
import {useMemo, useState} from 'react';
import type {DocSearchHit} from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {SectionId} from '@site/src/sections';
import {sectionOfUrl} from '../../client/adapter';

export type Filter = SectionId | 'all';

export function useResultFilters(hits: DocSearchHit[]): {
  filter: Filter;
  setFilter: (filter: Filter) => void;
  counts: ReadonlyMap<SectionId, number>;
  visible: DocSearchHit[];
} {
  const {siteConfig} = useDocusaurusContext();
  const [filter, setFilter] = useState<Filter>('all');

  const counts = useMemo(() => {
    const bySection = new Map<SectionId, number>();
    for (const hit of hits) {
      const section = sectionOfUrl(hit.url, siteConfig.baseUrl);
      if (section) bySection.set(section, (bySection.get(section) ?? 0) + 1);
    }
    return bySection;
  }, [hits, siteConfig.baseUrl]);

  const visible = useMemo(
    () => (filter === 'all' ? hits : hits.filter((hit) => sectionOfUrl(hit.url, siteConfig.baseUrl) === filter)),
    [filter, hits, siteConfig.baseUrl],
  );

  return {filter, setFilter, counts, visible};
}
