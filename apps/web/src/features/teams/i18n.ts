// The team card's texts live in their own namespace
// (packages/i18n/locales/*/teams.json) and travel with these pages, all three languages at once.
import en from '@chorus/i18n/locales/en/teams.json';
import ja from '@chorus/i18n/locales/ja/teams.json';
import zh from '@chorus/i18n/locales/zh-TW/teams.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({ 'zh-TW': { teams: zh }, ja: { teams: ja }, en: { teams: en } });
