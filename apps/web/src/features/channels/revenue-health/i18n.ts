// The revenue alerts page's texts (packages/i18n/locales/*/health.json), loaded with the page.
import en from '@chorus/i18n/locales/en/health.json';
import ja from '@chorus/i18n/locales/ja/health.json';
import zh from '@chorus/i18n/locales/zh-TW/health.json';
import i18n from '../../../lib/i18n.ts';

const bundles: [string, object][] = [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
];
for (const [language, bundle] of bundles) i18n.addResourceBundle(language, 'health', bundle, true, true);
