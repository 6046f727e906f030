// The video search page's texts live in their own namespace (packages/i18n/locales/*/videos.json)
// and travel with the page.
import en from '@chorus/i18n/locales/en/videos.json';
import ja from '@chorus/i18n/locales/ja/videos.json';
import zh from '@chorus/i18n/locales/zh-TW/videos.json';
import i18n from '../../../lib/i18n.ts';

const bundles: [string, object][] = [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
];
for (const [language, bundle] of bundles) i18n.addResourceBundle(language, 'videos', bundle, true, true);
