// The channel pages' texts live in their own namespace (packages/i18n/locales/*/analytics.json), so
// they travel with these pages and never weigh on the sign-in page. All three languages come with
// the pages: switching language on a channel page needs no further download.
import en from '@chorus/i18n/locales/en/analytics.json';
import ja from '@chorus/i18n/locales/ja/analytics.json';
import zh from '@chorus/i18n/locales/zh-TW/analytics.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({ 'zh-TW': { analytics: zh }, ja: { analytics: ja }, en: { analytics: en } });
