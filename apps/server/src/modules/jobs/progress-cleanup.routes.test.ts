// Finished jobs' progress rows go after the retention (progress-cleanup.ts): done and failed rows
// that finished more than 14 days ago are removed by the daily job, as the app's own database role;
// younger ones, and queued or running ones however old, stay; the job keeps its daily schedule.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { deleteFinishedProgress, deleteOldJobEffects, JOB_PROGRESS_CLEANUP_QUEUE, JOB_PROGRESS_RETENTION_DAYS } from './progress-cleanup.ts';

let t: TestApp;
const now = new Date('2026-11-27T04:10:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

async function row(state: 'queued' | 'running' | 'done' | 'failed', finishedDaysAgo: number | null, updatedDaysAgo = finishedDaysAgo ?? 30): Promise<string> {
  const id = randomUUID();
  await t.db
    .insertInto('job_progress')
    .values({
      job_id: id,
      name: 'test-cleanup',
      state,
      updated_at: daysAgo(updatedDaysAgo),
      started_at: daysAgo(updatedDaysAgo + 1),
      finished_at: finishedDaysAgo === null ? null : daysAgo(finishedDaysAgo),
    })
    .execute();
  return id;
}

describe('job progress cleanup', () => {
  it(`removes the rows of jobs finished over ${JOB_PROGRESS_RETENTION_DAYS} days ago, and nothing else`, async () => {
    const gone = [await row('done', JOB_PROGRESS_RETENTION_DAYS + 1), await row('failed', 40)];
    const kept = [await row('done', JOB_PROGRESS_RETENTION_DAYS - 1), await row('failed', 0), await row('running', null, 60), await row('queued', null, 90)];
    expect(await deleteFinishedProgress(t.ctx.db, now)).toBe(2);
    const left = (await t.db.selectFrom('job_progress').select('job_id').where('name', '=', 'test-cleanup').execute()).map((r) => r.job_id);
    expect(left.sort()).toEqual([...kept].sort());
    expect(left.some((id) => gone.includes(id))).toBe(false);
    expect(await deleteFinishedProgress(t.ctx.db, now)).toBe(0);
  });

  it(`removes the records of job effects applied over ${JOB_PROGRESS_RETENTION_DAYS} days ago, and keeps the younger ones`, async () => {
    const record = async (days: number) => {
      const id = randomUUID();
      await t.db
        .insertInto('job_effects')
        .values({ job_id: id, applied_at: daysAgo(days) })
        .execute();
      return id;
    };
    await record(JOB_PROGRESS_RETENTION_DAYS + 1);
    const kept = [await record(JOB_PROGRESS_RETENTION_DAYS - 1), await record(0)];
    expect(await deleteOldJobEffects(t.ctx.db, now)).toBe(1);
    const left = (await t.db.selectFrom('job_effects').select('job_id').execute()).map((r) => r.job_id);
    expect(left.sort()).toEqual([...kept].sort());
  });

  it('runs every day where jobs are worked', async () => {
    expect(await t.ctx.jobs.scheduleOf(JOB_PROGRESS_CLEANUP_QUEUE)).toBeNull();
    await t.ctx.jobs.startWorkers({ names: [JOB_PROGRESS_CLEANUP_QUEUE], pollingIntervalSeconds: 1, log: () => {} });
    expect(await t.ctx.jobs.scheduleOf(JOB_PROGRESS_CLEANUP_QUEUE)).toEqual({ cron: '10 4 * * *', timezone: 'UTC' });
  });
});
