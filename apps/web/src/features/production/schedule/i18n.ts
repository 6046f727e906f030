// The publishing calendar's texts (packages/i18n/locales/*/releases.json) travel with its page.
import en from '@chorus/i18n/locales/en/releases.json';
import ja from '@chorus/i18n/locales/ja/releases.json';
import zh from '@chorus/i18n/locales/zh-TW/releases.json';
import { addTexts } from '../../../lib/i18n.ts';

addTexts({ 'zh-TW': { releases: zh }, ja: { releases: ja }, en: { releases: en } });
