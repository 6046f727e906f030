// Kysely table types of the accounting area's imports part.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type ImportsTables = {};
