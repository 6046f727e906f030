// Issue 30 withholding through the routes: tax profiles (finance sets them with history; others are
// refused), the posting's withholding line at Japan's ¥1,000,000 tier and Taiwan's NT$20,000
// threshold (exactly, and one unit over), a profile change reposted as a reversal and a new line,
// statement documents (only the payee and the accounting staff; byte-identical when rendered again
// later; CSV figures plain numbers that add up), the yearly summary with number cells, and the
// statement mail of a finalised month with its PDF, in the subscriber's language.
import type { Statement, TaxProfileDetail } from '@chorus/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { until } from '../../../../test/until.ts';
import { STATEMENT_MAIL_QUEUE } from './index.ts';

let t: TestApp;
let own: string;
let ownerId: number;
// Far months no demo source touches; every month at 30 TWD and 150 JPY per USD.
const months = ['209502', '209503', '209504', '209505'] as const;

async function postWithAd(month: string, adUsd: string): Promise<Statement> {
  await t.db.deleteFrom('revenue_channel_months').where('year_month', '=', month).execute();
  await t.db
    .insertInto('revenue_channel_months')
    .values({ year_month: month, report_type: 'video_summary', channel_id: own, item: 'ad_revenue', amount: adUsd })
    .execute();
  await t.demoOk('finance', 'POST', '/api/v1/accounting/statements', { year_month: month });
  return t.demoOk<Statement>('user_owner', 'GET', `/api/v1/accounting/statements/${own}?month=${month}`);
}
/** RFC 4180 rows (quoted fields may hold commas and doubled quotes), the BOM dropped. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endField = () => {
    rows.at(-1)!.push(field);
    field = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && body[i + 1] === '\n') {
      endField();
      rows.push([]);
      i++;
    } else field += c;
  }
  return rows.filter((r) => r.length > 0);
}
const taxLine = (s: Statement) => s.lines.find((l) => l.line === 'withholding_tax');

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['finance', 'admin', 'user_owner', 'user_editor', 'intensive_cooperative_user_owner', 'assistant']);
  own = (await t.ownedChannel('user_owner'))!;
  ownerId = await t.demoUserId('user_owner');
  for (const month of months) {
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/rates', { year_month: month, currency: 'TWD', rate: '30' });
    await t.demoOk('finance', 'PUT', '/api/v1/accounting/rates', { year_month: month, currency: 'JPY', rate: '150' });
  }
  // The creator keeps all of the ad revenue, so the payment is the revenue at the month's rate.
  await t.demoOk('finance', 'PUT', '/api/v1/accounting/ratios', { channel_id: own, start_month: months[0], ratios: { estimated_ad: '1' } });
});
afterAll(async () => t?.close());

describe('tax profiles', () => {
  it('are set by finance from a month on with their history; anyone else is refused', async () => {
    await t.demoOk('finance', 'POST', `/api/v1/accounting/tax-profiles/${ownerId}`, { effective_month: months[0], preset: 'jp_resident' });
    const set = await t.demoOk<TaxProfileDetail>('finance', 'POST', `/api/v1/accounting/tax-profiles/${ownerId}`, {
      effective_month: months[2],
      preset: 'tw_resident',
      note: 'moved to Taipei',
    });
    expect(set.history.map((h) => [h.effective_month, h.preset, h.currency, h.rate, h.exempt_up_to, h.upper_from, h.upper_rate])).toEqual([
      [months[2], 'tw_resident', 'TWD', '10', '20000', null, null],
      [months[0], 'jp_resident', 'JPY', '10.21', null, '1000000', '20.42'],
    ]);
    expect(set.channels.length).toBeGreaterThan(0);
    const list = await t.demoOk<{ items: { user_id: number }[] }>('finance', 'GET', '/api/v1/accounting/tax-profiles?q=user_owner');
    expect(list.items.map((i) => i.user_id)).toContain(ownerId);

    // Finance's own rule needs every field; a bad rate changes nothing.
    expectRefusal(await t.demoCall('finance', 'POST', `/api/v1/accounting/tax-profiles/${ownerId}`, { effective_month: months[3], preset: 'custom' }), 400);
    expectRefusal(
      await t.demoCall('finance', 'POST', `/api/v1/accounting/tax-profiles/${ownerId}`, {
        effective_month: months[3],
        preset: 'custom',
        country: 'US',
        resident: false,
        currency: 'USD',
        rate: '101',
      }),
      400,
    );
    expect((await t.db.selectFrom('payee_tax_profiles').select('id').where('user_id', '=', ownerId).execute()).length).toBe(2);

    // The payee, a channel member and the assistant do not set or read profiles.
    for (const who of ['user_owner', 'user_editor', 'assistant']) {
      expectRefusal(await t.demoCall(who, 'GET', '/api/v1/accounting/tax-profiles'), 403);
      expectRefusal(await t.demoCall(who, 'POST', `/api/v1/accounting/tax-profiles/${ownerId}`, { effective_month: months[0], preset: 'none' }), 403);
    }
  });
});

describe('withholding on statements', () => {
  it('is a line of its own at Japan’s tier and Taiwan’s threshold, exactly and one unit over', async () => {
    // ¥1,000,000 exactly (6666.6666667 USD × 150 rounds to it): 10.21 % = ¥102,100.
    const jp = await postWithAd(months[0], '6666.6666667');
    expect(taxLine(jp)).toMatchObject({
      gross_usd: '-680.666666666667',
      share_usd: '-680.666666666667',
      ratio: '1',
      amount_twd: '-20420.00', // ¥102,100 at 30 / 150
      tax: { currency: 'JPY', base: '1000000', amount: '102100', preset: 'jp_resident', country: 'JP', resident: true },
    });
    expect(jp.amount_twd).toBe('179580.00'); // 200,000.00 − 20,420.00
    // One yen over: the part above ¥1,000,000 at 20.42 % is ¥0.2042, dropped below the yen.
    const jpOver = await postWithAd(months[1], '6666.6733333');
    expect(taxLine(jpOver)!.tax).toMatchObject({ base: '1000001', amount: '102100' });

    // NT$20,000.00 exactly: nothing withheld, no line.
    const tw = await postWithAd(months[2], '666.66666666667');
    expect(taxLine(tw)).toBeUndefined();
    expect(tw.amount_twd).toBe('20000.00');
    // One dollar over: 10 % of the whole payment, 2,000.1 cut to the dollar.
    const twOver = await postWithAd(months[3], '666.7');
    expect(taxLine(twOver)).toMatchObject({ amount_twd: '-2000.00', gross_usd: '-66.666666666667', tax: { currency: 'TWD', base: '20001', amount: '2000' } });
    expect(twOver.amount_twd).toBe('18001.00');
    const record = await t.db
      .selectFrom('payment_records')
      .select('revenue_twd')
      .where('channel_id', '=', own)
      .where('revenue_month', '=', months[3])
      .executeTakeFirstOrThrow();
    expect(record.revenue_twd).toBe('18001.00');
  });

  it('follows a changed profile with a reversal and a new line; the ledger keeps both', async () => {
    await t.demoOk('finance', 'POST', `/api/v1/accounting/tax-profiles/${ownerId}`, { effective_month: months[3], preset: 'tw_non_resident' });
    await t.demoOk('finance', 'POST', '/api/v1/accounting/statements', { year_month: months[3] });
    const s = await t.demoOk<Statement>('finance', 'GET', `/api/v1/accounting/statements/${own}?month=${months[3]}`);
    expect(taxLine(s)).toMatchObject({ amount_twd: '-4000.00', tax: { amount: '4000', preset: 'tw_non_resident', resident: false } });
    expect(s.corrections).toBe(1);
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select(['amount_twd', 'tax_amount'])
      .where('channel_id', '=', own)
      .where('year_month', '=', months[3])
      .where('line', '=', 'withholding_tax')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { amount_twd: '-2000.00', tax_amount: '2000.00' },
      { amount_twd: '2000.00', tax_amount: '-2000.00' },
      { amount_twd: '-4000.00', tax_amount: '4000.00' },
    ]);
  });
});

describe('statement documents', () => {
  const url = (format: string, language = 'en', month: string = months[0]) =>
    `/api/v1/accounting/statements/${own}/document?month=${month}&format=${format}&language=${language}`;

  it('render the same bytes when asked again later', async () => {
    const first = await t.demoCall('user_owner', 'GET', url('pdf', 'ja'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    t.clock.advance(300);
    const again = await t.demoCall('finance', 'GET', url('pdf', 'ja'));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const zh = await t.demoCall('finance', 'GET', url('pdf', 'zh-TW'));
    expect(zh.rawPayload.equals(first.rawPayload)).toBe(false);
    const csv1 = await t.demoCall('user_owner', 'GET', url('csv'));
    t.clock.advance(120);
    const csv2 = await t.demoCall('user_owner', 'GET', url('csv'));
    expect(csv2.rawPayload.equals(csv1.rawPayload)).toBe(true);
  });

  it('give a CSV whose figures are plain numbers that add up', async () => {
    const response = await t.demoCall('user_owner', 'GET', url('csv'));
    expect(response.headers['content-type']).toContain('text/csv');
    const [head, ...rows] = csvRows(response.body);
    expect(head).toEqual([
      'Item',
      'Gross (USD)',
      'Ratio',
      "Creator's share (USD)",
      'TWD per USD',
      'Amount (TWD)',
      'Tax currency',
      'Payment taxed',
      'Tax withheld',
    ]);
    const number = /^-?\d+(\.\d+)?$/;
    for (const row of rows) for (const i of [1, 3, 5]) expect(row[i]).toMatch(number);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total payable');
    const lines = rows.slice(0, -1);
    expect(lines.map((r) => r[0])).toEqual(['Estimated ad revenue', expect.stringContaining('Income tax withheld (JP resident: 10.21 %')]);
    expect(lines.reduce((sum, r) => sum + Math.round(Number(r[5]) * 100), 0)).toBe(Math.round(Number(total[5]) * 100));
    expect(lines[1]!.slice(6)).toEqual(['JPY', '1000000', '102100']);
  });

  it('are the payee’s and the accounting staff’s only', async () => {
    expect((await t.demoCall('assistant', 'GET', url('csv'))).statusCode).toBe(200);
    // Another owner with the accounting page: the statement is not theirs, and the channel is not theirs either.
    expectRefusal(await t.demoCall('intensive_cooperative_user_owner', 'GET', url('csv')), 404);
    // A member of the channel without the accounting page.
    expectRefusal(await t.demoCall('user_editor', 'GET', url('pdf')), 403);
    expectRefusal(await t.demoCall('user_owner', 'GET', `${url('pdf')}&format=docx`), 400);
  });
});

describe('the yearly withholding summary', () => {
  it('lists the year per payee and month with number cells, for finance only', async () => {
    const response = await t.demoCall('finance', 'GET', '/api/v1/accounting/withholding/summary?year=2095&format=xlsx');
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const summary = book.getWorksheet('summary')!;
    const rows = summary.getSheetValues().slice(2) as unknown[][];
    const mine = rows.filter((r) => r?.[2] === 'user_owner@demo.chorus.test');
    // ¥102,100 twice; NT$4,000 (the 2,000 was reversed).
    expect(mine.map((r) => r.slice(4, 9))).toEqual([
      ['JPY', 2, 2000001, 204200, 40840],
      ['TWD', 1, 20001, 4000, 4000],
    ]);
    const detail = book.getWorksheet('months')!;
    const detailRows = (detail.getSheetValues().slice(2) as unknown[][]).filter((r) => r?.[2] === 'user_owner@demo.chorus.test');
    expect(detailRows.map((r) => [r[5], r[8], r[9], r[10]])).toEqual([
      ['2095-02', 1000000, 102100, 20420],
      ['2095-03', 1000001, 102100, 20420],
      ['2095-05', 20001, 4000, 4000],
    ]);
    const csv = await t.demoCall('finance', 'GET', '/api/v1/accounting/withholding/summary?year=2095&format=csv');
    expect(csv.body).toContain('user_owner@demo.chorus.test,JP 居住者,JPY,2,2000001,204200,40840\r\n');
    expectRefusal(await t.demoCall('assistant', 'GET', '/api/v1/accounting/withholding/summary?year=2095'), 403);
    expectRefusal(await t.demoCall('user_owner', 'GET', '/api/v1/accounting/withholding/summary?year=2095'), 403);
  });
});

describe('the monthly statement mail', () => {
  it('mails each subscriber their finalised month’s statements with the PDF, in their language, once', async () => {
    const set = await t.demoOk<{ subscribed: boolean; language: string }>('user_owner', 'PUT', '/api/v1/accounting/statement-mail', {
      subscribed: true,
      language: 'ja',
    });
    expect(set).toEqual({ subscribed: true, language: 'ja' });
    expect(await t.demoOk('user_owner', 'GET', '/api/v1/accounting/statement-mail')).toEqual({ subscribed: true, language: 'ja' });
    await t.ctx.jobs.startWorkers({ names: [STATEMENT_MAIL_QUEUE], pollingIntervalSeconds: 0.5, log: () => {} });
    await t.demoOk('finance', 'POST', `/api/v1/accounting/months/${months[0]}/close`);
    const mine = async () => (await t.ctx.mailer.outbox()).filter((m) => m.to === 'user_owner@demo.chorus.test' && m.subject.includes('2095-02'));
    const mails = await until(mine, (m) => m.length >= 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('収益明細書');
    expect(mails[0]!.attachments).toEqual([`statement-${own}-${months[0]}.pdf`]);
    // Reopened and finalised again: not mailed twice.
    await t.demoOk('finance', 'POST', `/api/v1/accounting/months/${months[0]}/reopen`);
    await t.demoOk('finance', 'POST', `/api/v1/accounting/months/${months[0]}/close`);
    await until(
      () =>
        t.db
          .selectFrom('pgboss.job' as never)
          .select('state' as never)
          .where('name' as never, '=', STATEMENT_MAIL_QUEUE as never)
          .execute() as Promise<{ state: string }[]>,
      (jobs) => jobs.length === 2 && jobs.every((j) => j.state === 'completed'),
    );
    expect(await mine()).toHaveLength(1);
  });
});
