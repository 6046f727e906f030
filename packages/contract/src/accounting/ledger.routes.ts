// Routes of the accounting area's ledger part (see routes.ts): profit-share ratios, exchange rates,
// statements, month close and status hints, payment records, the creator's view.
import { component, page, signedIn, type Route } from '../core/route.ts';

export const ledgerRoutes = {
  ledgerChannels: {
    method: 'GET',
    path: '/api/v1/accounting/channels',
    summary:
      "The channels the caller's accounting screens work on (profit sharing, statements, payment records), by title, @handle or id: every network channel for the accounting staff, one's own otherwise",
    permission: signedIn,
    policy: 'reachesAccountingChannels',
  },
  ledgerRatios: {
    method: 'GET',
    path: '/api/v1/accounting/ratios',
    summary: "A channel's profit-share ratios with their history (the month each starts)",
    permission: page('profitSharing'),
    policy: 'canSeeRatios',
  },
  ledgerRatiosSet: {
    method: 'PUT',
    path: '/api/v1/accounting/ratios',
    summary: "Set a channel's profit-share ratios from a month on (spec 6 view and set channel revenue share)",
    permission: page('profitSharing'),
    policy: 'canSetRatios',
  },
  ledgerRates: {
    method: 'GET',
    path: '/api/v1/accounting/rates',
    summary: 'The monthly exchange rates of the remittance slips (TWD, JPY per USD)',
    permission: page('accounting'),
  },
  ledgerRateSet: {
    method: 'PUT',
    path: '/api/v1/accounting/rates',
    summary: "Set a month's exchange rate for one currency, from the next month's remittance slip",
    permission: component('updateAccounting'),
  },
  ledgerStatementsPost: {
    method: 'POST',
    path: '/api/v1/accounting/statements',
    summary: "Post a month's statements for every network channel (corrections as reversing entries)",
    permission: component('updateAccounting'),
  },
  ledgerStatement: {
    method: 'GET',
    path: '/api/v1/accounting/statements/:channelId',
    summary: "A channel's statement for a month, every line with the ratio and rate it used",
    permission: page('accounting'),
    policy: 'canSeeStatement',
  },
  ledgerMonthStatus: {
    method: 'GET',
    path: '/api/v1/accounting/months/:yearMonth',
    summary: "A month's state and the spec 4 accounting status hints",
    permission: page('accounting'),
  },
  ledgerMonthClose: {
    method: 'POST',
    path: '/api/v1/accounting/months/:yearMonth/close',
    summary: 'Finalise a month: uploads and statement changes are refused until it is reopened',
    permission: component('updateAccounting'),
  },
  ledgerMonthReopen: {
    method: 'POST',
    path: '/api/v1/accounting/months/:yearMonth/reopen',
    summary: 'Reopen a finalised month',
    permission: component('updateAccounting'),
  },
  ledgerPayments: {
    method: 'GET',
    path: '/api/v1/accounting/payments',
    summary: 'Revenue payment records (spec 3) with unpaid and paid figures, filtered by month, channel or payee',
    permission: page('payment'),
  },
  ledgerPaymentsExport: {
    method: 'GET',
    path: '/api/v1/accounting/payments/export',
    summary: "The payment records of the filter (every page) as CSV or xlsx, headings in the caller's language with units",
    permission: page('payment'),
    kind: 'download',
  },
  ledgerPaidSet: {
    method: 'PUT',
    path: '/api/v1/accounting/payments/paid',
    summary: 'Backfill the amount paid for one channel and revenue month (spec 5: one channel at a time)',
    permission: component('updateAccounting'),
  },
  ledgerPaymentsTemplate: {
    method: 'GET',
    path: '/api/v1/accounting/payments/template',
    summary: "The batch update template (.xlsx) of a revenue month's payment records, the month as YYYYMM",
    permission: component('updateAccounting'),
    kind: 'download',
  },
  ledgerPaymentsBatch: {
    method: 'POST',
    path: '/api/v1/accounting/payments/batch',
    summary: 'Batch update of amounts paid from the template: per-row results, good rows applied',
    permission: component('updateAccounting'),
    kind: 'multipart',
  },
  ledgerMyStatements: {
    method: 'GET',
    path: '/api/v1/accounting/my-statements',
    summary: "The caller's channels as payee: monthly statements, balance carried forward, progress to the payout minimum",
    permission: page('accounting'),
    policy: 'ownData',
  },
} as const satisfies Record<string, Route>;
