// A job's database effect happens once (run-once.ts), as the app's own database role: a handler
// run again with the same job id (its worker was killed after the effect committed, before pg-boss
// completed the job) applies nothing more; a handler that throws leaves neither its effect nor the
// job's record, so its retry applies it; two runs of one job at the same time apply it once.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import type { JobContext, JobHandler } from './job-registry.ts';
import { runOnce } from './run-once.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  // Created by the administrator: the app's role gets its privileges by default (db/app-role.ts).
  await sql`CREATE TABLE test_effects (job_id uuid NOT NULL, n integer NOT NULL)`.execute(t.db);
});
afterAll(async () => t?.close());

const context = (id: string): JobContext => ({ id, progress: { set: () => {} }, log: () => {} });
const effects = async (id: string) =>
  (await sql<{ n: number }>`SELECT n FROM test_effects WHERE job_id = ${id}::uuid ORDER BY n`.execute(t.db)).rows.map((r) => r.n);
const recorded = async (id: string) => (await t.db.selectFrom('job_effects').select('job_id').where('job_id', '=', id).execute()).length;

/** A handler whose effect is a row; `fail` throws after the row is written. */
function handler(fail = false): JobHandler<{ n: number }> {
  return async (data, job) => {
    await runOnce(t.ctx.db, job, async (trx) => {
      await sql`INSERT INTO test_effects (job_id, n) VALUES (${job.id}::uuid, ${data.n})`.execute(trx);
      if (fail) throw new Error('the handler failed after its write');
    });
  };
}

describe('runOnce', () => {
  it('applies the effect of a job run twice with the same id once, and records the job', async () => {
    const id = randomUUID();
    await handler()({ n: 1 }, context(id));
    await handler()({ n: 1 }, context(id));
    expect(await effects(id)).toEqual([1]);
    expect(await recorded(id)).toBe(1);
  });

  it('answers whether this run applied the effect', async () => {
    const id = randomUUID();
    expect(await runOnce(t.ctx.db, { id }, async () => 'done')).toEqual({ applied: true, value: 'done' });
    expect(await runOnce(t.ctx.db, { id }, async () => 'again')).toEqual({ applied: false });
  });

  it('rolls back the effect and the record of a handler that throws, so that its retry applies it', async () => {
    const id = randomUUID();
    await expect(handler(true)({ n: 2 }, context(id))).rejects.toThrow('the handler failed after its write');
    expect(await effects(id)).toEqual([]);
    expect(await recorded(id)).toBe(0);
    await handler()({ n: 2 }, context(id));
    expect(await effects(id)).toEqual([2]);
    expect(await recorded(id)).toBe(1);
  });

  it('applies the effect once when two runs of one job overlap', async () => {
    const id = randomUUID();
    await Promise.all([handler()({ n: 3 }, context(id)), handler()({ n: 3 }, context(id))]);
    expect(await effects(id)).toEqual([3]);
  });

  it('keeps jobs apart: another job id applies its own effect', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await handler()({ n: 4 }, context(first));
    await handler()({ n: 5 }, context(second));
    expect([...(await effects(first)), ...(await effects(second))]).toEqual([4, 5]);
  });
});
