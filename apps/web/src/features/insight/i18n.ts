// The insight pages' texts live in their own namespace (packages/i18n/locales/*/insight.json) and
// travel with these pages.
import en from '@chorus/i18n/locales/en/insight.json';
import ja from '@chorus/i18n/locales/ja/insight.json';
import zh from '@chorus/i18n/locales/zh-TW/insight.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({ 'zh-TW': { insight: zh }, ja: { insight: ja }, en: { insight: en } });
