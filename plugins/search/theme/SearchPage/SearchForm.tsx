/** The search box: a real GET form, so without JavaScript it loads this page with the query. */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {SEARCH} from '../../constants';
import styles from './styles.module.css';

export function SearchForm({query, onInput}: {query: string; onInput: (value: string) => void}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // With JavaScript, results follow typing: submitting does nothing more.
  return (
    <form
      className={styles.form}
      role="search"
      action={`${siteConfig.baseUrl}${SEARCH.pagePath}`}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <input
        type="search"
        name={SEARCH.queryParam}
        className={styles.input}
        placeholder={SEARCH.placeholder}
        aria-label={SEARCH.placeholder}
        value={query}
        onChange={(event) => onInput(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        data-search-input
        suppressHydrationWarning
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}
