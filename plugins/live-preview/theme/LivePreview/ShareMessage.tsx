import type {ReactNode} from 'react';

import type {ShareStatus} from './useShareLink';
import styles from './styles.module.css';

/** What Share did, announced politely: copied, the link to copy by hand, or why it failed. */
export function ShareMessage({id, status}: {id: string; status: ShareStatus}): ReactNode {
  return (
    <div id={id} aria-live="polite">
      {status.state === 'copied' && <span className={styles.visuallyHidden}>Link copied to the clipboard.</span>}
      {status.state === 'shown' && (
        <label className={styles.shareBox}>
          <span>The clipboard is not available here. Copy this link:</span>
          <input
            type="text"
            readOnly
            value={status.link}
            onFocus={(event) => event.currentTarget.select()}
            className={styles.shareLink}
            data-share-link=""
          />
        </label>
      )}
      {status.state === 'failed' && (
        <p className={styles.shareBox} role="alert">
          {status.message}
        </p>
      )}
    </div>
  );
}
