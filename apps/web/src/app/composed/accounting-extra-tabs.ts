// Tabs of other areas on the accounting page (features never import each other, so app/ joins them).
// Issue 14: the quarterly report mailing, for finance and admin (staff, who lack the accounting page,
// reach the same panel on the report page).
import { managesReportMailing } from '@chorus/contract';
import { lazy } from 'react';
import type { ExtraAccountingTab } from '../../lib/accounting-tabs-slot.tsx';

export const accountingExtraTabs: readonly ExtraAccountingTab[] = [
  {
    key: 'report-mailing',
    label: 'accounting:tabs.reportMailing',
    component: lazy(() => import('../../features/reports/mailing/report-mailing-panel.tsx').then((m) => ({ default: m.ReportMailingPanel }))),
    visible: managesReportMailing,
  },
];
