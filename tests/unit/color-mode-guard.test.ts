import {describe, expect, it} from 'vitest';

import {colorModeGuardScript} from '../../plugins/color-mode-guard';

function runWithStorage(initial: string | null): string | null {
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
    expect(runWithStorage('light')).toBe('light');
    expect(runWithStorage('dark')).toBe('dark');
    expect(runWithStorage(null)).toBeNull();
  });

  it('drops a corrupt stored mode', () => {
    for (const corrupt of ['{not-a-mode', '', 'DARK', '"dark"']) {
      expect(runWithStorage(corrupt)).toBeNull();
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
