// The settings pages' texts (customize, others, cache) live in their own namespace
// (packages/i18n/locales/*/settings.json) and travel with these pages, all three languages at once.
import en from '@chorus/i18n/locales/en/settings.json';
import ja from '@chorus/i18n/locales/ja/settings.json';
import zh from '@chorus/i18n/locales/zh-TW/settings.json';
import i18n from '../../lib/i18n.ts';

const bundles: [string, object][] = [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
];
for (const [language, bundle] of bundles) i18n.addResourceBundle(language, 'settings', bundle, true, true);
