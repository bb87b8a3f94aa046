/** The page's query, kept in step with the URL's `q` both ways. */
import {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

import {SEARCH} from '../../constants';

function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(SEARCH.queryParam) ?? '';
}

/** The query, and what to call as the visitor types: it sets the query and puts it in the URL. */
export function useSearchQueryFromUrl(): [query: string, onInput: (value: string) => void] {
  const history = useHistory();
  const location = useLocation();
  const [query, setQuery] = useState('');

  // The URL is the source of the query: on load, on back/forward, on links from the modal.
  useEffect(() => {
    // The location is outside React's state: mirror it when it changes (load, back/forward, modal links).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(queryFromSearch(location.search));
  }, [location.search]);

  function onInput(value: string) {
    setQuery(value);
    const search = value ? `?${SEARCH.queryParam}=${encodeURIComponent(value)}` : '';
    // replace, not push: typing should not fill the back button with one entry per letter.
    history.replace({pathname: location.pathname, search, hash: ''});
  }

  return [query, onInput];
}
