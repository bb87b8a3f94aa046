import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type whenInViewType from '../../plugins/idle-prefetch/whenInView';

/** A stand-in IntersectionObserver that records its instances and lets the test report entries. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
  report(target: Element, isIntersecting: boolean): void {
    const entry = {target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0} as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const element = (name: string) => ({name}) as unknown as Element;

describe('whenInView (one observer for every link)', () => {
  let whenInView: typeof whenInViewType;
  beforeEach(async () => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // A fresh module each time: the shared observer is made on first use.
    vi.resetModules();
    whenInView = (await import('../../plugins/idle-prefetch/whenInView')).default;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shares one observer and runs each callback once, when its element comes into view', () => {
    const seen: string[] = [];
    const a = element('a');
    const b = element('b');
    whenInView(a, () => seen.push('a'));
    whenInView(b, () => seen.push('b'));
    expect(FakeObserver.instances).toHaveLength(1);
    const [observer] = FakeObserver.instances;
    observer.report(a, false);
    expect(seen).toEqual([]);
    observer.report(a, true);
    observer.report(a, true);
    expect(seen).toEqual(['a']);
    expect([...observer.observed]).toEqual([b]);
  });

  it('keeps the latest registration of an element, which only its own handle cancels', () => {
    const seen: string[] = [];
    const a = element('a');
    const first = whenInView(a, () => seen.push('first render'));
    const second = whenInView(a, () => seen.push('second render'));
    first.disconnect();
    const [observer] = FakeObserver.instances;
    observer.report(a, true);
    expect(seen).toEqual(['second render']);
    whenInView(a, () => seen.push('third render')).disconnect();
    observer.report(a, true);
    expect(seen).toEqual(['second render']);
    second.disconnect();
  });
});
