import { describe, expect, it } from 'vitest';
import { browserLanguage } from './preferences.ts';

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
