// The deductions upload through the real routes (spec 3 deduction CSV, spec 5): headers by name in
// any order and case, BOM and CRLF; USD only (another currency refused with its line); a bad line
// anywhere changes nothing; an upload replaces the month's rows; a closed month refuses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { multipartBody } from '../../../../test/multipart.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { auditRows } from '../../../../test/audit-log.ts';

let t: TestApp;
let channels: string[];

const upload = (who: string, month: string, csv: string | Buffer, language?: string) => {
  const { payload, contentType } = multipartBody({ filename: 'deductions.csv', contentType: 'text/csv', data: Buffer.from(csv) });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/accounting/deductions?month=${month}`,
    payload,
    headers: { ...t.demoHeaders(who), 'content-type': contentType, ...(language ? { 'x-chorus-language': language } : {}) },
  });
};
const rowsOf = async (month: string) =>
  await t.db
    .selectFrom('accounting_deductions')
    .select(['channel_id', 'adjustment_type', 'amount', 'currency'])
    .where('year_month', '=', month)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['finance', 'admin', 'assistant', 'user_owner']);
  channels = (await t.db.selectFrom('channels').select('channel_id').where('channel_id', 'like', 'UC%demo').orderBy('channel_id').limit(3).execute()).map(
    (c) => c.channel_id,
  );
});
afterAll(async () => t?.close());

describe('POST /api/v1/accounting/deductions', () => {
  it('reads the columns by name in any order and case, with a BOM and CRLF, and keeps amounts exact', async () => {
    const csv = `\ufeffCurrency,DEDUCTION AMOUNT,Channel ID,adjustment_type\r\nusd,12.345678901234,${channels[0]},Bank fee\r\nUSD,-0.5,${channels[1]},\r\n\r\n`;
    const response = await upload('finance', '202403', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ year_month: '202403', status: 'replaced', records_created: 2, records_replaced: 0, errors: [] });
    expect(await rowsOf('202403')).toEqual([
      { channel_id: channels[0], adjustment_type: 'Bank fee', amount: '12.345678901234', currency: 'USD' },
      // A blank adjustment type reads as None.
      { channel_id: channels[1], adjustment_type: 'None', amount: '-0.500000000000', currency: 'USD' },
    ]);
    const log = await auditRows(t.db, 'accounting.deductions_replace');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actor_id: await t.demoUserId('finance'), target_id: '202403', details: { month: '202403', records_created: 2 } });
  });

  it('refuses a currency other than USD, naming the line, translated; nothing changes', async () => {
    const csv = `channel ID,adjustment type,deduction amount,currency\n${channels[0]},Fee,1.00,USD\n${channels[1]},Fee,30,TWD\n`;
    const response = await upload('finance', '202403', csv, 'en');
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ status: 'rejected', records_created: 0, records_replaced: 0 });
    expect(result.errors).toEqual([
      { line: 3, code: 'validation.deductionCurrency', params: { currency: 'TWD' }, message: 'Only USD is accepted, not “TWD”.' },
    ]);
    const zh = (await upload('finance', '202403', csv)).json();
    expect(zh.errors[0].message).toBe('僅接受美元（USD），不接受「TWD」。');
    expect(await rowsOf('202403')).toHaveLength(2);
  });

  it('changes nothing when only the last line is bad, and names every bad line', async () => {
    const lines = channels.map((c, i) => `${c},Fee,${i + 1}.25,USD`);
    const csv = `channel ID,adjustment type,deduction amount,currency\n${lines.join('\n')}\nUCnoSuchChannelAnywhere,Fee,abc,USD\n`;
    const response = await upload('finance', '202403', csv);
    expect(response.json().status).toBe('rejected');
    expect(response.json().errors.map((e: { line: number; code: string }) => [e.line, e.code])).toEqual([[5, 'validation.deductionAmount']]);
    const unknown = await upload('finance', '202403', `${csv.split('\n').slice(0, 4).join('\n')}\nUCnoSuchChannelAnywhere,Fee,1,USD\n`);
    expect(unknown.json().errors.map((e: { line: number; code: string }) => [e.line, e.code])).toEqual([[5, 'validation.deductionChannel']]);
    expect(await rowsOf('202403')).toHaveLength(2);
  });

  it("replaces the selected month's rows and leaves other months alone", async () => {
    await upload('finance', '202404', `channel ID,adjustment type,deduction amount,currency\n${channels[2]},Fee,7,USD\n`);
    const csv = `channel ID,adjustment type,deduction amount,currency\n${channels[2]},Advance,100,USD\n`;
    const response = await upload('admin', '202403', csv);
    expect(response.json()).toMatchObject({ status: 'replaced', records_created: 1, records_replaced: 2 });
    expect(await rowsOf('202403')).toEqual([{ channel_id: channels[2], adjustment_type: 'Advance', amount: '100.000000000000', currency: 'USD' }]);
    expect(await rowsOf('202404')).toHaveLength(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/accounting/deductions?month=202403', headers: t.demoHeaders('finance') });
    expect(list.json()).toMatchObject({
      year_month: '202403',
      total: '100',
      deductions: [{ channel_id: channels[2], amount: '100.000000000000', currency: 'USD' }],
    });
  });

  it('ends two uploads of one month at once with one of them whole, never both', async () => {
    const files = [0, 1].map(
      (n) => `channel ID,adjustment type,deduction amount,currency\n${channels.map((c) => `${c},Upload ${n},${n + 1},USD`).join('\n')}\n`,
    );
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(files.map((csv) => upload('finance', '202408', csv)));
      expect(answers.map((a) => a.json().status)).toEqual(['replaced', 'replaced']);
      const types = new Set((await rowsOf('202408')).map((r) => r.adjustment_type));
      expect(types.size, `round ${round}`).toBe(1);
      expect(await rowsOf('202408')).toHaveLength(channels.length);
    }
  });

  it('is refused for a closed month, and nothing changes', async () => {
    await t.db
      .insertInto('accounting_months')
      .values({ year_month: '202404', closed_at: new Date(), closed_by: await t.demoUserId('finance') })
      .onConflict((oc) => oc.column('year_month').doUpdateSet({ closed_at: new Date() }))
      .execute();
    const response = await upload('finance', '202404', `channel ID,adjustment type,deduction amount,currency\n${channels[0]},Fee,1,USD\n`);
    expect(response.statusCode).toBe(409);
    expect(expectErrorBody(response).code).toBe('errors.accountingMonthClosed');
    expect(await rowsOf('202404')).toEqual([{ channel_id: channels[2], adjustment_type: 'Fee', amount: '7.000000000000', currency: 'USD' }]);
  });

  it('refuses a file that is not a deductions CSV as a whole', async () => {
    const header = await upload('finance', '202405', 'channel,amount\nUC1,2\n', 'en');
    expect(header.statusCode).toBe(400);
    expect(expectErrorBody(header, 'en')).toMatchObject({
      code: 'errors.deductionsHeader',
      message: 'The header line is missing these columns: channel ID, adjustment type, currency.',
    });
    const binary = await upload('finance', '202405', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]));
    expect(expectErrorBody(binary).code).toBe('errors.deductionsFile');
    const empty = await upload('finance', '202405', 'channel ID,adjustment type,deduction amount,currency\r\n');
    expect(expectErrorBody(empty).code).toBe('errors.deductionsEmpty');
    expect(await rowsOf('202405')).toEqual([]);
  });

  it('belongs to finance and the top roles', async () => {
    for (const who of ['assistant', 'user_owner']) {
      expect((await upload(who, '202406', `channel ID,adjustment type,deduction amount,currency\n${channels[0]},Fee,1,USD\n`)).statusCode).toBe(403);
    }
    expect(await rowsOf('202406')).toEqual([]);
  });
});

describe('GET /api/v1/accounting/deductions/template', () => {
  it("is a CSV with the spec 3 columns headed in the caller's language with the unit, which the upload reads back in any language", async () => {
    const headings = {
      'zh-TW': '頻道 ID,調整類型,扣款金額（USD）,幣別',
      ja: 'チャンネル ID,調整の種類,控除額（USD）,通貨',
      en: 'Channel ID,Adjustment type,Deduction amount (USD),Currency',
    };
    for (const [language, other] of [
      ['zh-TW', 'en'],
      ['ja', 'zh-TW'],
      ['en', 'ja'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/accounting/deductions/template',
        headers: { ...t.demoHeaders('finance'), 'x-chorus-language': language },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('deductions-template.csv');
      expect(response.body.startsWith('\ufeff')).toBe(true);
      const lines = response.body.slice(1).split('\r\n');
      expect(lines[0]).toBe(headings[language]);
      const filled = response.body.replace('UCxxxxxxxxxxxxxxxxxxxxxx', channels[0]!);
      expect((await upload('finance', '202407', filled, other)).json()).toMatchObject({ status: 'replaced', records_created: 1 });
    }
    expect((await rowsOf('202407')).map((r) => r.amount)).toEqual(['10.000000000000']);
  });
});
