// The marketplace pages' texts live in their own namespaces, one per part of the area
// (packages/i18n/locales/*/{creators,deals,performance}.json), and travel with these pages.
import enCreators from '@chorus/i18n/locales/en/creators.json';
import enDeals from '@chorus/i18n/locales/en/deals.json';
import enPerformance from '@chorus/i18n/locales/en/performance.json';
import jaCreators from '@chorus/i18n/locales/ja/creators.json';
import jaDeals from '@chorus/i18n/locales/ja/deals.json';
import jaPerformance from '@chorus/i18n/locales/ja/performance.json';
import zhCreators from '@chorus/i18n/locales/zh-TW/creators.json';
import zhDeals from '@chorus/i18n/locales/zh-TW/deals.json';
import zhPerformance from '@chorus/i18n/locales/zh-TW/performance.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({
  'zh-TW': { creators: zhCreators, deals: zhDeals, performance: zhPerformance },
  ja: { creators: jaCreators, deals: jaDeals, performance: jaPerformance },
  en: { creators: enCreators, deals: enDeals, performance: enPerformance },
});
