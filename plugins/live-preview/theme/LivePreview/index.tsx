/**
 * A live preview of a guide example, rendered by the real library in the browser.
 *
 * Nothing heavy is in this file: the compiler, the engine and the library load
 * (as separate chunks) only when the preview scrolls into view or is played,
 * and the editor only when "Edit" is pressed. Until then, and during server
 * rendering, a 16:9 placeholder holds the space.
 */
import React, {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {PREVIEW, SHARE} from '../../constants';
import type {PreviewSession, PreviewState} from './engine';
import type {SandboxLoss} from './sandboxSession';
import type {SharedScene} from '../../share/link';
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

type ShareStatus =
  {state: 'idle'} | {state: 'copied'} | {state: 'shown'; link: string} | {state: 'failed'; message: string};

/** The page a guide preview is on: its main heading and path. */
function currentPage(): SharedScene['from'] {
  const heading = document.querySelector('article h1, main h1')?.textContent?.trim();
  const title = heading || document.title.split(' | ')[0].trim();
  return title ? {title, path: window.location.pathname} : undefined;
}

/** The methods LivePreview calls, whether the scene runs in the page or in a sandboxed frame. */
type Session = Pick<
  PreviewSession,
  'run' | 'togglePlayback' | 'restart' | 'seek' | 'setLoop' | 'setActive' | 'dispose'
> & {readonly canvas: HTMLElement};

type Phase = 'idle' | 'loading' | 'ready' | 'failed';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

function seconds(frame: number, fps: number): string {
  return (frame / fps).toFixed(1);
}

function PlayIcon({paused}: {paused: boolean}) {
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

function RestartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d="M12 5V1L7 6l5 5V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" fill="currentColor" />
    </svg>
  );
}

function LoopIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d="M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z" fill="currentColor" />
    </svg>
  );
}

