// Query keys of the ledger's reads: a write invalidates the whole ['ledger'] family, since a posting
// changes statements, payment records and the month's hints at once.
export const ledgerKeys = {
  all: ['ledger'] as const,
  ratios: (channelId: string) => ['ledger', 'ratios', channelId] as const,
  rates: ['ledger', 'rates'] as const,
  month: (yearMonth: string) => ['ledger', 'month', yearMonth] as const,
  statement: (channelId: string, yearMonth: string) => ['ledger', 'statement', channelId, yearMonth] as const,
  payments: (filters: object) => ['ledger', 'payments', filters] as const,
  mine: ['ledger', 'mine'] as const,
};
