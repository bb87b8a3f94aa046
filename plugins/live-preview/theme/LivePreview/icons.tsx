import type {ReactNode} from 'react';

import styles from './styles.module.css';

export function PlayIcon({paused}: {paused: boolean}): ReactNode {
  return paused ? (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" />
    </svg>
  );
}

export function RestartIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d="M12 5V1L7 6l5 5V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" fill="currentColor" />
    </svg>
  );
}

export function LoopIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d="M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z" fill="currentColor" />
    </svg>
  );
}
