// The payees part's server state: remittance recipients and a month's deductions.
import { routes, type RecipientFileSlot } from '@chorus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const payeesKeys = {
  all: ['accounting', 'payees'] as const,
  recipients: (q: string, page: number, pageSize: number) => ['accounting', 'payees', 'recipients', q, page, pageSize] as const,
  recipient: (id: number) => ['accounting', 'payees', 'recipient', id] as const,
  deductions: (month: string) => ['accounting', 'payees', 'deductions', month] as const,
};

/** A page of the recipients (`page` from 0): a large network has thousands. */
export function useRecipients(q: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: payeesKeys.recipients(q, page, pageSize),
    queryFn: () => api('recipientList', { query: { q: q || undefined, page: page + 1, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useRecipient(id: number | null) {
  return useQuery({ queryKey: payeesKeys.recipient(id ?? 0), queryFn: () => api('recipientGet', { params: { recipientId: id! } }), enabled: id !== null });
}

export function useDeductions(month: string) {
  return useQuery({ queryKey: payeesKeys.deductions(month), queryFn: () => api('deductionList', { query: { month } }), enabled: /^\d{6}$/.test(month) });
}

/** Where a recipient's document is served (to finance and the owners of its channels; cookies carry the session). */
export function recipientFileUrl(recipientId: number, slot: RecipientFileSlot): string {
  return routes.recipientFile.path.replace(':recipientId', String(recipientId)).replace(':slot', slot);
}
