// Routes of the accounting area's withholding part (issue 30): payees' tax profiles, the yearly
// withholding summary for the tax filings, statement documents (PDF, CSV) and the monthly statement
// mail's subscription. Merged in routes.ts.
import { component, page, type Route } from '../core/route.ts';

export const withholdingRoutes = {
  taxProfileList: {
    method: 'GET',
    path: '/api/v1/accounting/tax-profiles',
    summary: 'Payees (owners of network channels and anyone with statements) with the tax profile in force this month, by name or e-mail',
    permission: component('updateAccounting'),
  },
  taxProfileGet: {
    method: 'GET',
    path: '/api/v1/accounting/tax-profiles/:userId',
    summary: "A payee's tax profile in force and its history (the month each starts)",
    permission: component('updateAccounting'),
  },
  taxProfileSet: {
    method: 'POST',
    path: '/api/v1/accounting/tax-profiles/:userId',
    summary: "Set a payee's tax profile from a month on (a preset of Taiwan's or Japan's rates, or finance's own)",
    permission: component('updateAccounting'),
    invalidates: ['taxProfileList', 'taxProfileGet'],
  },
  withholdingSummaryExport: {
    method: 'GET',
    path: '/api/v1/accounting/withholding/summary',
    summary: "A year's withholding per payee and month (payment, tax withheld, currency) as CSV or xlsx, for the tax filings",
    permission: component('updateAccounting'),
    kind: 'download',
  },
  ledgerStatementDocument: {
    method: 'GET',
    path: '/api/v1/accounting/statements/:channelId/document',
    summary: "A channel's statement for a month as a PDF or CSV in zh-TW, ja or en; the same statement renders to the same bytes",
    permission: page('accounting'),
    policy: 'canSeeStatement',
    kind: 'download',
  },
  statementMailGet: {
    method: 'GET',
    path: '/api/v1/accounting/statement-mail',
    summary: 'Whether the caller gets their statements by mail each month when the month is finalised, and in which language',
    permission: page('accounting'),
    policy: 'ownData',
  },
  statementMailSet: {
    method: 'PUT',
    path: '/api/v1/accounting/statement-mail',
    summary: 'Subscribe to (or leave) the monthly statement mail, in a language',
    permission: page('accounting'),
    policy: 'ownData',
    invalidates: ['statementMailGet'],
  },
} as const satisfies Record<string, Route>;
