// The database part of a backup, written by Chorus itself rather than pg_dump: the embedded
// PostgreSQL is 17 and ships no pg_dump, and Debian's pg_dump (15) refuses to dump a newer server
// (docs/decisions/operations.md). The schema is the migrations' (the manifest names the level):
// what is dumped is each table's rows (COPY, text format, gzip), the partitions made at run time
// (their bounds), the sequences, and a fingerprint of every table (rows and an order-free checksum)
// taken in the same snapshot, which a restore and the nightly drill check again.
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

export type TableFingerprint = { rows: number; checksum: string };
export type DumpedTable = TableFingerprint & { name: string; file: string };
/** A partition made at run time (revenue months): recreated from its parent and bound before the load. */
export type DumpedPartition = { name: string; parent: string; bound: string; partitionKey: string | null };
export type DumpedSequence = { name: string; value: string; isCalled: boolean };
export type DatabaseDump = { tables: DumpedTable[]; partitions: DumpedPartition[]; sequences: DumpedSequence[] };

const SCHEMA = 'public';
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (name: string) => `${SCHEMA}.${quote(name)}`;

/**
 * Rows and an order-free checksum of a table: the sum of the first 60 bits of each row's md5, as an
 * exact numeric. The same rows give the same figure in any physical order, after any reload.
 */
export async function tableFingerprint(client: pg.ClientBase, table: string): Promise<TableFingerprint> {
  const result = await client.query<{ rows: string; checksum: string }>(
    `SELECT count(*)::text AS rows, coalesce(sum(('x' || left(md5(t::text), 15))::bit(60)::bigint::numeric), 0)::text AS checksum FROM ${qualified(table)} t`,
  );
  const row = result.rows[0]!;
  return { rows: Number(row.rows), checksum: row.checksum };
}

/** The tables that hold rows (partitioned parents hold none: their leaves are dumped). */
export async function dataTables(client: pg.ClientBase): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY c.relname`,
    [SCHEMA],
  );
  return result.rows.map((r) => r.name);
}

async function partitions(client: pg.ClientBase): Promise<DumpedPartition[]> {
  const result = await client.query<DumpedPartition & { depth: number }>(
    `SELECT c.relname AS name, p.relname AS parent, pg_get_expr(c.relpartbound, c.oid) AS bound,
            CASE WHEN c.relkind = 'p' THEN pg_get_partkeydef(c.oid) END AS "partitionKey",
            (SELECT count(*) FROM pg_partition_ancestors(c.oid))::int AS depth
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_inherits i ON i.inhrelid = c.oid JOIN pg_class p ON p.oid = i.inhparent
      WHERE n.nspname = $1 AND c.relispartition ORDER BY depth, c.relname`,
    [SCHEMA],
  );
  return result.rows.map(({ name, parent, bound, partitionKey }) => ({ name, parent, bound, partitionKey }));
}

async function sequences(client: pg.ClientBase): Promise<DumpedSequence[]> {
  const names = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY c.relname`,
    [SCHEMA],
  );
  const out: DumpedSequence[] = [];
  for (const { name } of names.rows) {
    const row = (await client.query<{ value: string; is_called: boolean }>(`SELECT last_value::text AS value, is_called FROM ${qualified(name)}`)).rows[0]!;
    out.push({ name, value: row.value, isCalled: row.is_called });
  }
  return out;
}

/** Writes every table of the database into `dir` (one gzip file each), all from one snapshot. */
export async function dumpDatabase(client: pg.ClientBase, dir: string): Promise<DatabaseDump> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const tables: DumpedTable[] = [];
    for (const name of await dataTables(client)) {
      const file = `db/${name}.copy.gz`;
      await pipeline(client.query(copyTo(`COPY ${qualified(name)} TO STDOUT`)), createGzip({ level: 1 }), createWriteStream(path.join(dir, file)));
      tables.push({ name, file, ...(await tableFingerprint(client, name)) });
    }
    const dump = { tables, partitions: await partitions(client), sequences: await sequences(client) };
    await client.query('COMMIT');
    return dump;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/**
 * Loads a dump into a database that the dump's migration level was just applied to: the run-time
 * partitions are made, every table emptied and filled, the sequences set. Triggers are off for the
 * load (session_replication_role): the rows are the dump's, not to be derived again.
 */
export async function loadDatabase(client: pg.ClientBase, dump: DatabaseDump, dir: string, log: (line: string) => void): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL session_replication_role = replica');
    for (const p of dump.partitions) {
      const exists = (await client.query('SELECT to_regclass($1) AS r', [qualified(p.name)])).rows[0].r;
      if (exists) continue;
      const by = p.partitionKey ? ` PARTITION BY ${p.partitionKey}` : '';
      await client.query(`CREATE TABLE ${qualified(p.name)} PARTITION OF ${qualified(p.parent)} ${p.bound}${by}`);
    }
    const present = new Set(await dataTables(client));
    if (present.size > 0) await client.query(`TRUNCATE ${[...present].map(qualified).join(', ')}`);
    for (const table of dump.tables) {
      if (!present.has(table.name)) {
        // Not Chorus's: a table made by hand, or the load table of an upload that was cut off.
        log(`left out ${table.name} (${table.rows} rows): no migration of the backup's level makes it`);
        continue;
      }
      await pipeline(createReadStream(path.join(dir, table.file)), createGunzip(), client.query(copyFrom(`COPY ${qualified(table.name)} FROM STDIN`)));
    }
    for (const s of dump.sequences) await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [qualified(s.name), s.value, s.isCalled]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/**
 * The tables whose rows or checksum differ from the dump's (empty: the database is the backup's).
 * The tables loadDatabase() left out (made by no migration) are not compared.
 */
export async function compareWithDump(client: pg.ClientBase, dump: DatabaseDump): Promise<string[]> {
  const present = new Set(await dataTables(client));
  const differences: string[] = [];
  for (const table of dump.tables) {
    if (!present.has(table.name)) continue;
    const found = await tableFingerprint(client, table.name);
    if (found.rows !== table.rows || found.checksum !== table.checksum)
      differences.push(`${table.name}: ${found.rows} rows (checksum ${found.checksum}), the backup has ${table.rows} (checksum ${table.checksum})`);
  }
  return differences;
}
