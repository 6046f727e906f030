// The channel pages' texts live in their own namespace (packages/i18n/locales/*/analytics.json), so
// they travel with these pages and never weigh on the sign-in page. All three languages come with
// the pages: switching language on a channel page needs no further download.
import en from '@chorus/i18n/locales/en/analytics.json';
import ja from '@chorus/i18n/locales/ja/analytics.json';
import zh from '@chorus/i18n/locales/zh-TW/analytics.json';
import i18n from '../../lib/i18n.ts';

const bundles: [string, object][] = [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
];
for (const [language, bundle] of bundles) i18n.addResourceBundle(language, 'analytics', bundle, true, true);
