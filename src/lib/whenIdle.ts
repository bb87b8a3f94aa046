interface WhenIdleOptions {
  /** An idle callback runs at the latest this long after it was asked for. */
  timeoutMs: number;
  /** Without requestIdleCallback (Safari), the callback runs after this delay instead, with no deadline. */
  fallbackDelayMs: number;
}

/** Runs `callback` in the browser's next idle period (or after a delay where there are none). Returns a cancel. */
export function whenIdle(
  callback: (deadline: IdleDeadline | null) => void,
  {timeoutMs, fallbackDelayMs}: WhenIdleOptions,
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, {timeout: timeoutMs});
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => callback(null), fallbackDelayMs);
  return () => clearTimeout(timer);
}
