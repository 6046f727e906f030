// The social pages' texts (packages/i18n/locales/*/social.json) travel with these pages.
import en from '@chorus/i18n/locales/en/social.json';
import ja from '@chorus/i18n/locales/ja/social.json';
import zh from '@chorus/i18n/locales/zh-TW/social.json';
import i18n from '../../lib/i18n.ts';

for (const [language, bundle] of [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
] as const)
  i18n.addResourceBundle(language, 'social', bundle, true, true);
