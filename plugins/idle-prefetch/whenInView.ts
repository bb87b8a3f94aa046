/** What a link keeps, to stop waiting when it unmounts (the shape of an observer, as core's Link expects). */
export interface ViewportWatch {
  disconnect(): void;
}

const pending = new WeakMap<Element, () => void>();
let sharedObserver: IntersectionObserver | undefined;

function onEntries(entries: IntersectionObserverEntry[], observer: IntersectionObserver): void {
  for (const entry of entries) {
    if (entry.isIntersecting || entry.intersectionRatio > 0) {
      const callback = pending.get(entry.target);
      pending.delete(entry.target);
      observer.unobserve(entry.target);
      callback?.();
    }
  }
}

/**
 * Runs `callback` once, the first time `element` comes into view. Core's Link made an
 * IntersectionObserver per link (and another on each re-render, without dropping the
 * last): an API page commits about 470 links at once, and making their observers was
 * most of hydration's longest task. All links now share one observer.
 */
export default function whenInView(element: Element, callback: () => void): ViewportWatch {
  sharedObserver ??= new IntersectionObserver(onEntries);
  const observer = sharedObserver;
  pending.set(element, callback);
  observer.observe(element);
  return {
    disconnect() {
      // A re-render registers the element again; only the latest registration may cancel it.
      if (pending.get(element) === callback) {
        pending.delete(element);
        observer.unobserve(element);
      }
    },
  };
}
