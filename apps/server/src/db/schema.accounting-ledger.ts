// Kysely table types of the accounting area's ledger part.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type LedgerTables = {};
