// Schemas of the accounting area's ledger part.
export {};
