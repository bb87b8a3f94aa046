/** How many hits the list shows: one page more at each "Show more", one page again for each new search. */
import {useCallback, useState} from 'react';

import {SEARCH} from '../../constants';

export function useShownCount(): {shown: number; showMore: () => void; showFirstPage: () => void} {
  const [shown, setShown] = useState<number>(SEARCH.pageSize);
  const showMore = useCallback(() => setShown((count) => count + SEARCH.pageSize), []);
  const showFirstPage = useCallback(() => setShown(SEARCH.pageSize), []);
  return {shown, showMore, showFirstPage};
}
