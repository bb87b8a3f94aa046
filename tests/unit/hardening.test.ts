import {describe, expect, it, vi} from 'vitest';

import {withSiteRelativePaths} from '../../plugins/debug-aliases';
import {withAtomSelfLink, withJsonFeedUrl, withRssSelfLink} from '../../plugins/blog-feeds';
import {colorModeGuardScript, guardStorageEvent} from '../../plugins/head-guards';
import {decodablePathname} from '../../plugins/malformed-urls/client';
import {COLOR_MODES, DOCUSAURUS_STORAGE_KEYS as STORAGE_KEYS} from '../../plugins/head-guards/modes';

describe('malformed URLs', () => {
  it('are rewritten to a form decodeURI accepts, with the same text', () => {
    for (const pathname of ['/docs/%E0%A4%A', '/api/%ZZ', '/docs/tweening%']) {
      expect(() => decodeURI(pathname)).toThrow(URIError);
      expect(() => decodeURI(decodablePathname(pathname))).not.toThrow();
      expect(decodeURI(decodablePathname(pathname))).toBe(pathname);
    }
    expect(decodablePathname('/docs/caf%C3%A9')).toBe('/docs/caf%C3%A9');
  });
});

describe('corrupt colour mode from another tab', () => {
  function storage(initial: Record<string, string>): Storage {
    const data = new Map(Object.entries(initial));
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: (index) => [...data.keys()][index] ?? null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, value),
    };
  }

  function storageEvent(store: Storage, newValue: string | null) {
    return {
      storageArea: store,
      key: STORAGE_KEYS.colorMode,
      newValue,
      stopImmediatePropagation: vi.fn(),
    } as unknown as StorageEvent & {stopImmediatePropagation: ReturnType<typeof vi.fn>};
  }

  it('drops a value that is not a mode and announces the cleared choice', () => {
    vi.stubGlobal(
      'StorageEvent',
      class {
        constructor(
          public type: string,
          public init: StorageEventInit,
        ) {}
      },
    );
    const store = storage({[STORAGE_KEYS.colorMode]: 'purple'});
    const event = storageEvent(store, 'purple');
    const target = {dispatchEvent: vi.fn()};
    guardStorageEvent(event, store, target as unknown as EventTarget, STORAGE_KEYS.colorMode, COLOR_MODES);
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
    expect(store.getItem(STORAGE_KEYS.colorMode)).toBeNull();
    const [announced] = target.dispatchEvent.mock.calls[0] as [{type: string; init: StorageEventInit}];
    expect(announced.type).toBe('storage');
    expect(announced.init).toMatchObject({key: STORAGE_KEYS.colorMode, newValue: null, storageArea: store});
    vi.unstubAllGlobals();
  });

  it('is what the head script registers, from its own text', () => {
    vi.stubGlobal(
      'StorageEvent',
      class {
        constructor(
          public type: string,
          public init: StorageEventInit,
        ) {}
      },
    );
    const store = storage({});
    const listeners: Array<(event: StorageEvent) => void> = [];
    const page = {
      localStorage: store,
      addEventListener: (type: string, listener: (event: StorageEvent) => void) =>
        type === 'storage' && listeners.push(listener),
      dispatchEvent: vi.fn(),
    };
    new Function('window', colorModeGuardScript())(page);
    expect(listeners).toHaveLength(1);
    store.setItem(STORAGE_KEYS.colorMode, 'purple');
    const event = storageEvent(store, 'purple');
    listeners[0]!(event);
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
    expect(store.getItem(STORAGE_KEYS.colorMode)).toBeNull();
    expect(page.dispatchEvent).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('leaves real modes and removals to Docusaurus', () => {
    for (const value of ['light', 'dark', null]) {
      const store = storage(value ? {[STORAGE_KEYS.colorMode]: value} : {});
      const event = storageEvent(store, value);
      const target = {dispatchEvent: vi.fn()};
      guardStorageEvent(event, store, target as unknown as EventTarget, STORAGE_KEYS.colorMode, COLOR_MODES);
      expect(event.stopImmediatePropagation).not.toHaveBeenCalled();
      expect(target.dispatchEvent).not.toHaveBeenCalled();
      expect(store.getItem(STORAGE_KEYS.colorMode)).toBe(value);
    }
  });
});

describe('debug content', () => {
  it('writes paths inside the site from @site, in keys and values', () => {
    const content = {
      contentPath: '/home/me/site/docs',
      nested: [{source: '/home/me/site/docs/a.mdx', other: '/home/me/site-other/x'}],
      '/home/me/site/blog': {count: 1},
      untouched: 42,
    };
    expect(withSiteRelativePaths(content, '/home/me/site')).toEqual({
      contentPath: '@site/docs',
      nested: [{source: '@site/docs/a.mdx', other: '/home/me/site-other/x'}],
      '@site/blog': {count: 1},
      untouched: 42,
    });
  });
});

describe('blog feeds', () => {
  const rss =
    '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">\n    <channel>\n        <title>T</title>\n    </channel>\n</rss>';
  const atom =
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n    <id>x</id>\n</feed>';

  it('RSS gets an atom:link to itself, with its namespace, once', () => {
    const once = withRssSelfLink(rss, 'https://example.com/blog/rss.xml');
    expect(once).toContain('<rss xmlns:atom="http://www.w3.org/2005/Atom" version="2.0"');
    expect(once).toContain(
      '<channel>\n        <atom:link href="https://example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(withRssSelfLink(once, 'https://example.com/blog/rss.xml')).toBe(once);
  });

  it('Atom gets a self link', () => {
    expect(withAtomSelfLink(atom, 'https://example.com/blog/atom.xml')).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom">\n    <link rel="self" type="application/atom+xml" href="https://example.com/blog/atom.xml"/>',
    );
  });

  it('JSON Feed gets feed_url after home_page_url', () => {
    const json = JSON.stringify({version: 'v', title: 't', home_page_url: 'h', items: []});
    expect(Object.keys(JSON.parse(withJsonFeedUrl(json, 'f')) as object)).toEqual([
      'version',
      'title',
      'home_page_url',
      'feed_url',
      'items',
    ]);
  });
});

describe('library bundles', () => {
  it('lose the build-time import.meta.url', async () => {
    const {default: loader} = (await import('../../plugins/live-preview/import-meta-url-loader.cjs')) as {
      default: (source: string) => string;
    };
    const out = loader('const version = new URL(import.meta.url).searchParams.get("v"); if (import.meta.hot) {}');
    expect(out).toBe('const version = new URL("about:blank").searchParams.get("v"); if (import.meta.hot) {}');
    // A bundle that no longer reads it stops the build, instead of a rule that guards nothing.
    expect(() => loader('export const x = 1;')).toThrow('core no longer reads import.meta.url');
  });
});
