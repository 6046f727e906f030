// The channel group pages' texts live in their own namespace
// (packages/i18n/locales/*/groups.json) and travel with these pages, all three languages at once.
import en from '@chorus/i18n/locales/en/groups.json';
import ja from '@chorus/i18n/locales/ja/groups.json';
import zh from '@chorus/i18n/locales/zh-TW/groups.json';
import i18n from '../../lib/i18n.ts';

const bundles: [string, object][] = [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
];
for (const [language, bundle] of bundles) i18n.addResourceBundle(language, 'groups', bundle, true, true);
