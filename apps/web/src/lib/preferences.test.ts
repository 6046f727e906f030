import { describe, expect, it, vi } from 'vitest';
import { browserLanguage, markLanguageUnsaved, storedCurrency, unsavedLanguage, withNothingStored } from './preferences.ts';

describe('the language before anyone chooses', () => {
  it("is the first of the browser's languages the app speaks", () => {
    expect(browserLanguage(['ja-JP', 'en-US'])).toBe('ja');
    expect(browserLanguage(['en-GB', 'ja'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'en'])).toBe('en');
    expect(browserLanguage(['zh-HK'])).toBe('zh-TW');
    expect(browserLanguage(['zh'])).toBe('zh-TW');
  });

  it('is zh-TW when the browser speaks none of them', () => {
    expect(browserLanguage(['fr-FR', 'de'])).toBe('zh-TW');
    expect(browserLanguage([])).toBe('zh-TW');
  });
});

describe('a language chosen but not yet saved on the user', () => {
  it('is kept until the server confirms it, and only a known language counts', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    try {
      expect(unsavedLanguage()).toBeNull();
      markLanguageUnsaved('en');
      expect(unsavedLanguage()).toBe('en');
      markLanguageUnsaved(null);
      expect(unsavedLanguage()).toBeNull();
      items.set('chorus.language.unsaved', 'fr');
      expect(unsavedLanguage()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a choice as it reads with nothing stored (what a server draw and the hydration over it use)', () => {
  it("ignores this browser's storage while read, and reads it again after", () => {
    const items = new Map<string, string>([['chorus.currency', 'JPY']]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null });
    try {
      expect(storedCurrency()).toBe('JPY');
      expect(withNothingStored(storedCurrency)).not.toBe('JPY');
      expect(storedCurrency()).toBe('JPY');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
