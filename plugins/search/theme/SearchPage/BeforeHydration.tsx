/**
 * The page's HTML is the same for every query, and the app starts after the first paint: these show the URL's query
 * at once, before React takes the page over.
 */
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {SEARCH} from '../../constants';
import {HEADING_AFTER_QUERY, HEADING_BEFORE_QUERY, SEARCHING} from './pageTexts';
import styles from './styles.module.css';

/**
 * Runs as the HTML is parsed and shows the URL's query (heading, input, "Searching…"). Text only, never HTML. React
 * then takes the page over as it is; the heading and the input follow its state from then on.
 */
const SHOW_QUERY_BEFORE_HYDRATION = `(function(){try{var q=new URLSearchParams(location.search).get(${JSON.stringify(
  SEARCH.queryParam,
)});if(!q||!q.trim())return;var h=document.querySelector('[data-search-heading]');if(h)h.textContent=${JSON.stringify(
  HEADING_BEFORE_QUERY,
)}+q.trim()+${JSON.stringify(HEADING_AFTER_QUERY)};var i=document.querySelector('[data-search-input]');if(i)i.value=q;var p=document.querySelector('[data-search-pending]');if(p)p.hidden=false}catch(e){}})();`;

/** "Searching…" in the static HTML, hidden until the script shows it; gone once the app runs. */
export function SearchingBeforeHydration(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser) return null;
  return (
    <p className={styles.status} data-search-pending hidden suppressHydrationWarning>
      {SEARCHING}
    </p>
  );
}

export function ShowQueryBeforeHydration(): ReactNode {
  return <script dangerouslySetInnerHTML={{__html: SHOW_QUERY_BEFORE_HYDRATION}} />;
}
