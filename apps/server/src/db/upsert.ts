// Upserts: on a key conflict (`insertInto(…).onConflict(…)`), the stored row takes the new row's
// values (PostgreSQL's `excluded` row) for the columns named (with fromExcludedOrKept, only where the new row
// has a value); the columns not named keep theirs. Or a conflicting row is skipped (insertMissing).
import type { ExpressionBuilder, ExpressionWrapper, InsertObject, SelectType } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** `{ column: excluded.column, … }` for `doUpdateSet((eb) => fromExcluded(eb, [...]))`; the names are checked against the table. */
export function fromExcluded<DB extends { excluded: object }, TB extends keyof DB, C extends keyof DB['excluded'] & string>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly C[],
): { [K in C]: ExpressionWrapper<DB, TB, SelectType<DB['excluded'][K]>> } {
  // Kysely cannot check a reference built from a name at run time; the signature checks the names.
  return Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}` as never)])) as never;
}

/**
 * `{ column: coalesce(excluded.column, table.column), … }`: the new row's value where it has one; where the
 * new row has none (null: the source did not give it this time), the stored row keeps its own.
 */
export function fromExcludedOrKept<DB extends { excluded: object }, TB extends keyof DB, C extends keyof DB['excluded'] & string>(
  eb: ExpressionBuilder<DB, TB>,
  table: Exclude<TB, 'excluded'> & string,
  columns: readonly C[],
): { [K in C]: ExpressionWrapper<DB, TB, SelectType<DB['excluded'][K]>> } {
  return Object.fromEntries(
    columns.map((column) => [column, eb.fn.coalesce(eb.ref(`excluded.${column}` as never), eb.ref(`${table}.${column}` as never))]),
  ) as never;
}

/** Inserts the rows the table does not hold yet (a key conflict skips the row); nothing at all when there are none. */
export async function insertMissing<T extends keyof Database & string>(db: Db, table: T, rows: readonly InsertObject<Database, T>[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto(table)
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}
