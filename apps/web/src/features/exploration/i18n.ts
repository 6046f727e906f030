// The exploration pages' texts live in their own namespaces, one per part of the area
// (packages/i18n/locales/*/{exploration,videos}.json), and travel with these pages.
import enExploration from '@chorus/i18n/locales/en/exploration.json';
import enVideos from '@chorus/i18n/locales/en/videos.json';
import jaExploration from '@chorus/i18n/locales/ja/exploration.json';
import jaVideos from '@chorus/i18n/locales/ja/videos.json';
import zhExploration from '@chorus/i18n/locales/zh-TW/exploration.json';
import zhVideos from '@chorus/i18n/locales/zh-TW/videos.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({
  'zh-TW': { exploration: zhExploration, videos: zhVideos },
  ja: { exploration: jaExploration, videos: jaVideos },
  en: { exploration: enExploration, videos: enVideos },
});
