// Issue 30, the revenue archive and the estimated / final / paid reconciliation, end to end: real
// uploads are archived byte for byte (hash and bytes checked against what was sent), listed by
// month and downloaded as received; finance and admin may, the assistant and owners may not. The
// reconciliation's figures are written out by hand from the rows this test puts in.
import type { ArchiveItem } from '@chorus/contract';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { multipartBody } from '../../../../test/multipart.ts';

let t: TestApp;
let a: string;
let b: string;
const MONTH = '201905';

beforeAll(async () => {
  t = await startTestApp();
  [a, b] = (await t.db.selectFrom('channels').select('channel_id').where('source_type', '=', 'YT').orderBy('channel_id').limit(2).execute()).map(
    (c) => c.channel_id,
  ) as [string, string];
  await t.signInDemo(['finance', 'admin', 'assistant', 'user_owner', 'sales']);
});
afterAll(async () => {
  await t?.close();
});

const header =
  'Adjustment Type,Video ID,Video Title,Video Duration (sec),Category,Channel ID,Uploader,Channel Display Name,Content Type,Policy,Owned Views,YouTube Revenue Split : Auction,YouTube Revenue Split : Reserved,YouTube Revenue Split : Partner Sold YouTube Served,YouTube Revenue Split : Partner Sold Partner Served,YouTube Revenue Split,Partner Revenue : Auction,Partner Revenue : Reserved,Partner Revenue : Partner Sold YouTube Served,Partner Revenue : Partner Sold Partner Served,Partner Revenue';
const row = (adjustment: string, videoId: string, channel: string, revenue: string) =>
  `${adjustment},${videoId},Title,612,Gaming,${channel},someone,Name,Partner-provided,monetize,15234,0,0,0,0,0,0,0,0,0,${revenue}`;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

async function upload(filename: string, data: Buffer, as = 'finance') {
  const { payload, contentType } = multipartBody({ filename, data, contentType: 'text/csv' });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/accounting/uploads',
    headers: { ...t.demoHeaders(as), 'content-type': contentType, 'x-chorus-language': 'en' },
    payload,
  });
}

