// The payees part's server state: remittance recipients and a month's deductions.
import { routes, type RecipientFileSlot } from '@chorus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const payeesKeys = {
  all: ['accounting', 'payees'] as const,
  recipients: (q: string) => ['accounting', 'payees', 'recipients', q] as const,
  recipient: (id: number) => ['accounting', 'payees', 'recipient', id] as const,
  deductions: (month: string) => ['accounting', 'payees', 'deductions', month] as const,
};

export function useRecipients(q: string) {
  return useQuery({ queryKey: payeesKeys.recipients(q), queryFn: () => api('recipientList', { query: { q: q || undefined } }) });
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
