import type {ReactNode} from 'react';
import clsx from 'clsx';

import type {PreviewState} from './engine';
import styles from './styles.module.css';

/** The scene's log messages, with their time and level. */
export function PreviewConsole({id, logs}: {id: string; logs: PreviewState['logs']}): ReactNode {
  return (
    <div className={styles.console}>
      <div className={styles.consoleTitle} id={id}>
        Console
      </div>
      {/* The log role belongs on a container: on the <ol> it would replace the list's own role. */}
      <div role="log" aria-labelledby={id} className={styles.logs}>
        <ol className={styles.logList}>
          {logs.map((log, index) => (
            <li key={index} className={clsx(styles.log, styles[`log-${log.level}`])}>
              <span className={styles.logTime}>{log.time.toFixed(2)} s</span>
              <span className={styles.logLevel}>{log.level}</span>
              <span>{log.message}</span>
              {log.object && <code className={styles.logObject}>{log.object}</code>}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
