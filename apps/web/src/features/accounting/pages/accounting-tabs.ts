// The accounting page's tabs, one list for the area's three parts (imports, ledger, payees): each
// part adds its own entries. A tab shows when `visible` says the signed-in person may use it (the
// same contract policies the server judges); the first visible tab opens by default.
import { canManageRecipients, canReadRevenueArchive, canSeeEveryRevenue, seesEveryLedger, type Subject } from '@chorus/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type AccountingTab = {
  /** The tab's key in the address (?tab=…). */
  key: string;
  /** i18n key of its label (namespaced, e.g. `accounting:tabs.uploads`). */
  label: string;
  component: LazyExoticComponent<ComponentType>;
  visible: (subject: Subject) => boolean;
};

export const accountingTabs: AccountingTab[] = [
  {
    key: 'uploads',
    label: 'accounting:tabs.uploads',
    component: lazy(() => import('../imports/uploads-tab.tsx').then((m) => ({ default: m.UploadsTab }))),
    visible: canSeeEveryRevenue,
  },
  {
    key: 'cms',
    label: 'accounting:tabs.cms',
    component: lazy(() => import('../imports/cms-summary-tab.tsx').then((m) => ({ default: m.CmsSummaryTab }))),
    // Everyone on the page: owners see their own channels (the server scopes the rows).
    visible: () => true,
  },
  {
    key: 'archive',
    label: 'accounting:tabs.archive',
    component: lazy(() => import('../archive/archive-tab.tsx').then((m) => ({ default: m.ArchiveTab }))),
    visible: canReadRevenueArchive,
  },
  {
    key: 'reconciliation',
    label: 'accounting:tabs.reconciliation',
    component: lazy(() => import('../archive/reconciliation-tab.tsx').then((m) => ({ default: m.ReconciliationTab }))),
    visible: canReadRevenueArchive,
  },
  {
    key: 'my-statements',
    label: 'ledger:tabs.myStatements',
    component: lazy(() => import('../ledger/creator-statements.tsx').then((m) => ({ default: m.CreatorStatements }))),
    visible: ownsChannels,
  },
  {
    key: 'statements',
    label: 'ledger:tabs.statements',
    component: lazy(() => import('../ledger/statement-panel.tsx').then((m) => ({ default: m.StatementPanel }))),
    visible: seesEveryLedger,
  },
  {
    key: 'rates',
    label: 'ledger:tabs.rates',
    component: lazy(() => import('../ledger/rates-panel.tsx').then((m) => ({ default: m.RatesPanel }))),
    visible: seesEveryLedger,
  },
  {
    key: 'months',
    label: 'ledger:tabs.months',
    component: lazy(() => import('../ledger/month-close-panel.tsx').then((m) => ({ default: m.MonthClosePanel }))),
    visible: seesEveryLedger,
  },
  {
    key: 'deductions',
    label: 'payees:tabs.deductions',
    component: lazy(() => import('../payees/deductions-section.tsx').then((m) => ({ default: m.DeductionsSection }))),
    visible: canManageRecipients,
  },
  {
    key: 'recipients',
    label: 'payees:tabs.recipients',
    component: lazy(() => import('../payees/recipients-section.tsx').then((m) => ({ default: m.RecipientsSection }))),
    // Finance manages every recipient; a channel owner reads their channels' own.
    visible: (subject) => canManageRecipients(subject) || ownsChannels(subject),
  },
  {
    // Issue 30: payees' tax profiles and the yearly withholding summary, finance's (updateAccounting).
    key: 'tax-profiles',
    label: 'payees:tabs.taxProfiles',
    component: lazy(() => import('../payees/tax-profiles-section.tsx').then((m) => ({ default: m.TaxProfilesSection }))),
    visible: canManageRecipients,
  },
];

/** The creator's side of the page: their channels' statements and remittance recipient. */
function ownsChannels(subject: Subject): boolean {
  return subject.channels.some((c) => c.member_type === 'owner');
}
