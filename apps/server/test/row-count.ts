// How many rows a table holds: what a test compares before and after a write that must change nothing.
import type { Db } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';

export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
