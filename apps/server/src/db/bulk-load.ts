// Bulk loads: rows (or a CSV stream) go into a staging table with `COPY … FROM STDIN`, then one
// set-based statement given by the caller (INSERT … SELECT … ON CONFLICT …, UPDATE … FROM …) moves
// them into place, in the same transaction. A load therefore lands whole or not at all: a row
// PostgreSQL refuses mid-stream, or a merge that fails, rolls back everything the transaction did.
//
// COPY needs the raw pg client (Kysely cannot stream into it), so a load runs on a client checked
// out of the pool; `withClientTransaction` also gives a Kysely bound to that same client for the
// rest of the transaction's work.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CompiledQuery, Kysely, PostgresDialect, PostgresDriver, type DatabaseConnection, type Driver, type PostgresDialectConfig } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { poolOf, type Db } from './database.ts';
import type { Database } from './schema.ts';

/** A value of one column: text and exact decimals as strings, whole numbers, booleans, instants, text arrays. */
export type CopyCell = string | number | bigint | boolean | Date | null | readonly string[];

export type BulkLoadSource =
  /** Rows in the order of the staging columns; encoded here (CSV, ~64 KB chunks, with backpressure). */
  | { rows: Iterable<readonly CopyCell[]> | AsyncIterable<readonly CopyCell[]> }
  /** CSV bytes in the staging columns' order (RFC 4180 quoting; an unquoted empty field is NULL). */
  | { csv: Readable | AsyncIterable<Buffer | string>; header?: boolean };

export type BulkLoad = {
  /**
   * The staging table's columns: `like` takes the types of those columns of an existing table (no
   * constraints, so the merge decides what a row must satisfy); otherwise each column names its type.
   */
  staging: { like: string; columns: readonly string[] } | { columns: readonly { name: string; type: string }[] };
  source: BulkLoadSource;
  /** The set-based statement that moves the staged rows into place; gets the staging table's name. */
  merge: (staging: string) => string;
};

export type BulkLoadResult = { copied: number; merged: number };

const identifier = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;
const typeName = /^[a-z_][a-z0-9_ ]*(\(\d+(, ?\d+)?\))?(\[\])?$/;
function checked(name: string, pattern: RegExp): string {
  // Table, column and type names are the caller's constants, never user input; this keeps it so.
  if (!pattern.test(name)) throw new Error(`bulk load: unexpected name ${JSON.stringify(name)}`);
  return name;
}

const CHUNK_CHARS = 64 * 1024;

function quoteCsv(text: string): string {
  // PostgreSQL cannot store NUL in text; refusing it here names the cause instead of a COPY error.
  if (text.includes('\u0000')) throw new Error('bulk load: text contains a NUL character');
  // Always quoted: commas and line breaks stay inside the field, an empty string stays distinct
  // from NULL, and a line reading `\.` can never end the data early.
  return `"${text.replaceAll('"', '""')}"`;
}

/** A PostgreSQL array literal of text elements (every element quoted). */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** One value as a field of `COPY … (FORMAT csv)`. */
export function csvField(value: CopyCell): string {
  if (value === null) return '';
  if (typeof value === 'string') return quoteCsv(value);
  if (typeof value === 'number') {
    // A float would arrive rounded: exact decimals travel as strings.
    if (!Number.isSafeInteger(value)) throw new Error(`bulk load: ${value} is not a whole number (pass decimals as strings)`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return quoteCsv(textArrayLiteral(value));
}

export function csvLine(row: readonly CopyCell[]): string {
  let line = '';
  for (let i = 0; i < row.length; i++) line += (i === 0 ? '' : ',') + csvField(row[i]!);
  return `${line}\n`;
}

async function* csvChunks(rows: Iterable<readonly CopyCell[]> | AsyncIterable<readonly CopyCell[]>, width: number): AsyncGenerator<string> {
  let chunk = '';
  for await (const row of rows) {
    if (row.length !== width) throw new Error(`bulk load: a row has ${row.length} values for ${width} columns`);
    chunk += csvLine(row);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

let stagingCount = 0;

/**
 * Stages and merges one load on a client that is inside a transaction. On failure the transaction
 * is unusable until rolled back (as after any failed statement).
 */
export async function copyAndMerge(client: pg.ClientBase, load: BulkLoad): Promise<BulkLoadResult> {
  const staging = `bulk_staging_${++stagingCount}`;
  const names = load.staging.columns.map((c) => checked(typeof c === 'string' ? c : c.name, identifier));
  if ('like' in load.staging) {
    await client.query(`CREATE TEMP TABLE ${staging} ON COMMIT DROP AS SELECT ${names.join(', ')} FROM ${checked(load.staging.like, identifier)} WITH NO DATA`);
  } else {
    const definitions = load.staging.columns.map((c) => `${c.name} ${checked(c.type, typeName)}`);
    await client.query(`CREATE TEMP TABLE ${staging} (${definitions.join(', ')}) ON COMMIT DROP`);
  }
  const source = load.source;
  const header = 'csv' in source && source.header ? ', HEADER true' : '';
  const copy = client.query(copyFrom(`COPY ${staging} (${names.join(', ')}) FROM STDIN WITH (FORMAT csv${header})`));
  const input = 'rows' in source ? Readable.from(csvChunks(source.rows, names.length)) : source.csv;
  await pipeline(input, copy);
  const merged = await client.query(load.merge(staging));
  await client.query(`DROP TABLE ${staging}`);
  return { copied: copy.rowCount, merged: merged.rowCount ?? 0 };
}

export type ClientTransaction = { client: pg.PoolClient; db: Db };

/**
 * Runs `work` in one transaction on one pooled client, with a Kysely bound to that client. On
 * failure the transaction is rolled back and the client destroyed rather than reused (a COPY cut
 * off mid-stream may leave the connection in a state not worth trusting).
 */
export async function withClientTransaction<T>(db: Db, work: (tx: ClientTransaction) => Promise<T>): Promise<T> {
  const client = await poolOf(db).connect();
  try {
    await client.query('BEGIN');
    const result = await work({ client, db: kyselyOn(client) });
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** A Kysely whose every query runs on `client` (which it never releases: the caller owns it). */
function kyselyOn(client: pg.PoolClient): Db {
  const borrowed = { query: client.query.bind(client), release: () => {} } as unknown as pg.PoolClient;
  return new Kysely<Database>({ dialect: new NestedDialect({ pool: { connect: async () => borrowed, end: async () => {} } }) });
}

/**
 * The client is already in the caller's transaction: a `transaction()` of code running inside it
 * (a service that opens its own) becomes a savepoint, so that its COMMIT does not end the caller's
 * transaction halfway (and the rest run outside any).
 */
class NestedDialect extends PostgresDialect {
  readonly #settings: PostgresDialectConfig;
  constructor(settings: PostgresDialectConfig) {
    super(settings);
    this.#settings = settings;
  }
  override createDriver(): Driver {
    return new NestedDriver(this.#settings);
  }
}

class NestedDriver extends PostgresDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('SAVEPOINT chorus_nested'));
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('RELEASE SAVEPOINT chorus_nested'));
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK TO SAVEPOINT chorus_nested'));
    await connection.executeQuery(CompiledQuery.raw('RELEASE SAVEPOINT chorus_nested'));
  }
}

/** One load in a transaction of its own. */
export async function bulkLoad(db: Db, load: BulkLoad): Promise<BulkLoadResult> {
  return withClientTransaction(db, ({ client }) => copyAndMerge(client, load));
}
