import {describe, expect, it} from 'vitest';

import {
  announcementBarResetScript,
  colorModeGuardScript,
  DOCUSAURUS_STORAGE_KEYS,
  headGuardScripts,
} from '../../plugins/head-guards';
import {ANNOUNCEMENT} from '../../src/site';

/** Runs a head script in a window that has only this storage (and ignores listeners). */
function runInWindow(script: string, localStorage: unknown): void {
  new Function('window', script)({localStorage, addEventListener: () => undefined});
}

function runColorModeGuard(initial: string | null): string | null {
  const store = new Map<string, string>();
  if (initial !== null) store.set('theme', initial);
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    removeItem: (key: string) => void store.delete(key),
  };
  runInWindow(colorModeGuardScript('theme'), localStorage);
  return store.get('theme') ?? null;
}

describe('colour-mode guard', () => {
  it('keeps a valid stored mode', () => {
    expect(runColorModeGuard('light')).toBe('light');
    expect(runColorModeGuard('dark')).toBe('dark');
    expect(runColorModeGuard(null)).toBeNull();
  });

  it('drops a corrupt stored mode', () => {
    for (const corrupt of ['{not-a-mode', '', 'DARK', '"dark"']) {
      expect(runColorModeGuard(corrupt)).toBeNull();
    }
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => runInWindow(colorModeGuardScript('theme'), throwing)).not.toThrow();
  });
});

function runAnnouncementReset(initial: Record<string, string>): Record<string, string> {
  const store = new Map(Object.entries(initial));
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    removeItem: (key: string) => void store.delete(key),
  };
  runInWindow(announcementBarResetScript(ANNOUNCEMENT.id), localStorage);
  return Object.fromEntries(store);
}

describe('announcement bar reset', () => {
  it('keeps the dismissal of the current announcement', () => {
    const stored = {
      [DOCUSAURUS_STORAGE_KEYS.announcementId]: ANNOUNCEMENT.id,
      [DOCUSAURUS_STORAGE_KEYS.announcementDismiss]: 'true',
    };
    expect(runAnnouncementReset(stored)).toEqual(stored);
  });

  it('drops the dismissal of an earlier announcement', () => {
    expect(
      runAnnouncementReset({
        [DOCUSAURUS_STORAGE_KEYS.announcementId]: 'older',
        [DOCUSAURUS_STORAGE_KEYS.announcementDismiss]: 'true',
      }),
    ).toEqual({[DOCUSAURUS_STORAGE_KEYS.announcementId]: 'older'});
  });

  it('drops a dismissal with no id', () => {
    expect(runAnnouncementReset({[DOCUSAURUS_STORAGE_KEYS.announcementDismiss]: 'true'})).toEqual({});
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => runInWindow(announcementBarResetScript(ANNOUNCEMENT.id), throwing)).not.toThrow();
  });
});

describe('head scripts for the site storage', () => {
  it('use the keys as Docusaurus stores them, with the namespace, in the storage it uses', () => {
    const scripts = headGuardScripts({type: 'sessionStorage', namespace: '-a1b'}, ANNOUNCEMENT.id);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script).toContain('window["sessionStorage"]');
    expect(scripts[0]).toContain('"theme-a1b"');
    expect(scripts[1]).toContain(`"${DOCUSAURUS_STORAGE_KEYS.announcementDismiss}-a1b"`);
    expect(headGuardScripts({type: 'localStorage', namespace: ''})[0]).toContain('"theme"');
  });

  it('are left out when the site stores nothing, and the reset when there is no announcement bar', () => {
    expect(headGuardScripts({type: 'none' as 'localStorage', namespace: ''}, ANNOUNCEMENT.id)).toEqual([]);
    expect(headGuardScripts({type: 'localStorage', namespace: ''})).toHaveLength(1);
  });
});
