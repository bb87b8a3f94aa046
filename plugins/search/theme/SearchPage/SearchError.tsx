/** What the page says when the search could not run (the index or the hosted service unreachable). */
import type {ReactNode} from 'react';

import {searchErrorTexts} from '../../client/config';
import {useSearchConfig} from '../../client/hooks';
import styles from './styles.module.css';

export function SearchError(): ReactNode {
  const errorTexts = searchErrorTexts(useSearchConfig().mode);
  return (
    <div className={styles.status} role="alert">
      <p className={styles.statusTitle}>{errorTexts.title}</p>
      <p>{errorTexts.help}</p>
    </div>
  );
}
