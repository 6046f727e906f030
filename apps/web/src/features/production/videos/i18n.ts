// The video data page's texts (packages/i18n/locales/*/videoData.json) travel with the page.
import en from '@chorus/i18n/locales/en/videoData.json';
import ja from '@chorus/i18n/locales/ja/videoData.json';
import zh from '@chorus/i18n/locales/zh-TW/videoData.json';
import i18n from '../../../lib/i18n.ts';

for (const [language, bundle] of [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
] as const)
  i18n.addResourceBundle(language, 'videoData', bundle, true, true);
