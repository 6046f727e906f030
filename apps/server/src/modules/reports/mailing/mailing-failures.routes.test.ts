// Spec 8's messages when the database fails under the mailing's reads and removals: the subscription
// list and the runs answer "Inquiry failed", the records "Unable to retrieve past report records",
// and a removal "Failed to remove a record", translated, with nothing internal in the answer and the
// record still there. The failures are made in PostgreSQL itself (a table out of reach, a trigger
// that refuses deletes), so the routes meet a real database error.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let recordId: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['staff']);
  const channel = await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').executeTakeFirstOrThrow();
  const run = await t.db
    .insertInto('report_mail_runs')
    .values({ kind: 'manual', period: 'quarterly', year: 2026, period_index: 2, period_code: '2026-Q2', finished_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const record = await t.db
    .insertInto('report_mail_records')
    .values({
      run_id: run.id,
      channel_id: channel.channel_id,
      recipient: 'failures@example.test',
      period_code: '2026-Q2',
      formats: ['pdf'],
      language: 'en',
      currency: 'USD',
      result: 'failed',
      error: 'errors.reportMailRefused',
      at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  recordId = record.id;
});
afterAll(async () => t?.close());

const get = (url: string, language: 'zh-TW' | 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...t.demoHeaders('staff'), 'accept-language': language } });

async function withTableAway<T>(table: string, work: () => Promise<T>): Promise<T> {
  await sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`).execute(t.db);
  try {
    return await work();
  } finally {
    await sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`).execute(t.db);
  }
}

describe('the mailing when the database fails (spec 8)', () => {
  it('the records answer "Unable to retrieve past report records"', async () => {
    const [zh, en] = await withTableAway('report_mail_records', async () => [
      await get('/api/v1/reports/mailing/records?failed_only=true', 'zh-TW'),
      await get('/api/v1/reports/mailing/records', 'en'),
    ]);
    expect(zh.statusCode).toBe(500);
    expect(expectErrorBody(zh, 'zh-TW')).toMatchObject({ code: 'errors.reportRecordsUnavailable', message: '無法取得過去的報表紀錄。' });
    expect(expectErrorBody(en, 'en')).toMatchObject({ code: 'errors.reportRecordsUnavailable', message: 'Unable to retrieve past report records.' });
    // The table back, the same read answers.
    expect((await get('/api/v1/reports/mailing/records?failed_only=true', 'en')).json()).toMatchObject({ total: 1 });
  });

  it('the subscriptions and the runs answer "Inquiry failed"', async () => {
    const [runs] = await withTableAway('report_mail_runs', async () => [await get('/api/v1/reports/mailing/runs', 'en')]);
    expect(runs.statusCode).toBe(500);
    expect(expectErrorBody(runs, 'en')).toMatchObject({ code: 'errors.reportInquiryFailed', message: 'Inquiry failed.' });
    const [list] = await withTableAway('report_subscriptions', async () => [await get('/api/v1/reports/subscriptions', 'zh-TW')]);
    expect(list.statusCode).toBe(500);
    expect(expectErrorBody(list, 'zh-TW')).toMatchObject({ code: 'errors.reportInquiryFailed', message: '查詢失敗。' });
  });

  it('a removal the database refuses answers "Failed to remove a record" and keeps the record', async () => {
    await sql
      .raw(
        `
      CREATE FUNCTION refuse_record_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
      CREATE TRIGGER refuse_record_delete BEFORE DELETE ON report_mail_records FOR EACH ROW EXECUTE FUNCTION refuse_record_delete();`,
      )
      .execute(t.db);
    try {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/reports/mailing/records/${recordId}`,
        headers: { ...t.demoHeaders('staff'), 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(500);
      expect(expectErrorBody(response, 'en')).toMatchObject({ code: 'errors.reportRecordRemoveFailed', message: 'Failed to remove a record.' });
    } finally {
      await sql.raw('DROP TRIGGER refuse_record_delete ON report_mail_records; DROP FUNCTION refuse_record_delete();').execute(t.db);
    }
    const kept = await t.db.selectFrom('report_mail_records').select('id').where('id', '=', recordId).execute();
    expect(kept).toHaveLength(1);
  });
});
