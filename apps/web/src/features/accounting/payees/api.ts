// The payees part's reads (remittance recipients, a month's deductions, the channels to assign)
// over lib/endpoint-query.ts. Its writes declare what they change in the contract (accounting payees
// routes' `invalidates`).
import { routes, type RecipientFileSlot } from '@chorus/contract';
import { keepPreviousData, useEndpointQuery } from '../../../lib/endpoint-query.ts';

/** A page of the recipients (`page` from 0): a large network has thousands. */
export function useRecipients(q: string, page: number, pageSize: number) {
  return useEndpointQuery('recipientList', { query: { q: q || undefined, page: page + 1, page_size: pageSize } }, { placeholderData: keepPreviousData });
}

export function useRecipient(id: number | null) {
  return useEndpointQuery('recipientGet', { params: { recipientId: id ?? 0 } }, { enabled: id !== null });
}

export function useDeductions(month: string) {
  return useEndpointQuery('deductionList', { query: { month } }, { enabled: /^\d{6}$/.test(month) });
}

/** Network channels by name or id, to assign a recipient to (the last answer stays while the next loads). */
export function useRecipientChannels(q: string, enabled: boolean) {
  return useEndpointQuery(
    'recipientChannelSearch',
    { query: { q: q || undefined, page_size: 20 } },
    { enabled, placeholderData: keepPreviousData, staleTime: 30_000, retry: false },
  );
}

/** Where a recipient's document is served (to finance and the owners of its channels; cookies carry the session). */
export function recipientFileUrl(recipientId: number, slot: RecipientFileSlot): string {
  return routes.recipientFile.path.replace(':recipientId', String(recipientId)).replace(':slot', slot);
}

/** Issue 30: payees with the tax profile in force (finance), searched by name or e-mail. */
export function useTaxPayees(q: string) {
  return useEndpointQuery('taxProfileList', { query: { q: q || undefined } }, { placeholderData: keepPreviousData });
}

/** One payee's tax profile and its history; none asked for until a payee is opened. */
export function useTaxProfile(userId: number | null) {
  return useEndpointQuery('taxProfileGet', { params: { userId: userId ?? 0 } }, { enabled: userId !== null });
}
