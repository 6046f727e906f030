// The commerce pages' texts (packages/i18n/locales/*/commerce.json) travel with these pages.
import en from '@chorus/i18n/locales/en/commerce.json';
import ja from '@chorus/i18n/locales/ja/commerce.json';
import zh from '@chorus/i18n/locales/zh-TW/commerce.json';
import i18n from '../../lib/i18n.ts';

for (const [language, bundle] of [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
] as const)
  i18n.addResourceBundle(language, 'commerce', bundle, true, true);
