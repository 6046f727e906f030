// Jobs that follow a write are queued in the write's transaction (SendOptions.within), on the
// application's own database role: a rolled-back write queues nothing (no pg-boss job, no progress
// row), a committed one always has both. The collab status mail and the revenue upload use it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  t.ctx.jobs.register('test-in-transaction', async () => {});
});
afterAll(async () => {
  await t?.close();
});

async function jobsNamed(name: string) {
  const { rows } = await sql<{ id: string }>`SELECT id::text FROM pgboss.job WHERE name = ${name}`.execute(t.db);
  return rows.map((row) => row.id);
}
const progressRows = (name: string) => t.db.selectFrom('job_progress').select(['job_id', 'state']).where('name', '=', name).execute();

describe('a job queued in its write’s transaction', () => {
  it('is not queued when the write rolls back', async () => {
    const failed = t.ctx.db.transaction().execute(async (trx) => {
      const id = await t.ctx.jobs.send('test-in-transaction', { n: 1 }, { within: trx });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      throw new Error('the write failed after its job was queued');
    });
    await expect(failed).rejects.toThrow('the write failed');
    expect(await jobsNamed('test-in-transaction')).toEqual([]);
    expect(await progressRows('test-in-transaction')).toEqual([]);
  });

  it('is queued, with its progress row, exactly when the write commits', async () => {
    const id = await t.ctx.db.transaction().execute(async (trx) => {
      const queued = await t.ctx.jobs.send('test-in-transaction', { n: 2 }, { within: trx });
      // Not visible outside the transaction before it commits.
      expect(await jobsNamed('test-in-transaction')).toEqual([]);
      return queued;
    });
    expect(await jobsNamed('test-in-transaction')).toEqual([id]);
    expect(await progressRows('test-in-transaction')).toEqual([{ job_id: id, state: 'queued' }]);
  });
});
