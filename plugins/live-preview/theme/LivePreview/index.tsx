/**
 * A live preview of a guide example, rendered by the real library in the browser.
 *
 * Nothing heavy is in this file: the compiler, the engine and the library load
 * (as separate chunks) only when the preview scrolls into view or is played,
 * and the editor only when "Edit" is pressed. Until then, and during server
 * rendering, a 16:9 placeholder holds the space. The player's life is in
 * usePreviewSession, Share in useShareLink.
 */
import React, {lazy, Suspense, useCallback, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {PREVIEW} from '../../constants';
import type {SharedScene} from '../../share/link';
import {EditControls} from './EditControls';
import {PlayIcon} from './icons';
import {PlaybackControls} from './PlaybackControls';
import {PreviewAlerts} from './PreviewAlerts';
import {PreviewConsole} from './PreviewConsole';
import {ShareMessage} from './ShareMessage';
import {usePreviewSession} from './usePreviewSession';
import {useShareLink} from './useShareLink';
import styles from './styles.module.css';

const Editor = lazy(() => import(/* webpackChunkName: "preview-editor" */ './Editor'));

export interface LivePreviewProps {
  /** The example's source, as written in the guide. */
  code: string;
  /** The fence title, e.g. `src/scenes/example.tsx`. */
  title?: string;
  /** The highlighted code block shown while not editing. */
  children?: ReactNode;
  /** Playground mode: the editor is open from the start and the layout is wider. */
  playground?: boolean;
  /** Start on the Play button only, not when the preview comes into view. */
  clickToPlay?: boolean;
  /** Run the code in a sandboxed frame (code from share links), not in the page. */
  sandboxed?: boolean;
  /**
   * What a Share link says about where the code came from. By default: this page (its
   * heading and path) and `code` as the original; the shared playground passes the link's own.
   */
  share?: Pick<SharedScene, 'from' | 'original'>;
  /** Offers this code next to Reset (the guide's original, in a shared playground). */
  original?: {code: string; label: string};
}

/** The page a guide preview is on: its main heading and path. */
function currentPage(): SharedScene['from'] {
  const heading = document.querySelector('article h1, main h1')?.textContent?.trim();
  const title = heading || document.title.split(' | ')[0].trim();
  return title ? {title, path: window.location.pathname} : undefined;
}

export default function LivePreview({
  code,
  title,
  children,
  playground = false,
  clickToPlay = false,
  sandboxed = false,
  share,
  original,
}: LivePreviewProps): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [editing, setEditing] = useState(playground);
  const [source, setSource] = useState(code);
  const [editorKey, setEditorKey] = useState(0);
  const consoleId = useId();
  const {rootRef, stageRef, sessionRef, phase, loadError, loss, state, mounted, start} = usePreviewSession(source, {
    sandboxed,
    baseUrl,
    startOnView: !clickToPlay,
  });
  const sharedScene = useCallback(
    (): SharedScene => (share ? {code: source, ...share} : {code: source, from: currentPage(), original: code}),
    [share, source, code],
  );
  const {shareStatus, shareCode} = useShareLink(sharedScene, baseUrl);

  const openEditor = () => {
    setEditing(true);
    void start(false);
  };
  // Reset restores the guide's code; outside the playground it also closes the editor.
  const reset = () => {
    setSource(code);
    setEditorKey((key) => key + 1);
    if (!playground) setEditing(false);
  };
  const loadOriginal = (originalCode: string) => {
    setSource(originalCode);
    setEditorKey((key) => key + 1);
  };

  const paused = state?.paused ?? true;
  const error = loadError ?? state?.error ?? null;
  const label = title ? `Live preview of ${title}` : 'Live preview';

  const codeView =
    editing && mounted ? (
      <Suspense fallback={children}>
        <Editor
          key={editorKey}
          value={source}
          onChange={setSource}
          label={title ? `Code of ${title}` : 'Example code'}
        />
      </Suspense>
    ) : (
      children
    );

  return (
    <div
      ref={rootRef}
      className={clsx(styles.livePreview, playground && styles.playground)}
      data-live-preview=""
      data-status={phase === 'ready' ? (state?.status ?? 'loading') : phase}
      data-paused={String(paused)}
      data-frame={state?.frame ?? 0}
    >
      <div className={styles.code}>{codeView}</div>
      <figure className={styles.figure} aria-label={label}>
        <div ref={stageRef} className={styles.stage} style={{background: PREVIEW.background}}>
          {phase !== 'ready' && (
            <button
              type="button"
              className={styles.placeholder}
              onClick={() => void start(true)}
              disabled={phase === 'loading'}
              aria-label={phase === 'loading' ? 'Loading preview' : 'Play preview'}
            >
              {phase === 'loading' ? <span className={styles.spinner} aria-hidden="true" /> : <PlayIcon paused />}
            </button>
          )}
        </div>
        <div className={styles.controls} role="group" aria-label="Preview controls">
          <PlaybackControls phase={phase} state={state} session={() => sessionRef.current} start={start} />
          <span className={styles.spacer} />
          <EditControls
            editing={editing}
            playground={playground}
            code={code}
            source={source}
            original={original}
            shareStatus={shareStatus}
            shareMessageId={`${consoleId}-share`}
            onEdit={openEditor}
            onReset={reset}
            onLoadOriginal={loadOriginal}
            onShare={() => void shareCode()}
          />
        </div>
        <ShareMessage id={`${consoleId}-share`} status={shareStatus} />
        {(playground || (state?.logs.length ?? 0) > 0) && (
          <PreviewConsole id={`${consoleId}-title`} logs={state?.logs ?? []} />
        )}
        <PreviewAlerts loss={loss} error={error} wasRunning={state?.status === 'ready'} />
      </figure>
    </div>
  );
}
