// The access administration texts (permission list, role explanations, system log) live in their
// own namespace (packages/i18n/locales/*/access.json) and travel with these pages, all three languages at once.
import en from '@chorus/i18n/locales/en/access.json';
import ja from '@chorus/i18n/locales/ja/access.json';
import zh from '@chorus/i18n/locales/zh-TW/access.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({ 'zh-TW': { access: zh }, ja: { access: ja }, en: { access: en } });
