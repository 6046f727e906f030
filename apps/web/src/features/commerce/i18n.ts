// The commerce pages' texts (packages/i18n/locales/*/commerce.json) travel with these pages.
import en from '@chorus/i18n/locales/en/commerce.json';
import ja from '@chorus/i18n/locales/ja/commerce.json';
import zh from '@chorus/i18n/locales/zh-TW/commerce.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({ 'zh-TW': { commerce: zh }, ja: { commerce: ja }, en: { commerce: en } });
