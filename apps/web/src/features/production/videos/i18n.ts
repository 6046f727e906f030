// The video data page's texts (packages/i18n/locales/*/videoData.json) travel with the page.
import en from '@chorus/i18n/locales/en/videoData.json';
import ja from '@chorus/i18n/locales/ja/videoData.json';
import zh from '@chorus/i18n/locales/zh-TW/videoData.json';
import { addTexts } from '../../../lib/i18n.ts';

addTexts({ 'zh-TW': { videoData: zh }, ja: { videoData: ja }, en: { videoData: en } });
