// The editing requests' texts (packages/i18n/locales/*/editing.json) travel with this page.
import en from '@chorus/i18n/locales/en/editing.json';
import ja from '@chorus/i18n/locales/ja/editing.json';
import zh from '@chorus/i18n/locales/zh-TW/editing.json';
import { addTexts } from '../../../lib/i18n.ts';

addTexts({ 'zh-TW': { editing: zh }, ja: { editing: ja }, en: { editing: en } });
