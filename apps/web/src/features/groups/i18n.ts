// The channel group pages' texts live in their own namespace
// (packages/i18n/locales/*/groups.json) and travel with these pages, all three languages at once.
import en from '@chorus/i18n/locales/en/groups.json';
import ja from '@chorus/i18n/locales/ja/groups.json';
import zh from '@chorus/i18n/locales/zh-TW/groups.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({ 'zh-TW': { groups: zh }, ja: { groups: ja }, en: { groups: en } });
