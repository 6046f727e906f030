import type { Language } from '@chorus/contract';

/** Each language by its own name, the same in every language (a person finds theirs). */
export const languageNames: Record<Language, string> = { 'zh-TW': '正體中文', ja: '日本語', en: 'English' };

/** The page's `lang` attribute for each language (BCP 47: Traditional Chinese as written in Taiwan). */
export const htmlLang: Record<Language, string> = { 'zh-TW': 'zh-Hant-TW', ja: 'ja', en: 'en' };
