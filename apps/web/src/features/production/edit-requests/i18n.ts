// The editing requests' texts (packages/i18n/locales/*/editing.json) travel with this page.
import en from '@chorus/i18n/locales/en/editing.json';
import ja from '@chorus/i18n/locales/ja/editing.json';
import zh from '@chorus/i18n/locales/zh-TW/editing.json';
import i18n from '../../../lib/i18n.ts';

for (const [language, bundle] of [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
] as const)
  i18n.addResourceBundle(language, 'editing', bundle, true, true);
