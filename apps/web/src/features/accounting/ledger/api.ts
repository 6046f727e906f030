// The ledger part's reads (ratios, rates, statements, month state, payment records, the creator's
// view) over lib/endpoint-query.ts. Its writes declare what they change in the contract (accounting
// ledger routes' `invalidates`): a posting refreshes statements, payment records and the month's hints.
import type { EndpointQuery } from '@chorus/contract';
import { keepPreviousData, useEndpointQuery } from '../../../lib/endpoint-query.ts';

const isMonth = (month: string) => month.length === 6;

export const useRatios = (channelId: string) => useEndpointQuery('ledgerRatios', { query: { channel_id: channelId } });

export const useRates = () => useEndpointQuery('ledgerRates', { query: {} });

/** A month's state and its spec 4 hints (none asked for while the month is being typed). */
export const useMonthStatus = (month: string) => useEndpointQuery('ledgerMonthStatus', { params: { yearMonth: month } }, { enabled: isMonth(month) });

/** A channel's statement for a month; none asked for until a channel is chosen. */
export const useStatement = (channelId: string | null, month: string) =>
  useEndpointQuery('ledgerStatement', { params: { channelId: channelId ?? '' }, query: { month } }, { enabled: channelId !== null && isMonth(month) });

export type PaymentsQuery = EndpointQuery<'ledgerPayments'>;

/** A page of payment records; the last page stays shown while the next one loads. */
export const usePayments = (query: PaymentsQuery) => useEndpointQuery('ledgerPayments', { query }, { placeholderData: keepPreviousData });

export const useMyStatements = () => useEndpointQuery('ledgerMyStatements');

/** Issue 30: whether the caller gets their statements by mail when a month is finalised, and in which language. */
export const useStatementMail = () => useEndpointQuery('statementMailGet');
