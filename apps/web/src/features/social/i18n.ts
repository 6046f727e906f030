// The social pages' texts (packages/i18n/locales/*/social.json) travel with these pages.
import en from '@chorus/i18n/locales/en/social.json';
import ja from '@chorus/i18n/locales/ja/social.json';
import zh from '@chorus/i18n/locales/zh-TW/social.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({ 'zh-TW': { social: zh }, ja: { social: ja }, en: { social: en } });
