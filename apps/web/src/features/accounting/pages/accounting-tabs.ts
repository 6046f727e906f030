// The accounting page's tabs, one list for the area's three parts (imports, ledger, payees): each
// part adds its own entries. A tab shows when `visible` says the signed-in person may use it (the
// same contract policies the server judges); the first visible tab opens by default.
import { canSeeEveryRevenue, type Subject } from '@chorus/contract';
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
];
