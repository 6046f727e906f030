// The reseller pages' texts live in their own namespaces, one per part of the area
// (packages/i18n/locales/*/{stores,orders,sales,market}.json), and travel with these pages.
import enMarket from '@chorus/i18n/locales/en/market.json';
import enOrders from '@chorus/i18n/locales/en/orders.json';
import enSales from '@chorus/i18n/locales/en/sales.json';
import enStores from '@chorus/i18n/locales/en/stores.json';
import jaMarket from '@chorus/i18n/locales/ja/market.json';
import jaOrders from '@chorus/i18n/locales/ja/orders.json';
import jaSales from '@chorus/i18n/locales/ja/sales.json';
import jaStores from '@chorus/i18n/locales/ja/stores.json';
import zhMarket from '@chorus/i18n/locales/zh-TW/market.json';
import zhOrders from '@chorus/i18n/locales/zh-TW/orders.json';
import zhSales from '@chorus/i18n/locales/zh-TW/sales.json';
import zhStores from '@chorus/i18n/locales/zh-TW/stores.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({
  'zh-TW': { stores: zhStores, orders: zhOrders, sales: zhSales, market: zhMarket },
  ja: { stores: jaStores, orders: jaOrders, sales: jaSales, market: jaMarket },
  en: { stores: enStores, orders: enOrders, sales: enSales, market: enMarket },
});
