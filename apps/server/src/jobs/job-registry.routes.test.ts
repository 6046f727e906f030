// The job registry on real PostgreSQL: a job registered by a (test) module runs in this process's
// worker; its progress row goes queued → running → done, written at most once a second however
// often the handler reports, with the final values always written; a failing job ends `failed`
// (or goes back to `queued` while it has retries left); a schedule is kept and removed.
import { sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { insertUser } from '../../test/fixtures.ts';
import { JobFailure } from './job-failure.ts';
import { PgBossJobRegistry } from './pg-boss-registry.ts';
import { until } from '../../test/until.ts';

let t: TestApp;
let ownerId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  ownerId = await insertUser(t.db, { email: 'job-owner@example.test', account_type: 'user', name: 'Job owner' });
  // Every write of a progress row, as the database saw it (the test works as the administrator).
  await sql`CREATE TABLE progress_writes (job_id uuid, state text, done integer, at timestamptz DEFAULT clock_timestamp())`.execute(t.db);
  await sql`CREATE FUNCTION log_progress_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO progress_writes (job_id, state, done) VALUES (NEW.job_id, NEW.state, NEW.done); RETURN NEW; END $$`.execute(t.db);
  await sql`CREATE TRIGGER progress_writes AFTER INSERT OR UPDATE ON job_progress FOR EACH ROW EXECUTE FUNCTION log_progress_write()`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function progressRow(jobId: string) {
  return t.db.selectFrom('job_progress').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}
const ended = (row: { state: string } | undefined) => row?.state === 'done' || row?.state === 'failed';

describe('the job registry', () => {
  it('runs a registered job and reports its progress at most once a second, the final values always', async () => {
    const steps = 60;
    t.ctx.jobs.register<{ steps: number }>('test-count', async (data, job) => {
      job.progress.set(0, data.steps, 'jobs.testCounting', { of: data.steps });
      for (let i = 1; i <= data.steps; i++) {
        await sleep(40);
        job.progress.set(i, data.steps);
      }
    });
    const jobId = await t.ctx.jobs.send('test-count', { steps }, { ownerId, label: 'jobs.testLabel' });
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await progressRow(jobId!)).toMatchObject({
      name: 'test-count',
      owner_user_id: ownerId,
      label: 'jobs.testLabel',
      state: 'queued',
      done: 0,
      total: null,
    });

    await t.ctx.jobs.startWorkers({ names: ['test-count'], pollingIntervalSeconds: 0.5, log: () => {} });
    const row = await until(() => progressRow(jobId!), ended);
    expect(row).toMatchObject({ state: 'done', done: steps, total: steps, message_key: 'jobs.testCounting', message_params: { of: steps } });
    expect(row!.started_at).not.toBeNull();
    expect(row!.finished_at).not.toBeNull();

    const writes = (
      await sql<{ state: string; done: number; at: Date }>`SELECT state, done, at FROM progress_writes WHERE job_id = ${jobId} ORDER BY at`.execute(t.db)
    ).rows;
    expect(writes[0]).toMatchObject({ state: 'queued' });
    expect(writes[1]).toMatchObject({ state: 'running', done: 0 });
    expect(writes.at(-1)).toMatchObject({ state: 'done', done: steps });
    // 60 reports over about 2.4 s: a write a second while running (the first a second after the
    // start); the database's clock sees the writes arrive a few milliseconds apart from when they left.
    const running = writes.slice(1, -1);
    expect(running.length).toBeGreaterThanOrEqual(2);
    expect(running.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < running.length; i++) expect(running[i]!.at.getTime() - running[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(950);
    // The pg-boss job itself completed (a moment after its progress says done).
    const job = await until(
      async () => (await sql<{ state: string }>`SELECT state::text FROM pgboss.job WHERE id = ${jobId}::uuid`.execute(t.db)).rows[0]?.state,
      (state) => state !== 'active',
    );
    expect(job).toBe('completed');
  });

  it('ends a failing job `failed`, with the reason as its message; an unexpected error reads as the generic one', async () => {
    t.ctx.jobs.register<{ how: string }>(
      'test-fail',
      async (data, job) => {
        job.progress.set(3, 10);
        if (data.how === 'refused') throw new JobFailure('errors.forbidden', { retry: false, params: { why: 'test' } });
        throw new Error('the disk caught fire');
      },
      { retryLimit: 0 },
    );
    const refused = await t.ctx.jobs.send('test-fail', { how: 'refused' });
    const crashed = await t.ctx.jobs.send('test-fail', { how: 'crash' });
    const logged: string[] = [];
    await t.ctx.jobs.startWorkers({ names: ['test-fail'], pollingIntervalSeconds: 0.5, log: (line) => logged.push(line) });
    expect(await until(() => progressRow(refused!), ended)).toMatchObject({
      state: 'failed',
      done: 3,
      total: 10,
      message_key: 'errors.forbidden',
      message_params: { why: 'test' },
    });
    expect(await until(() => progressRow(crashed!), ended)).toMatchObject({ state: 'failed', message_key: 'errors.jobFailed' });
    expect(logged.some((line) => line.includes('the disk caught fire'))).toBe(true);
    // pg-boss records the failure itself just after the handler's progress row says so.
    const jobs = await until(
      () => sql<{ id: string; state: string; output: unknown }>`SELECT id::text, state::text, output FROM pgboss.job WHERE name = 'test-fail'`.execute(t.db),
      (result) => result.rows.every((j) => j.state !== 'active' && j.state !== 'created'),
    );
    expect(jobs.rows.map((j) => j.state)).toEqual(['failed', 'failed']);
    expect(jobs.rows.find((j) => j.id === refused)?.output).toEqual({ error: 'errors.forbidden' });
  });

  it('puts a job with retries left back to `queued`, and it ends `failed` once they are spent', async () => {
    const attempts: number[] = [];
    t.ctx.jobs.register(
      'test-retry',
      async () => {
        attempts.push(Date.now());
        throw new JobFailure('errors.youtubeQuota', { retry: true });
      },
      { retryLimit: 1, retryDelaySeconds: 2 },
    );
    const jobId = await t.ctx.jobs.send('test-retry', {});
    await t.ctx.jobs.startWorkers({ names: ['test-retry'], pollingIntervalSeconds: 0.5, log: () => {} });
    await until(
      () => progressRow(jobId!),
      (row) => row?.state === 'queued' && row.message_key === 'errors.youtubeQuota',
    );
    expect(await until(() => progressRow(jobId!), ended)).toMatchObject({ state: 'failed', message_key: 'errors.youtubeQuota' });
    expect(attempts).toHaveLength(2);
  });

  it('gives a job that did not come through send (a schedule’s) its progress row when it runs', async () => {
    t.ctx.jobs.register('test-unsent', async (_data, job) => job.progress.set(1, 1));
    await t.ctx.jobs.startWorkers({ names: ['test-unsent'], pollingIntervalSeconds: 0.5, log: () => {} });
    // What pg-boss's cron pass does: a job straight into the queue, no progress row.
    const database = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db)).rows[0]!.name;
    const other = new PgBoss({ connectionString: withDatabase(inject('databaseServerUrl'), database), schema: 'pgboss', supervise: false, schedule: false });
    await other.start();
    const jobId = await other.send('test-unsent', {});
    await other.stop({ graceful: false });
    expect(await until(() => progressRow(jobId!), ended)).toMatchObject({ name: 'test-unsent', owner_user_id: null, state: 'done', done: 1, total: 1 });
  });

  it('keeps a schedule with its cron and time zone, runs the queue’s start hook where it works, and removes it', async () => {
    const started: string[] = [];
    t.ctx.jobs.register('test-scheduled', async () => {}, {
      onWorkerStart: async () => {
        started.push('hook');
        await t.ctx.jobs.schedule('test-scheduled', '15 4 * * *', { from: 'schedule' }, { tz: 'Asia/Tokyo' });
      },
    });
    expect(await t.ctx.jobs.scheduleOf('test-scheduled')).toBeNull();
    await t.ctx.jobs.startWorkers({ names: ['test-scheduled'], pollingIntervalSeconds: 0.5, log: () => {} });
    expect(started).toEqual(['hook']);
    expect(await t.ctx.jobs.scheduleOf('test-scheduled')).toEqual({ cron: '15 4 * * *', timezone: 'Asia/Tokyo' });
    await expect(t.ctx.jobs.schedule('test-scheduled', 'every day', {}, { tz: 'Asia/Tokyo' })).rejects.toThrow();
    await t.ctx.jobs.unschedule('test-scheduled');
    expect(await t.ctx.jobs.scheduleOf('test-scheduled')).toBeNull();
  });

  it('starts no worker (and no pg-boss) in a process that runs none', async () => {
    const hook: string[] = [];
    const registry = new PgBossJobRegistry({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      progress: { queued: async () => {}, running: async () => {}, progress: async () => {}, finish: async () => {} },
      runsWorkers: false,
    });
    registry.register('test-idle', async () => {}, { onWorkerStart: async () => void hook.push('ran') });
    await registry.startWorkers();
    expect(hook).toEqual([]);
    await registry.stop();
  });
});