describe('the revenue archive', () => {
  const csv = Buffer.from(
    `\ufeff${header}\r\n${row('None', 'vid-a1', a, '80.25')}\r\n${row('Spam Adjustment', 'vid-a1', a, '-30')}\r\n${row('None', 'vid-b1', b, '99')}\r\n`,
  );
  const name = 'YouTube_Chorus_Demo_M_20190501_video_summary_v1-1.csv';

  it('keeps an uploaded report as received, lists it under its month and serves it back byte for byte', async () => {
    const uploaded = await upload(name, csv);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().results[0]).toMatchObject({ status: 'done', report_type: 'video_summary', year_month: MONTH });

    const { items } = await t.demoOk<{ items: ArchiveItem[] }>('finance', 'GET', `/api/v1/accounting/archive?month=${MONTH}`);
    expect(items).toEqual([
      {
        file_id: expect.any(String),
        report_type: 'video_summary',
        version: 'v1-1',
        period_start: '2019-05-01',
        period_end: '2019-05-31',
        source: 'upload',
        sha256: sha256(csv),
        received_at: expect.any(String),
        file_name: name,
        bytes: csv.length,
        youtube_create_time: null,
        import_status: null,
        import_error: null,
      },
    ]);
    const file = await t.demoCall('finance', 'GET', `/api/v1/accounting/archive/${items[0]!.file_id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(csv)).toBe(true);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`filename="${name}"`);
    // Other months do not list it.
    expect((await t.demoOk<{ items: ArchiveItem[] }>('finance', 'GET', '/api/v1/accounting/archive?month=201906')).items).toEqual([]);
  });

  it('archives the report inside a gzip upload (the CSV YouTube wrote), each upload of a month as its own file', async () => {
    const again = Buffer.from(
      `${header}\n${row('None', 'vid-a1', a, '80.25')}\n${row('Spam Adjustment', 'vid-a1', a, '-30')}\n${row('None', 'vid-b1', b, '99')}\n`,
    );
    const uploaded = await upload(`${name}.gz`, gzipSync(again));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { items } = await t.demoOk<{ items: ArchiveItem[] }>('finance', 'GET', `/api/v1/accounting/archive?month=${MONTH}`);
    expect(items.map((i) => i.sha256)).toEqual([sha256(csv), sha256(again)]);
  });

  it('is refused to those who are not finance (the assistant uploads but does not read it, owners) and open to admin', async () => {
    const { items } = await t.demoOk<{ items: ArchiveItem[] }>('admin', 'GET', `/api/v1/accounting/archive?month=${MONTH}`);
    expect(items).toHaveLength(2);
    expect((await t.demoCall('sales', 'GET', `/api/v1/accounting/archive/${items[0]!.file_id}`)).statusCode).toBe(200);
    for (const who of ['assistant', 'user_owner']) {
      expect((await t.demoCall(who, 'GET', `/api/v1/accounting/archive?month=${MONTH}`)).statusCode).toBe(403);
      expect((await t.demoCall(who, 'GET', `/api/v1/accounting/archive/${items[0]!.file_id}`)).statusCode).toBe(403);
      expect((await t.demoCall(who, 'GET', `/api/v1/accounting/reconciliation?month=${MONTH}`)).statusCode).toBe(403);
    }
    expect((await t.demoCall('finance', 'GET', '/api/v1/accounting/archive/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.demoCall('finance', 'GET', '/api/v1/accounting/archive?month=2019-05')).statusCode).toBe(400);
  });
});

describe('the estimated / final / paid reconciliation', () => {
  type Rec = {
    threshold_percent: string;
    items: {
      channel_id: string;
      channel_title?: string | null;
      estimated: string | null;
      final: string | null;
      paid: string | null;
      difference: string | null;
      flagged: boolean;
      cause: string | null;
    }[];
  };

  beforeAll(async () => {
    // Estimated: the daily Analytics figures of May 2019 (a: 40 + 60.5 = 100.5; b: 100); a day of June does not count.
    await t.db
      .insertInto('channel_daily_metrics')
      .values([
        { channel_id: a, day: '2019-05-01', gross_revenue: '40.0000' },
        { channel_id: a, day: '2019-05-31', gross_revenue: '60.5000' },
        { channel_id: a, day: '2019-06-01', gross_revenue: '999.0000' },
        { channel_id: b, day: '2019-05-15', gross_revenue: '100.0000' },
      ])
      .execute();
    // Paid: 1,300 TWD at 32.5 TWD per USD = 40 USD to a's payee.
    const payee = await t.demoUserId('user_owner');
    await t.db
      .insertInto('payment_records')
      .values({ channel_id: a, payee_user_id: payee, revenue_month: MONTH, payment_month: '201907', revenue_twd: '1300.00', rate: '32.5', paid_twd: '1300.00' })
      .execute();
  });

  it('sets estimated, final and paid side by side and flags the difference over 5 % with its cause', async () => {
    const answer = await t.demoOk<Rec>('finance', 'GET', `/api/v1/accounting/reconciliation?month=${MONTH}`);
    expect(answer.threshold_percent).toBe('5');
    const mine = answer.items
      .filter((i) => i.channel_id === a || i.channel_id === b)
      .map(({ channel_title, ...item }) => (expect(channel_title).toEqual(expect.any(String)), item));
    // a: final 80.25 − 30 (a spam adjustment) = 50.25 against 100.5 estimated: −50.25, half the estimate.
    // b: final 99 against 100: −1, 1 % (not over 5 %).
    expect(mine).toEqual(
      [
        { channel_id: a, estimated: '100.5', final: '50.25', paid: '40', difference: '-50.25', flagged: true, cause: 'invalid_traffic' },
        { channel_id: b, estimated: '100', final: '99', paid: null, difference: '-1', flagged: false, cause: null },
      ].sort((x, y) => x.channel_id.localeCompare(y.channel_id)),
    );
    const one = await t.demoOk<Rec>('finance', 'GET', `/api/v1/accounting/reconciliation?month=${MONTH}&channel_id=${b}`);
    expect(one.items.map((i) => i.channel_id)).toEqual([b]);
  });

  it('takes finance’s threshold (0.5 % flags b), refuses a bad one in the caller’s language and keeps the old', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/accounting/reconciliation/settings',
      headers: { ...t.demoHeaders('finance'), 'x-chorus-language': 'ja' },
      payload: { threshold_percent: '-1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.threshold_percent).toBe('0 から 1000 までの割合（%）を、小数点以下 2 桁までで入力してください（例: 5）。');
    expect((await t.demoOk<{ threshold_percent: string }>('finance', 'GET', '/api/v1/accounting/reconciliation/settings')).threshold_percent).toBe('5');
    expect((await t.demoCall('assistant', 'PUT', '/api/v1/accounting/reconciliation/settings', { threshold_percent: '0.5' })).statusCode).toBe(403);

    await t.demoOk('finance', 'PUT', '/api/v1/accounting/reconciliation/settings', { threshold_percent: '0.5' });
    const answer = await t.demoOk<Rec>('finance', 'GET', `/api/v1/accounting/reconciliation?month=${MONTH}&channel_id=${b}`);
    expect(answer.items).toEqual([
      { channel_id: b, channel_title: expect.any(String), estimated: '100', final: '99', paid: null, difference: '-1', flagged: true, cause: null },
    ]);
  });
});
