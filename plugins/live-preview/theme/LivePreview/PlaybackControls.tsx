import type {ReactNode} from 'react';
import clsx from 'clsx';

import {PREVIEW} from '../../constants';
import type {PreviewState} from './engine';
import {LoopIcon, PlayIcon, RestartIcon} from './icons';
import type {Phase, Session} from './usePreviewSession';
import styles from './styles.module.css';

function seconds(frame: number, fps: number): string {
  return (frame / fps).toFixed(1);
}

/** Play or pause, restart, the time scrubber and loop: what a player offers. */
export function PlaybackControls({
  phase,
  state,
  session,
  start,
}: {
  phase: Phase;
  state: PreviewState | null;
  /** The running session, read when a control is used. */
  session: () => Session | null;
  start: (autoplay: boolean) => Promise<void>;
}): ReactNode {
  const ready = phase === 'ready' && state?.status === 'ready';
  const paused = state?.paused ?? true;
  const fps = state?.fps ?? PREVIEW.fps;
  const frame = state?.frame ?? 0;
  const duration = state?.duration ?? 0;
  const loop = state?.loop ?? true;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => (ready ? session()?.togglePlayback(paused) : void start(true))}
        disabled={phase === 'loading'}
        aria-label={paused ? 'Play' : 'Pause'}
        title={paused ? 'Play' : 'Pause'}
      >
        <PlayIcon paused={paused} />
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => session()?.restart()}
        disabled={!ready}
        aria-label="Restart"
        title="Restart"
      >
        <RestartIcon />
      </button>
      <input
        type="range"
        className={styles.scrubber}
        min={0}
        max={Math.max(duration, 1)}
        step={1}
        value={Math.min(frame, Math.max(duration, 1))}
        disabled={!ready}
        onChange={(event) => session()?.seek(Number(event.currentTarget.value))}
        aria-label="Time"
        aria-valuetext={`${seconds(frame, fps)} of ${seconds(duration, fps)} seconds`}
      />
      <span className={styles.time} aria-hidden="true">
        {seconds(frame, fps)} / {seconds(duration, fps)} s
      </span>
      <button
        type="button"
        className={clsx(styles.button, loop && styles.active)}
        onClick={() => session()?.setLoop(!loop)}
        disabled={!ready}
        aria-pressed={loop}
        aria-label="Loop"
        title="Loop"
      >
        <LoopIcon />
      </button>
    </>
  );
}
