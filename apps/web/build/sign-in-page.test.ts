import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signInKeys, type SignInTexts } from '../src/features/auth/sign-in/sign-in-keys.ts';
import { fillTexts, pickTexts } from './sign-in-page.ts';

const locale = (language: string) => (namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as unknown;
const loginHtml = readFileSync(new URL('../login.html', import.meta.url), 'utf8');
const mainScript = readFileSync(new URL('../src/features/auth/sign-in/main.ts', import.meta.url), 'utf8');

describe('pickTexts', () => {
  it('finds every text of the sign-in page in every language, and only those', () => {
    for (const language of ['zh-TW', 'ja', 'en']) {
      const texts = pickTexts(locale(language));
      expect(Object.keys(texts).sort(), language).toEqual([...signInKeys].sort());
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
    expect(pickTexts(locale('en'))['common:login.submit']).toBe('Sign in');
    expect(pickTexts(locale('zh-TW'))['messages:validation.passwordRequired']).toBe('請輸入密碼');
  });

  it('stops the build when a text is missing', () => {
    expect(() => pickTexts((namespace) => (namespace === 'common' ? { login: {} } : {}))).toThrow(/no text for common:login\.title/);
  });
});

describe('fillTexts', () => {
  const texts = { 'common:login.title': '<登入> & "more"', 'common:password.show': '顯示密碼' } as SignInTexts;

  it('writes a text into each empty marked element and each marked accessible name, escaped', () => {
    expect(fillTexts('<h1 class="a" data-t="common:login.title"></h1>', texts)).toBe(
      '<h1 class="a" data-t="common:login.title">&lt;登入&gt; &amp; &quot;more&quot;</h1>',
    );
    expect(fillTexts('<button type="button" data-t-aria-label="common:password.show">', texts)).toBe(
      '<button type="button" data-t-aria-label="common:password.show" aria-label="顯示密碼">',
    );
    // data-testid is not a text mark.
    expect(fillTexts('<p data-testid="x"></p>', texts)).toBe('<p data-testid="x"></p>');
  });

  it('stops the build at a mark naming no text of the page', () => {
    expect(() => fillTexts('<p data-t="common:home.title"></p>', texts)).toThrow(/common:home\.title is not one of/);
  });
});

describe('login.html', () => {
  it('gets every mark filled in zh-TW', () => {
    const filled = fillTexts(loginHtml, pickTexts(locale('zh-TW')));
    expect(filled).toContain('<h1 data-t="common:login.title">登入</h1>');
    expect(filled).toContain('aria-label="顯示密碼"');
    expect(filled).not.toMatch(/data-t="[^"]+"><\//);
  });

  it('uses every text it carries (in its markup or its script): no text travels for nothing', () => {
    for (const key of signInKeys) {
      const used =
        loginHtml.includes(`"${key}"`) || mainScript.includes(`'${key}'`) || (key.startsWith('common:currencies.') && mainScript.includes('currencyKey('));
      expect(used, key).toBe(true);
    }
  });
});
