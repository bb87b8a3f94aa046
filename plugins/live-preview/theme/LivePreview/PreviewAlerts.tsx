/** What stopped the preview, under the player: a sandbox that was replaced, or an error of the code. */
import React, {type ReactNode} from 'react';

import styles from './styles.module.css';

export interface PreviewAlertsProps {
  loss: {message: string} | null;
  error: string | null;
  /** Whether a frame was drawn before the error, which then only kept the last version from updating. */
  wasRunning: boolean;
}

export function PreviewAlerts({loss, error, wasRunning}: PreviewAlertsProps): ReactNode {
  return (
    <>
      {loss && (
        <div className={styles.error} role="alert" data-sandbox-loss="">
          <strong>{loss.message}</strong> Your code is still in the editor: edit it, or press Play to run it in a new
          player.
        </div>
      )}
      {error && (
        <div className={styles.error} role="alert">
          <strong>{wasRunning ? 'Not updated: ' : 'The preview could not run: '}</strong>
          <pre>{error}</pre>
        </div>
      )}
    </>
  );
}
