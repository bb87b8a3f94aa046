import {describe, expect, it} from 'vitest';

import {announcementBarResetScript} from '../../plugins/announcement-bar-reset';
import {ANNOUNCEMENT, STORAGE_KEYS} from '../../src/constants';

function runWithStorage(initial: Record<string, string>): Record<string, string> {
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
    const stored = {[STORAGE_KEYS.announcementId]: ANNOUNCEMENT.id, [STORAGE_KEYS.announcementDismiss]: 'true'};
    expect(runWithStorage(stored)).toEqual(stored);
  });

  it('drops the dismissal of an earlier announcement', () => {
    expect(
      runWithStorage({[STORAGE_KEYS.announcementId]: 'older', [STORAGE_KEYS.announcementDismiss]: 'true'}),
    ).toEqual({[STORAGE_KEYS.announcementId]: 'older'});
  });

  it('drops a dismissal with no id', () => {
    expect(runWithStorage({[STORAGE_KEYS.announcementDismiss]: 'true'})).toEqual({});
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
