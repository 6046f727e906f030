// The accounting pages' texts live in their own namespaces, one per part of the area
// (packages/i18n/locales/*/{accounting,ledger,payees}.json), and travel with these pages.
import enAccounting from '@chorus/i18n/locales/en/accounting.json';
import enLedger from '@chorus/i18n/locales/en/ledger.json';
import enPayees from '@chorus/i18n/locales/en/payees.json';
import jaAccounting from '@chorus/i18n/locales/ja/accounting.json';
import jaLedger from '@chorus/i18n/locales/ja/ledger.json';
import jaPayees from '@chorus/i18n/locales/ja/payees.json';
import zhAccounting from '@chorus/i18n/locales/zh-TW/accounting.json';
import zhLedger from '@chorus/i18n/locales/zh-TW/ledger.json';
import zhPayees from '@chorus/i18n/locales/zh-TW/payees.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts({
  'zh-TW': { accounting: zhAccounting, ledger: zhLedger, payees: zhPayees },
  ja: { accounting: jaAccounting, ledger: jaLedger, payees: jaPayees },
  en: { accounting: enAccounting, ledger: enLedger, payees: enPayees },
});
