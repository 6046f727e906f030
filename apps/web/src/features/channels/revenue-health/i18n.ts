// The revenue alerts page's texts (packages/i18n/locales/*/health.json), loaded with the page.
import en from '@chorus/i18n/locales/en/health.json';
import ja from '@chorus/i18n/locales/ja/health.json';
import zh from '@chorus/i18n/locales/zh-TW/health.json';
import { addTexts } from '../../../lib/i18n.ts';

addTexts({ 'zh-TW': { health: zh }, ja: { health: ja }, en: { health: en } });