export default function LivePreview({
  code,
  title,
  children,
  playground = false,
  sandboxed = false,
  share,
  original,
}: LivePreviewProps): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<Session | null>(null);
  const startedRef = useRef(false);
  const visibleRef = useRef(false);
  const mountedRef = useRef(true);
  const [phase, setPhase] = useState<Phase>('idle');
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Set when a sandbox was given up; the next edit or Play starts a fresh one. */
  const [loss, setLoss] = useState<{message: string} | null>(null);
  const [state, setState] = useState<PreviewState | null>(null);
  const [mounted, setMounted] = useState(false);
  const [editing, setEditing] = useState(playground);
  const [source, setSource] = useState(code);
  const [editorKey, setEditorKey] = useState(0);
  const [shareStatus, setShareStatus] = useState<ShareStatus>({state: 'idle'});
  const consoleId = useId();
  const sourceRef = useRef(source);
  const stateRef = useRef(state);
  const lossRef = useRef(loss);
  // Handlers and the engine read the latest values through these refs.
  useEffect(() => {
    sourceRef.current = source;
    stateRef.current = state;
    lossRef.current = loss;
  });

  const start = useCallback(
    async (autoplay: boolean) => {
      if (startedRef.current) return;
      startedRef.current = true;
      setPhase('loading');
      setLoadError(null);
      setLoss(null);
      try {
        let session: Session;
        if (sandboxed) {
          // The page loads only the messenger; library and compiler load inside the frame.
          const {SandboxSession, SANDBOX_LOSS_MESSAGES} = await import(
            /* webpackChunkName: "preview-sandbox" */ './sandboxSession'
          );
          if (!mountedRef.current || !stageRef.current) return;
          // The lost frame is already removed; the reader's code stays, and is never re-run on its own,
          // so a scene that leaves the player at once cannot keep replacing it.
          const onLoss = (lost: SandboxLoss) => {
            if (sessionRef.current !== session) return;
            sessionRef.current = null;
            startedRef.current = false;
            setState(null);
            setPhase('idle');
            setLoss({message: SANDBOX_LOSS_MESSAGES[lost]});
          };
          session = new SandboxSession(baseUrl, setState, onLoss);
        } else {
          const engine = await import(/* webpackChunkName: "preview-engine" */ './engine');
          // Fetch the 2d package while core loads; `run` picks the same (cached) variant.
          void engine.loadLibrary(engine.usesLatex(sourceRef.current)).catch(() => undefined);
          const core = await engine.loadCore();
          if (!mountedRef.current || !stageRef.current) return;
          session = new engine.PreviewSession(core, setState);
        }
        sessionRef.current = session;
        stageRef.current.appendChild(session.canvas);
        session.canvas.classList.add(styles.canvas);
        session.canvas.setAttribute('aria-hidden', 'true');
        session.setActive(visibleRef.current || autoplay);
        setPhase('ready');
        await session.run(sourceRef.current, {autoplay});
      } catch (error) {
        startedRef.current = false;
        setPhase('failed');
        setLoadError(error instanceof Error ? error.message : String(error));
      }
    },
    [sandboxed, baseUrl],
  );

  useEffect(() => {
    mountedRef.current = true;
    // Flips once after hydration, so the server and the first client render show the same placeholder.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMounted(true);
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        visibleRef.current = entry.isIntersecting;
        if (entry.isIntersecting && !startedRef.current) void start(!prefersReducedMotion());
        // Off screen, the player's update loop stops; it resumes where it was.
        sessionRef.current?.setActive(entry.isIntersecting);
      },
      {rootMargin: PREVIEW.rootMargin},
    );
    observer.observe(root);
    return () => {
      mountedRef.current = false;
      observer.disconnect();
      sessionRef.current?.dispose();
      sessionRef.current = null;
    };
  }, [start]);

  // Edits recompile after a short pause in typing; a paused preview stays on its frame.
  const firstSource = useRef(true);
  useEffect(() => {
    if (firstSource.current) {
      firstSource.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const session = sessionRef.current;
      const current = stateRef.current;
      // After a lost sandbox, an edit is the reader asking to run again: in a fresh one.
      if (!session && lossRef.current) void start(true);
      if (!session) return;
      void session.run(source, {autoplay: current ? !current.paused : false, frame: current?.frame ?? 0});
    }, PREVIEW.editDebounceMs);
    return () => window.clearTimeout(timer);
  }, [source, start]);

  const openEditor = () => {
    setEditing(true);
    if (!startedRef.current) void start(false);
  };
  // Reset restores the guide's code; outside the playground it also closes the editor.
  const reset = () => {
    setSource(code);
    setEditorKey((key) => key + 1);
    if (!playground) setEditing(false);
  };

  // "Link copied" goes back to "Share" after a moment.
  useEffect(() => {
    if (shareStatus.state !== 'copied') return;
    const timer = window.setTimeout(() => setShareStatus({state: 'idle'}), SHARE.copiedMs);
    return () => window.clearTimeout(timer);
  }, [shareStatus]);

  const shareCode = async () => {
    const {shareLink} = await import(/* webpackChunkName: "preview-share" */ '../../share/link');
    const scene: SharedScene = share ? {code: source, ...share} : {code: source, from: currentPage(), original: code};
    let link: string;
    try {
      link = await shareLink(scene, window.location.origin, baseUrl);
    } catch (failure) {
      setShareStatus({state: 'failed', message: failure instanceof Error ? failure.message : String(failure)});
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setShareStatus({state: 'copied'});
    } catch {
      // No clipboard (refused, or not a secure context): show the link to copy by hand.
      setShareStatus({state: 'shown', link});
    }
  };

  const ready = phase === 'ready' && state?.status === 'ready';
  const paused = state?.paused ?? true;
  const fps = state?.fps ?? PREVIEW.fps;
  const frame = state?.frame ?? 0;
  const duration = state?.duration ?? 0;
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
      data-frame={frame}
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
          <button
            type="button"
            className={styles.button}
            onClick={() => (ready ? sessionRef.current?.togglePlayback(paused) : void start(true))}
            disabled={phase === 'loading'}
            aria-label={paused ? 'Play' : 'Pause'}
            title={paused ? 'Play' : 'Pause'}
          >
            <PlayIcon paused={paused} />
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => sessionRef.current?.restart()}
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
            onChange={(event) => sessionRef.current?.seek(Number(event.currentTarget.value))}
            aria-label="Time"
            aria-valuetext={`${seconds(frame, fps)} of ${seconds(duration, fps)} seconds`}
          />
          <span className={styles.time} aria-hidden="true">
            {seconds(frame, fps)} / {seconds(duration, fps)} s
          </span>
          <button
            type="button"
            className={clsx(styles.button, (state?.loop ?? true) && styles.active)}
            onClick={() => sessionRef.current?.setLoop(!(state?.loop ?? true))}
            disabled={!ready}
            aria-pressed={state?.loop ?? true}
            aria-label="Loop"
            title="Loop"
          >
            <LoopIcon />
          </button>
          <span className={styles.spacer} />
          {editing ? (
            <>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={reset}
                disabled={playground && source === code}
              >
                Reset
              </button>
              {original && (
                <button
                  type="button"
                  className="button button--sm button--secondary"
                  onClick={() => {
                    setSource(original.code);
                    setEditorKey((key) => key + 1);
                  }}
                  disabled={source === original.code}
                  title={`Load the original code from ${original.label}`}
                >
                  Original
                </button>
              )}
              <button
                type="button"
                className="button button--sm button--primary"
                onClick={() => void shareCode()}
                aria-describedby={shareStatus.state === 'idle' ? undefined : `${consoleId}-share`}
                data-share-state={shareStatus.state}
              >
                {shareStatus.state === 'copied' ? 'Link copied' : 'Share'}
              </button>
            </>
          ) : (
            <button type="button" className="button button--sm button--primary" onClick={openEditor}>
              Edit
            </button>
          )}
        </div>
        <div id={`${consoleId}-share`} aria-live="polite">
          {shareStatus.state === 'copied' && (
            <span className={styles.visuallyHidden}>Link copied to the clipboard.</span>
          )}
          {shareStatus.state === 'shown' && (
            <label className={styles.shareBox}>
              <span>The clipboard is not available here. Copy this link:</span>
              <input
                type="text"
                readOnly
                value={shareStatus.link}
                onFocus={(event) => event.currentTarget.select()}
                className={styles.shareLink}
                data-share-link=""
              />
            </label>
          )}
          {shareStatus.state === 'failed' && (
            <p className={styles.shareBox} role="alert">
              {shareStatus.message}
            </p>
          )}
        </div>
        {(playground || (state?.logs.length ?? 0) > 0) && (
          <div className={styles.console}>
            <div className={styles.consoleTitle} id={`${consoleId}-title`}>
              Console
            </div>
            {/* The log role belongs on a container: on the <ol> it would replace the list's own role. */}
            <div role="log" aria-labelledby={`${consoleId}-title`} className={styles.logs}>
              <ol className={styles.logList}>
                {(state?.logs ?? []).map((log, index) => (
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
        )}
        {loss && (
          <div className={styles.error} role="alert" data-sandbox-loss="">
            <strong>{loss.message}</strong> Your code is still in the editor: edit it, or press Play to run it in a new
            player.
          </div>
        )}
        {error && (
          <div className={styles.error} role="alert">
            <strong>{state?.status === 'ready' ? 'Not updated: ' : 'The preview could not run: '}</strong>
            <pre>{error}</pre>
          </div>
        )}
      </figure>
    </div>
  );
}
