// The publishing calendar's texts (packages/i18n/locales/*/releases.json) travel with its page.
import en from '@chorus/i18n/locales/en/releases.json';
import ja from '@chorus/i18n/locales/ja/releases.json';
import zh from '@chorus/i18n/locales/zh-TW/releases.json';
import i18n from '../../../lib/i18n.ts';

for (const [language, bundle] of [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
] as const)
  i18n.addResourceBundle(language, 'releases', bundle, true, true);
