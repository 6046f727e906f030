// Routes of the accounting area's imports part (see routes.ts): revenue report uploads (finance and
// assistant), the month's revenue, status and unmatched rows, and the CMS summaries.
import { page, type Route } from '../core/route.ts';

/** The reads that show a month's revenue rows: an upload and an assignment of unmatched rows change them all. */
const revenueRowReads = [
  'accountingMonthStatus',
  'accountingUnmatched',
  'accountingRevenue',
  'accountingCmsChannels',
  'accountingCmsVideos',
  'ledgerMonthStatus',
  'ledgerStatement',
] as const;

export const importsRoutes = {
  accountingUpload: {
    method: 'POST',
    path: '/api/v1/accounting/uploads',
    summary:
      'Upload CMS revenue report files (one or more in `file`; .csv, .csv.gz, .zip): 200 with results, or 202 with the upload id; a file with a header and no rows is refused (errors.revenueFileEmpty, 409 when it is all the upload held) unless `confirm_empty=true`',
    permission: page('accounting'),
    policy: 'canUploadRevenue',
    kind: 'multipart',
    invalidates: [...revenueRowReads],
    // One file's limit (MAX_REVENUE_FILE_BYTES, 2 GiB) and 1 MiB for the form around it.
    maxBodyBytes: 2 * 1024 ** 3 + 1024 ** 2,
  },
  accountingUploadStatus: {
    method: 'GET',
    path: '/api/v1/accounting/uploads/:uploadId',
    summary: "An upload's state and its per-file results",
    permission: page('accounting'),
    policy: 'canUploadRevenue',
  },
  accountingRevenue: {
    method: 'GET',
    path: '/api/v1/accounting/revenue',
    summary: "A month's revenue items per channel (USD, exact decimals); owners see their own channels",
    permission: page('accounting'),
    policy: 'canSeeChannelRevenue',
  },
  accountingMonthStatus: {
    method: 'GET',
    path: '/api/v1/accounting/revenue/status',
    summary: "A month's reports (uploaded or missing) and reconciliation against the payment summary",
    permission: page('accounting'),
    policy: 'canSeeEveryRevenue',
  },
  accountingUnmatched: {
    method: 'GET',
    path: '/api/v1/accounting/revenue/unmatched',
    summary: "A month's rows of channels not in the network, per channel with amounts",
    permission: page('accounting'),
    policy: 'canSeeEveryRevenue',
  },
  accountingUnmatchedAssign: {
    method: 'POST',
    path: '/api/v1/accounting/revenue/unmatched/assign',
    summary: "Assign a report channel id that is not in the network to a network channel (its open months' rows move)",
    permission: page('accounting'),
    policy: 'canAssignRevenue',
    invalidates: [...revenueRowReads],
  },
  accountingCmsChannels: {
    method: 'GET',
    path: '/api/v1/accounting/cms/channels',
    summary: 'CMS channel monthly revenue summary (sortable, paged)',
    permission: page('accounting'),
    policy: 'canSeeChannelRevenue',
  },
  accountingCmsVideos: {
    method: 'GET',
    path: '/api/v1/accounting/cms/videos',
    summary: 'CMS video monthly revenue summary (sortable, paged)',
    permission: page('accounting'),
    policy: 'canSeeChannelRevenue',
  },
  accountingCmsChannelsExport: {
    method: 'GET',
    path: '/api/v1/accounting/cms/channels/export',
    summary: 'CMS channel monthly revenue summary as CSV or xlsx',
    permission: page('accounting'),
    policy: 'canExportRevenue',
    kind: 'download',
  },
  accountingCmsVideosExport: {
    method: 'GET',
    path: '/api/v1/accounting/cms/videos/export',
    summary: 'CMS video monthly revenue summary as CSV or xlsx',
    permission: page('accounting'),
    policy: 'canExportRevenue',
    kind: 'download',
  },
} as const satisfies Record<string, Route>;
