import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

import {PREVIEW} from '../../constants';
import type {PreviewSession, PreviewState} from './engine';
import type {SandboxLoss} from './sandboxSession';
import styles from './styles.module.css';

/** The methods a preview calls, whether the scene runs in the page or in a sandboxed frame. */
export type Session = Pick<
  PreviewSession,
  'run' | 'togglePlayback' | 'restart' | 'seek' | 'setLoop' | 'setActive' | 'dispose'
> & {readonly canvas: HTMLElement};

export type Phase = 'idle' | 'loading' | 'ready' | 'failed';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export interface PreviewSessionHandle {
  /** The preview's outer element, watched for when it nears the viewport. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Where the session's canvas is put. */
  stageRef: RefObject<HTMLDivElement | null>;
  sessionRef: RefObject<Session | null>;
  phase: Phase;
  loadError: string | null;
  /** Set when a sandbox was given up; the next edit or Play starts a fresh one. */
  loss: {message: string} | null;
  state: PreviewState | null;
  /** True after hydration, so the server and the first client render agree. */
  mounted: boolean;
  start: (autoplay: boolean) => Promise<void>;
}

/**
 * The scene's player: loads the engine (or the sandbox) when the preview nears the viewport or is played, runs
 * `source` and runs it again a moment after each edit, pauses its loop off screen, and recovers from a lost sandbox.
 */
export function usePreviewSession(
  source: string,
  {sandboxed, baseUrl, startOnView = true}: {sandboxed: boolean; baseUrl: string; startOnView?: boolean},
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<Session | null>(null);
  const startedRef = useRef(false);
  const visibleRef = useRef(false);
  const mountedRef = useRef(true);
  const [phase, setPhase] = useState<Phase>('idle');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loss, setLoss] = useState<{message: string} | null>(null);
  const [state, setState] = useState<PreviewState | null>(null);
  const [mounted, setMounted] = useState(false);
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
        if (startOnView && entry.isIntersecting && !startedRef.current) void start(!prefersReducedMotion());
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
  }, [start, startOnView]);

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

  return {rootRef, stageRef, sessionRef, phase, loadError, loss, state, mounted, start} satisfies PreviewSessionHandle;
}
