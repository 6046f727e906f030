// i18next. zh-TW, the source language, is in the first bundle; ja and en load when chosen. A key
// missing in ja or en falls back to zh-TW and is logged (spec 1).
import zhCommon from '@chorus/i18n/locales/zh-TW/common.json';
import zhMessages from '@chorus/i18n/locales/zh-TW/messages.json';
import zhNav from '@chorus/i18n/locales/zh-TW/nav.json';
import type { Language } from '@chorus/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLang } from './language-names.ts';
import { storedLanguage } from './preferences.ts';

const loaders: Record<Exclude<Language, 'zh-TW'>, () => Promise<Record<string, { default: object }>>> = {
  ja: async () => ({
    common: await import('@chorus/i18n/locales/ja/common.json'),
    messages: await import('@chorus/i18n/locales/ja/messages.json'),
    nav: await import('@chorus/i18n/locales/ja/nav.json'),
  }),
  en: async () => ({
    common: await import('@chorus/i18n/locales/en/common.json'),
    messages: await import('@chorus/i18n/locales/en/messages.json'),
    nav: await import('@chorus/i18n/locales/en/nav.json'),
  }),
};

async function ensureLoaded(language: string): Promise<void> {
  if (language === 'zh-TW' || i18n.hasResourceBundle(language, 'common')) return;
  const load = loaders[language as keyof typeof loaders];
  if (!load) return;
  const bundles = await load();
  for (const [namespace, module] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, module.default, true, true);
}

/**
 * Adds an area's texts: for each language, its namespaces' bundles (an area's i18n.ts, loaded with its
 * pages; adding a bundle twice changes nothing).
 */
export function addTexts(texts: Record<Language, Record<string, object>>): void {
  for (const [language, namespaces] of Object.entries(texts)) {
    for (const [namespace, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** Switches language once its texts are here, so the page never shows keys. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
}

/** The app's settings, shared with the component tests (apps/web/test/setup-views.ts). */
export const baseOptions = {
  lng: 'zh-TW',
  fallbackLng: 'zh-TW',
  ns: ['common', 'messages', 'nav'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
} as const;

/** i18next with the source language's texts, then switched to `language` (its texts loaded first). */
export async function initTexts(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    ...baseOptions,
    resources: { 'zh-TW': { common: zhCommon, messages: zhMessages, nav: zhNav } },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.warn(`[i18n] missing ${namespace}:${key} for ${languages.join(', ')}`);
    },
  });
  await changeLanguage(language);
}

/** The page's texts in `language` (by default this browser's choice), and its `lang` following them. */
export async function initI18n(language: Language = storedLanguage()): Promise<void> {
  await initTexts(language);
  document.documentElement.lang = htmlLang[i18n.language as Language] ?? i18n.language;
  i18n.on('languageChanged', (changed) => {
    document.documentElement.lang = htmlLang[changed as Language] ?? changed;
  });
}

export default i18n;
