// Tabs other features add to the accounting page (the reports area's quarterly mailing, issue 14),
// so that the accounting page shows them without importing those features: app/ fills the slot.
// Each is judged by `visible` like the page's own tabs, and follows them in the order given.
import { createContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { Subject } from '@chorus/contract';

export type ExtraAccountingTab = {
  /** The tab's key in the address (?tab=…). */
  key: string;
  /** i18n key of its label (namespaced). */
  label: string;
  component: LazyExoticComponent<ComponentType>;
  visible: (subject: Subject) => boolean;
};

export const AccountingTabsSlot = createContext<readonly ExtraAccountingTab[]>([]);
