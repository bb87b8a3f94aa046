/** What the page says when a query finds nothing: suggested queries, and where to report the missing page. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {missingResultsUrl, SEARCH} from '../../constants';
import {useSearchPageLink} from '../../client/hooks';
import styles from './styles.module.css';

export function NoResults({query}: {query: string}): ReactNode {
  const searchPageLink = useSearchPageLink();
  return (
    <div className={styles.status}>
      <p className={styles.statusTitle}>
        {SEARCH.texts.noResults} “<strong>{query}</strong>”
      </p>
      <p>
        {SEARCH.texts.suggestedQuery}:{' '}
        {SEARCH.suggestions.map((suggestion, i) => (
          <React.Fragment key={suggestion}>
            {i > 0 && ', '}
            <Link to={searchPageLink(suggestion)}>{suggestion}</Link>
          </React.Fragment>
        ))}
      </p>
      <p>
        {SEARCH.texts.reportMissing} <Link href={missingResultsUrl(query)}>{SEARCH.texts.reportMissingLink}</Link>
      </p>
    </div>
  );
}
