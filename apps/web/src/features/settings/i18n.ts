// The settings pages' texts (customize, others, cache) live in their own namespace
// (packages/i18n/locales/*/settings.json) and travel with these pages, all three languages at once.
import en from '@chorus/i18n/locales/en/settings.json';
import ja from '@chorus/i18n/locales/ja/settings.json';
import zh from '@chorus/i18n/locales/zh-TW/settings.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({ 'zh-TW': { settings: zh }, ja: { settings: ja }, en: { settings: en } });
