// Routes of the accounting area's archive part (see routes.ts; issue 30): the archive of received
// revenue report files, the reports about to expire unarchived, the reconciliation and its threshold.
import { page, type Route } from '../core/route.ts';

export const archiveRoutes = {
  accountingArchive: {
    method: 'GET',
    path: '/api/v1/accounting/archive',
    summary: "The revenue report files received for a month (uploaded or downloaded from YouTube's Reporting API), as archived",
    permission: page('accounting'),
    policy: 'canReadRevenueArchive',
  },
  accountingArchiveExpiring: {
    method: 'GET',
    path: '/api/v1/accounting/archive/expiring',
    summary: 'Reports YouTube listed that are not archived and that YouTube deletes within 7 days',
    permission: page('accounting'),
    policy: 'canReadRevenueArchive',
  },
  accountingArchiveFile: {
    method: 'GET',
    path: '/api/v1/accounting/archive/:fileId',
    summary: 'An archived report file, byte for byte as received',
    permission: page('accounting'),
    policy: 'canReadRevenueArchive',
    kind: 'download',
  },
  accountingReconciliation: {
    method: 'GET',
    path: '/api/v1/accounting/reconciliation',
    summary: "A month's estimated (daily Analytics), final (CMS reports) and paid revenue per channel (USD), differences over the threshold flagged",
    permission: page('accounting'),
    policy: 'canReadRevenueArchive',
  },
  accountingReconciliationSettings: {
    method: 'GET',
    path: '/api/v1/accounting/reconciliation/settings',
    summary: 'The percentage over which an estimated / final difference is flagged',
    permission: page('accounting'),
    policy: 'canReadRevenueArchive',
  },
  accountingReconciliationSettingsSet: {
    method: 'PUT',
    path: '/api/v1/accounting/reconciliation/settings',
    summary: 'Set the percentage over which an estimated / final difference is flagged',
    permission: page('accounting'),
    policy: 'canReadRevenueArchive',
    invalidates: ['accountingReconciliationSettings', 'accountingReconciliation'],
  },
} as const satisfies Record<string, Route>;
