import {describe, expect, it} from 'vitest';

import {announcementBarResetScript, colorModeGuardScript, DOCUSAURUS_STORAGE_KEYS} from '../../plugins/head-guards';
import {ANNOUNCEMENT} from '../../src/site';

function runColorModeGuard(initial: string | null): string | null {
  const store = new Map<string, string>();
  if (initial !== null) store.set('theme', initial);
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    removeItem: (key: string) => void store.delete(key),
  };
  new Function('localStorage', colorModeGuardScript('theme'))(localStorage);
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
    expect(() => new Function('localStorage', colorModeGuardScript('theme'))(throwing)).not.toThrow();
  });
});

function runAnnouncementReset(initial: Record<string, string>): Record<string, string> {
  const store = new Map(Object.entries(initial));
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    removeItem: (key: string) => void store.delete(key),
  };
  new Function('localStorage', announcementBarResetScript())(localStorage);
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
    expect(() => new Function('localStorage', announcementBarResetScript())(throwing)).not.toThrow();
  });
});
