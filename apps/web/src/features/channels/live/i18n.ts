// The live streams page's texts (packages/i18n/locales/*/live.json), loaded with the page.
import en from '@chorus/i18n/locales/en/live.json';
import ja from '@chorus/i18n/locales/ja/live.json';
import zh from '@chorus/i18n/locales/zh-TW/live.json';
import { addTexts } from '../../../lib/i18n.ts';

addTexts({ 'zh-TW': { live: zh }, ja: { live: ja }, en: { live: en } });
