// The `stores` namespace (packages/i18n/locales/*/stores.json) for the profile's store authorization
// card. The reseller pages load it with their own namespaces (features/resell/i18n.ts); the profile
// belongs to the users feature, which may not import that feature, so it adds this one bundle itself
// (adding a bundle twice changes nothing).
import enStores from '@chorus/i18n/locales/en/stores.json';
import jaStores from '@chorus/i18n/locales/ja/stores.json';
import zhStores from '@chorus/i18n/locales/zh-TW/stores.json';
import { addTexts } from '../../../lib/i18n.ts';

addTexts({ 'zh-TW': { stores: zhStores }, ja: { stores: jaStores }, en: { stores: enStores } });
