// A worker for bench:scale-out's killed-worker figure: runs the `bench_once` queue's jobs (schema
// `bench_boss`, apart from the application's) the way Chorus's handlers with database effects do,
// through runOnce (apps/server/src/jobs/run-once.ts): each execution is counted in
// `bench_executions` first (outside the effect), then the job's effect, a row of `bench_runs`, and
// its job_effects record commit in one transaction; an execution that finds its record counts in
// `bench_skips`. Started twice by scale-out.ts; the first is killed with SIGKILL mid-run.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { runOnce } from '../../apps/server/src/jobs/run-once.ts';

const databaseUrl = process.env.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool }) });
// The supervisor looks for expired jobs every second (pg-boss's default: every 60 s).
const boss = new PgBoss({ connectionString: databaseUrl, schema: 'bench_boss', superviseIntervalSeconds: 1 });
boss.on('error', (error) => console.error(error.message));
await boss.start();
await boss.work<{ n: number }>('bench_once', { batchSize: 1, localConcurrency: 4, pollingIntervalSeconds: 0.5 }, async ([job]) => {
  const { n } = job!.data;
  await pool.query('INSERT INTO bench_executions (n, pid) VALUES ($1, $2)', [n, process.pid]);
  const outcome = await runOnce(db, job!, async (trx) => {
    await sql`INSERT INTO bench_runs (n, pid) VALUES (${n}, ${process.pid})`.execute(trx);
    // Work inside the effect's transaction: a kill here rolls the effect and its record back.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  if (!outcome.applied) await pool.query('INSERT INTO bench_skips (n, pid) VALUES ($1, $2)', [n, process.pid]);
});
console.log('ready');
