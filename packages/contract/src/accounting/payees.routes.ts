// Routes of the accounting area's payees part (see routes.ts): remittance recipients and deductions.
// Finance writes them (updateAccounting; admin and super staff hold it too); a channel's owner reads
// the recipient of their channels, documents included (object policy canSeeRecipient); for everyone
// else a recipient does not exist.
import { component, page, signedIn, type Route } from '../core/route.ts';

const writes = component('updateAccounting');

export const payeesRoutes = {
  recipientList: {
    method: 'GET',
    path: '/api/v1/accounting/recipients',
    summary: 'Remittance recipients: every one for finance, those of their own channels for channel owners (account numbers masked)',
    permission: page('accounting'),
    policy: 'canSeeRecipient',
  },
  recipientGet: {
    method: 'GET',
    path: '/api/v1/accounting/recipients/:recipientId',
    summary: 'One remittance recipient (the whole account number only for finance)',
    permission: signedIn,
    policy: 'canSeeRecipient',
  },
  recipientCreate: {
    method: 'POST',
    path: '/api/v1/accounting/recipients',
    summary: 'Add a remittance recipient',
    permission: writes,
    invalidates: ['recipientList', 'recipientGet', 'recipientChannelSearch'],
  },
  recipientUpdate: {
    method: 'PUT',
    path: '/api/v1/accounting/recipients/:recipientId',
    summary: 'Edit a remittance recipient',
    permission: writes,
    invalidates: ['recipientList', 'recipientGet', 'recipientChannelSearch'],
  },
  recipientDelete: {
    method: 'DELETE',
    path: '/api/v1/accounting/recipients/:recipientId',
    summary: 'Remove a remittance recipient',
    permission: writes,
    invalidates: ['recipientList', 'recipientGet', 'recipientChannelSearch'],
  },
  recipientSetChannels: {
    method: 'POST',
    path: '/api/v1/accounting/recipients/:recipientId/channels',
    summary: 'Batch set: make one recipient the recipient of many channels at once',
    permission: writes,
    invalidates: ['recipientList', 'recipientGet', 'recipientChannelSearch'],
  },
  recipientFile: {
    method: 'GET',
    path: '/api/v1/accounting/recipients/:recipientId/files/:slot',
    summary: "A recipient's passbook cover, labour remuneration form or signature",
    permission: signedIn,
    policy: 'canSeeRecipient',
    kind: 'download',
  },
  recipientFileUpload: {
    method: 'POST',
    path: '/api/v1/accounting/recipient-files',
    summary: "Upload a recipient's document (checked by content), to name it when saving the recipient",
    permission: writes,
    kind: 'multipart',
    invalidates: [],
  },
  recipientChannelSearch: {
    method: 'GET',
    path: '/api/v1/accounting/recipient-channels',
    summary: 'Network channels to assign a recipient to, with the recipient each has now',
    permission: writes,
  },
  deductionList: { method: 'GET', path: '/api/v1/accounting/deductions', summary: "A month's uploaded deductions", permission: writes },
  deductionUpload: {
    method: 'POST',
    path: '/api/v1/accounting/deductions',
    summary: "Upload a month's deductions CSV (USD only); it replaces the month's deductions",
    permission: writes,
    kind: 'multipart',
    invalidates: ['deductionList', 'ledgerMonthStatus', 'ledgerStatement'],
  },
  deductionTemplate: {
    method: 'GET',
    path: '/api/v1/accounting/deductions/template',
    summary: 'The deductions CSV template',
    permission: writes,
    kind: 'download',
  },
} as const satisfies Record<string, Route>;
