// Who started a run: the list and the detail answer the starter's user id (as before, for outside
// tools) and display name, read with the run in one query. Two people start a run each through the
// route; the schedule's run has no starter; a run whose starter was removed keeps no id and no name.
// No queue workers run here, so the runs stay as started (their jobs queued, nothing sent).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { insertUser } from '../../../../test/fixtures.ts';

let t: TestApp;
let channelId: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['staff', 'finance']);
  channelId = (await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').executeTakeFirstOrThrow()).channel_id;
});
afterAll(async () => t?.close());

type Run = { id: string; kind: string; created_by: string | null; created_by_name: string | null };
const call = (key: string, url: string, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: t.demoHeaders(key), ...(payload ? { payload } : {}) });
const nameOf = async (id: number) => (await t.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

describe("a run's starter", () => {
  it('is named in the list and the detail: each person by their own name, the schedule by nobody', async () => {
    const [staffId, financeId] = [await t.demoUserId('staff'), await t.demoUserId('finance')];
    const [staffName, financeName] = [await nameOf(staffId), await nameOf(financeId)];
    expect(staffName).not.toBe(financeName);

    const byStaff = await call('staff', '/api/v1/reports/mailing/runs', { year: 2025, quarter: 2, channel_ids: [channelId] });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    // Another quarter: the staff's run already holds 2025-Q2 for this channel, so a second run of it has nothing to send (409).
    const byFinance = await call('finance', '/api/v1/reports/mailing/runs', { year: 2025, quarter: 3, channel_ids: [channelId] });
    expect(byFinance.statusCode, byFinance.body).toBe(200);
    const scheduled = await t.db
      .insertInto('report_mail_runs')
      .values({ kind: 'scheduled', period: 'quarterly', year: 2025, period_index: 1, period_code: '2025-Q1', created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staffRun = (byStaff.json() as { run_id: string }).run_id;
    const financeRun = (byFinance.json() as { run_id: string }).run_id;

    // Whoever reads the list sees the same names (the card decides what "you" is).
    for (const reader of ['staff', 'finance']) {
      const list = await call(reader, '/api/v1/reports/mailing/runs');
      expect(list.statusCode).toBe(200);
      const items = (list.json() as { items: Run[] }).items;
      const byId = new Map(items.map((r) => [r.id, r]));
      expect(byId.get(staffRun)).toMatchObject({ kind: 'manual', created_by: String(staffId), created_by_name: staffName });
      expect(byId.get(financeRun)).toMatchObject({ kind: 'manual', created_by: String(financeId), created_by_name: financeName });
      expect(byId.get(String(scheduled.id))).toMatchObject({ kind: 'scheduled', created_by: null, created_by_name: null });
    }
    const detail = (await call('staff', `/api/v1/reports/mailing/runs/${financeRun}`)).json() as Run;
    expect(detail).toMatchObject({ id: financeRun, created_by: String(financeId), created_by_name: financeName });

    // A name changed since shows as it is now (read with the run, not kept on it).
    await t.db.updateTable('users').set({ name: '財務 測試' }).where('id', '=', financeId).execute();
    expect(((await call('staff', `/api/v1/reports/mailing/runs/${financeRun}`)).json() as Run).created_by_name).toBe('財務 測試');
  });

  it('is nobody once the starter is removed (the id is set to null with the user)', async () => {
    const user = await insertUser(t.db, { email: 'runs-starter-gone@example.test', account_type: 'staff', name: 'Gone Starter' });
    const run = await t.db
      .insertInto('report_mail_runs')
      .values({ kind: 'manual', period: 'quarterly', year: 2024, period_index: 4, period_code: '2024-Q4', created_by: user })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(((await call('staff', `/api/v1/reports/mailing/runs/${run.id}`)).json() as Run).created_by_name).toBe('Gone Starter');
    await sql`DELETE FROM users WHERE id = ${user}`.execute(t.db);
    expect((await call('staff', `/api/v1/reports/mailing/runs/${run.id}`)).json()).toMatchObject({ created_by: null, created_by_name: null });
  });
});
