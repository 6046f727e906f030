// The report page's texts live in the reports namespace (packages/i18n/locales/*/reports.json), the
// same the server writes the files with, and travel with this page.
import en from '@chorus/i18n/locales/en/reports.json';
import ja from '@chorus/i18n/locales/ja/reports.json';
import zh from '@chorus/i18n/locales/zh-TW/reports.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({ 'zh-TW': { reports: zh }, ja: { reports: ja }, en: { reports: en } });
