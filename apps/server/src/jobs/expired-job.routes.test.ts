// A job that pg-boss expires (its handler ran past the queue's expireInSeconds) ends `failed` in
// job_progress with the time-out message, and a handler that returns late does not change that;
// a running row whose job pg-boss put back for a retry reads `queued` again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { until } from '../../test/until.ts';
import { JOB_TIMED_OUT } from './job-failure.ts';
import { ProgressStore } from './progress-store.ts';

let t: TestApp;
let store: ProgressStore;
const released: (() => void)[] = [];

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  store = new ProgressStore(t.ctx.db, t.ctx.clock);
  // Runs until the test lets it go: far past the queue's one-second expiry.
  const hold = () => new Promise<void>((resolve) => released.push(resolve));
  t.ctx.jobs.register('test-expires', hold, { expireInSeconds: 1, retryLimit: 0 });
  t.ctx.jobs.register('test-expires-retried', hold, { expireInSeconds: 1, retryLimit: 1, retryDelaySeconds: 3600 });
  await t.ctx.jobs.startWorkers({ names: ['test-expires', 'test-expires-retried'], pollingIntervalSeconds: 0.5, log: () => {} });
});
afterAll(async () => {
  for (const release of released) release();
  await t?.close();
});

const bossState = async (id: string) => (await sql<{ state: string }>`SELECT state::text FROM pgboss.job WHERE id = ${id}`.execute(t.db)).rows[0]?.state;
const progress = (id: string) =>
  t.db.selectFrom('job_progress').select(['state', 'message_key', 'finished_at']).where('job_id', '=', id).executeTakeFirstOrThrow();

describe('a job pg-boss expires', () => {
  it('ends failed in job_progress, and its handler returning late changes nothing', async () => {
    const id = (await t.ctx.jobs.send('test-expires', {}))!;
    await until(
      () => bossState(id),
      (state) => state === 'failed',
    );
    expect((await progress(id)).state).toBe('running');
    expect(await store.settleExpired()).toBeGreaterThanOrEqual(1);
    expect(await progress(id)).toMatchObject({ state: 'failed', message_key: JOB_TIMED_OUT });
    expect((await progress(id)).finished_at).not.toBeNull();
    // The handler returns now: its `done` does not overwrite the failure.
    for (const release of released.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await progress(id)).state).toBe('failed');
  });

  it('reads queued again while pg-boss holds it for a retry', async () => {
    const id = (await t.ctx.jobs.send('test-expires-retried', {}))!;
    await until(
      () => bossState(id),
      (state) => state === 'retry',
    );
    await store.settleExpired();
    expect((await progress(id)).state).toBe('queued');
  });
});
