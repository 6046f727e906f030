// Applies the committed SQL migrations in order, once each, under an advisory lock so that several
// processes starting together do not race.
//
// The order is the migration's number (`0062_what.sql`), one sequence for every area. A migration
// numbered below one the database has already applied is refused rather than applied late: on a new
// database it would run before that one, on this database after it, and the two could differ.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

export const migrationsDir = path.join(import.meta.dirname, 'migrations');
const lockKey = 724_311_001;
const namePattern = /^(\d{4,})_[a-z0-9_]+\.sql$/;

const numberOf = (name: string): number => Number(namePattern.exec(name)?.[1] ?? Number.NaN);

/** The folder's migrations in the order they apply; refuses a badly named file or a number used twice. */
export function orderMigrations(fileNames: readonly string[]): string[] {
  const sql = fileNames.filter((f) => f.endsWith('.sql'));
  const badName = sql.find((f) => !namePattern.test(f));
  if (badName) throw new Error(`migration ${badName}: a migration is named <number>_<what>.sql in lower case, e.g. 0062_channel_notes.sql`);
  const ordered = [...sql].sort((a, b) => numberOf(a) - numberOf(b));
  const twice = ordered.find((f, i) => i > 0 && numberOf(f) === numberOf(ordered[i - 1]!));
  if (twice) {
    const other = ordered.find((f) => f !== twice && numberOf(f) === numberOf(twice))!;
    throw new Error(`migrations ${other} and ${twice} have the same number; give the newer one the next free number`);
  }
  return ordered;
}

/**
 * The migrations still to apply, in order. Refuses when one of them is numbered below the latest
 * the database has applied (a database migrated before that migration was added).
 */
export function pendingMigrations(ordered: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied);
  const pending = ordered.filter((f) => !done.has(f));
  const latest = applied.filter((f) => namePattern.test(f)).sort((a, b) => numberOf(b) - numberOf(a))[0];
  if (latest === undefined) return pending;
  const late = pending.filter((f) => numberOf(f) < numberOf(latest));
  if (late.length > 0) {
    const names = late.join(', ');
    throw new Error(
      `migration order: this database has applied ${latest} but not the earlier ${names}; applied now, ` +
        `it would run in another order than on a new database, so Chorus stops. ` +
        `For a demo or development data folder, move DATA_DIR aside and start again (the demo network is seeded anew). ` +
        `For a database you keep, check that ${names} relies on nothing numbered after it, apply it with psql ` +
        `and record it (INSERT INTO schema_migrations (name) VALUES ('${late[0]}')), then start again. ` +
        `If the migration is new in your branch, give it a number above ${numberOf(latest)} instead.`,
    );
  }
  return pending;
}

export async function migrate(pool: pg.Pool, dir = migrationsDir): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name);
    for (const file of pendingMigrations(orderMigrations(await readdir(dir)), done)) {
      const sql = await readFile(path.join(dir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch(() => {});
    client.release();
  }
  return applied;
}
