// The access administration texts (permission list, role explanations, system log) live in their
// own namespace (packages/i18n/locales/*/access.json) and travel with these pages, all three languages at once.
import en from '@chorus/i18n/locales/en/access.json';
import ja from '@chorus/i18n/locales/ja/access.json';
import zh from '@chorus/i18n/locales/zh-TW/access.json';
import i18n from '../../lib/i18n.ts';

const bundles: [string, object][] = [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
];
for (const [language, bundle] of bundles) i18n.addResourceBundle(language, 'access', bundle, true, true);
