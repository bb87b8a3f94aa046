/** The modal's footer: "See all N results", a link to the /search page for the query. */
import {useCallback, type JSX} from 'react';
import Link from '@docusaurus/Link';

import {SEARCH} from '../../constants';
import {useSearchPageLink} from '../../client/hooks';

interface FooterProps {
  state: {query: string; context: Record<string, unknown>};
}

/** `hitCountOf`: a query's hit count, as the modal's search client kept it. */
export function useResultsFooter(
  hitCountOf: (query: string) => number | undefined,
  closeModal: () => void,
): (props: FooterProps) => JSX.Element {
  const searchPageLink = useSearchPageLink();
  return useCallback(
    ({state}: FooterProps) => (
      <Link to={searchPageLink(state.query)} onClick={closeModal}>
        {SEARCH.texts.seeAll.replace('{count}', String(hitCountOf(state.query) ?? state.context.nbHits ?? 0))}
      </Link>
    ),
    [searchPageLink, closeModal, hitCountOf],
  );
}
