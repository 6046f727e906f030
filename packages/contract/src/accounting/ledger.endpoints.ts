// The accounting area's ledger routes with their schemas, by route id (merged in endpoints.ts).
export const ledgerSchemas = {} as const;
