/** How far outside the viewport a code block may be and still get its buttons (one screen ahead). */
const MARGIN = '100% 0px';

const callbacks = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/**
 * Calls `onNear` once, when `element` comes within a screen of the viewport; one
 * shared observer serves every code block. Returns the clean-up for a ref callback.
 * Without IntersectionObserver, `onNear` runs at once.
 */
export function observeNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          observer?.unobserve(entry.target);
          const callback = callbacks.get(entry.target);
          callbacks.delete(entry.target);
          callback?.();
        }
      }
    },
    {rootMargin: MARGIN},
  );
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}
