// A fingerprint of whole tables, so a test can say "this request changed nothing".
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';

export async function tableChecksums(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const result = await sql<{ sum: string }>`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${sql.table(table)} t`.execute(
      db,
    );
    sums[table] = result.rows[0]!.sum;
  }
  return sums;
}
