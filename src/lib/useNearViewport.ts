import {useCallback, useState} from 'react';

interface SharedObserver {
  observer: IntersectionObserver;
  callbacks: Map<Element, () => void>;
}

/** One IntersectionObserver per margin, shared by every element that waits with it. */
const observers = new Map<string, SharedObserver>();

function observeOnce(element: Element, rootMargin: string, onNear: () => void): () => void {
  let shared = observers.get(rootMargin);
  if (!shared) {
    const callbacks = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries.filter(({isIntersecting}) => isIntersecting)) {
          observer.unobserve(entry.target);
          const callback = callbacks.get(entry.target);
          callbacks.delete(entry.target);
          callback?.();
        }
      },
      {rootMargin},
    );
    shared = {observer, callbacks};
    observers.set(rootMargin, shared);
  }
  const {observer, callbacks} = shared;
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer.unobserve(element);
  };
}

const itself = (element: Element): Element => element;

/**
 * Whether an element has come within `rootMargin` of the viewport (and stays true
 * once it has), for things too costly to render before they are needed. Put the
 * returned ref on a placeholder; `target` picks the element to watch from it (the
 * placeholder itself by default; keep it a stable function). Without
 * IntersectionObserver, the answer is true at once.
 */
export function useNearViewport<T extends Element>(
  rootMargin: string,
  target: (placeholder: T) => Element | null = itself,
): [ref: (placeholder: T | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (placeholder: T | null) => {
      const watched = placeholder && target(placeholder);
      if (!watched) {
        return undefined;
      }
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      return observeOnce(watched, rootMargin, () => setNear(true));
    },
    [rootMargin, target],
  );
  return [ref, near];
}
