// The live streams page's texts (packages/i18n/locales/*/live.json), loaded with the page.
import en from '@chorus/i18n/locales/en/live.json';
import ja from '@chorus/i18n/locales/ja/live.json';
import zh from '@chorus/i18n/locales/zh-TW/live.json';
import i18n from '../../../lib/i18n.ts';

const bundles: [string, object][] = [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
];
for (const [language, bundle] of bundles) i18n.addResourceBundle(language, 'live', bundle, true, true);
