import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// bigint ids arrive as strings by default; ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// bigint[] (the permission entries' channel_group_ids and advertiser_ids) likewise, element by element.
const BIGINT_ARRAY_OID = 1016 as (typeof pg.types.builtins)['INT8'];
const parseBigintTextArray = pg.types.getTypeParser(BIGINT_ARRAY_OID) as (value: string) => (string | null)[];
pg.types.setTypeParser(BIGINT_ARRAY_OID, (v) => parseBigintTextArray(v).map((n) => (n === null ? null : Number(n))));
// `numeric` stays a string: money is handled with decimal arithmetic, never floats.
// `date` stays a plain YYYY-MM-DD string rather than a Date at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

/** `idleSeconds`: how long an unused connection stays open (pg's default is 10 s). */
export function createPool(connectionString: string, max = 20, idleSeconds = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: idleSeconds * 1000 });
  // An idle connection the server closes (a restart, or shutdown racing our own) is dropped by the
  // pool and replaced on demand; without a listener it would crash the process.
  pool.on('error', (error) => console.warn(`[chorus] idle database connection closed: ${error.message}`));
  return pool;
}

const pools = new WeakMap<Db, pg.Pool>();

export function createDb(pool: pg.Pool): Db {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The pool behind a Db made by createDb: bulk loads (COPY) need a raw client of it. */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('this database handle was not made by createDb');
  return pool;
}
