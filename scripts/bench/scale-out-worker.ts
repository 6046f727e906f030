// A worker for bench:scale-out's killed-worker figure: runs the `bench_once` queue's jobs (schema
// `bench_boss`, apart from the application's), recording every execution in `bench_runs` before
// it completes the job. Started twice by scale-out.ts; the first is killed with SIGKILL mid-run.
import pg from 'pg';
import { PgBoss } from 'pg-boss';

const databaseUrl = process.env.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
// The supervisor looks for expired jobs every second (pg-boss's default: every 60 s).
const boss = new PgBoss({ connectionString: databaseUrl, schema: 'bench_boss', superviseIntervalSeconds: 1 });
boss.on('error', (error) => console.error(error.message));
await boss.start();
await boss.work<{ n: number }>('bench_once', { batchSize: 1, localConcurrency: 4, pollingIntervalSeconds: 0.5 }, async ([job]) => {
  await pool.query('INSERT INTO bench_runs (n, pid) VALUES ($1, $2)', [job!.data.n, process.pid]);
  await new Promise((resolve) => setTimeout(resolve, 20));
});
console.log('ready');
