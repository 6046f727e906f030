// Issue 23 "accounting truth": a month whose reports change after its statements were posted shows
// "statements out of date", refuses payments for it (409, translated) until it is posted again, and
// the new posting writes correction entries (a reversal of the channel's lines and new ones; the
// ledger stays append-only). Figures worked by hand: ratio 0.6, 30 TWD per USD.
import { normalize, type MonthCloseStatus, type PostingResult, type Statement } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../../test/error-body.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { multipartBody } from '../../../../test/multipart.ts';

let t: TestApp;
let own: string;
const MONTH = '202701';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.demoHeaders('finance'), ...(payload ? { payload } : {}) });
async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
async function send(url: string, filename: string, text: string) {
  const { payload, contentType } = multipartBody({ filename, data: Buffer.from(text) });
  const response = await t.app.inject({ method: 'POST', url, headers: { ...t.demoHeaders('finance'), 'content-type': contentType }, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const videoHeader = 'Adjustment Type,Video ID,Video Title,Channel ID,Owned Views,Partner Revenue : Auction,Partner Revenue';
/** The month's video_summary: one video of the channel earning `usd`, split over two rows. */
const videoSummary = (usd: [string, string]) =>
  send(
    '/api/v1/accounting/uploads',
    `YouTube_Chorus_M_${MONTH}01_video_summary_v1-1.csv`,
    `${videoHeader}\nNone,v1,Video,${own},10,${usd[0]},${usd[0]}\nNone,v1,Video,${own},5,${usd[1]},${usd[1]}\n`,
  );
const status = () => ok<MonthCloseStatus>('GET', `/api/v1/accounting/months/${MONTH}`);
const post = () => ok<PostingResult>('POST', '/api/v1/accounting/statements', { year_month: MONTH });
const pay = (paid_twd: string) => call('PUT', '/api/v1/accounting/payments/paid', { channel_id: own, revenue_month: MONTH, paid_twd });
/** The channel's ledger entries of the month, in the order written: line, gross, share, TWD, reversal or not. */
async function entries() {
  const rows = await t.db
    .selectFrom('ledger_entries')
    .select(['line', 'gross_usd', 'share_usd', 'amount_twd', 'reverses_id'])
    .where('channel_id', '=', own)
    .where('year_month', '=', MONTH)
    .orderBy('id')
    .execute();
  return rows.map((r) => [r.line, normalize(r.gross_usd), normalize(r.share_usd), r.amount_twd, r.reverses_id !== null]);
}
const revenueTwd = async () =>
  (await t.db.selectFrom('payment_records').select('revenue_twd').where('channel_id', '=', own).where('revenue_month', '=', MONTH).executeTakeFirstOrThrow())
    .revenue_twd;

beforeAll(async () => {
  t = await startTestApp();
  await t.signInDemo(['finance']);
  own = (await t.ownedChannel('user_owner'))!;
  await ok('PUT', '/api/v1/accounting/rates', { year_month: MONTH, currency: 'TWD', rate: '30' });
  await ok('PUT', '/api/v1/accounting/ratios', { channel_id: own, start_month: MONTH, ratios: { estimated_ad: '0.6' } });
});
afterAll(async () => t?.close());

describe('statements out of date (issue 23)', () => {
  it('appear when the reports change after posting, hold payments back until posted again, and are corrected by reversal and new entries', async () => {
    // Before any posting, uploads are only the month's sources: nothing is out of date.
    await videoSummary(['60', '40']);
    expect(await status()).toMatchObject({ statements_posted: false, statements_out_of_date: false });

    // Posted: 100 USD × 0.6 = 60 USD, × 30 = 1,800.00 TWD.
    expect(await post()).toMatchObject({ channels: 1, corrected_channels: 0 });
    expect(await entries()).toEqual([['estimated_ad', '100', '60', '1800.00', false]]);
    expect(await status()).toMatchObject({ statements_out_of_date: false, hints: ['readyForReconciliation', 'accountsNotFinalized'] });
    expect((await pay('1000')).statusCode).toBe(200);

    // The same file again changes no figure: still current.
    await videoSummary(['60', '40']);
    expect((await status()).statements_out_of_date).toBe(false);

    // New figures: 150 USD. The month, its statement and payments say so; nothing is recorded.
    await videoSummary(['100', '50']);
    expect(await status()).toMatchObject({ statements_out_of_date: true, hints: ['statementsOutOfDate', 'accountsNotFinalized'] });
    const statement = await ok<Statement>('GET', `/api/v1/accounting/statements/${own}?month=${MONTH}`);
    expect(statement).toMatchObject({ out_of_date: true, amount_twd: '1800.00', corrections: 0 });
    const refused = await pay('1800');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(expectErrorBody(refused, 'zh-TW')).toEqual({
      code: 'errors.statementsOutOfDate',
      message: '2027-01 的報表在對帳單產生後有所變更。請先重新產生對帳單，再記錄該月份的付款。',
    });
    const stillPaid = await t.db
      .selectFrom('payment_records')
      .select('paid_twd')
      .where('channel_id', '=', own)
      .where('revenue_month', '=', MONTH)
      .executeTakeFirstOrThrow();
    expect(stillPaid.paid_twd).toBe('1000.00');

    // Posted again: the first line reversed, the new one posted (150 × 0.6 × 30 = 2,700.00); entries only added.
    expect(await post()).toMatchObject({ channels: 1, corrected_channels: 1, entries: 2 });
    expect(await entries()).toEqual([
      ['estimated_ad', '100', '60', '1800.00', false],
      ['estimated_ad', '-100', '-60', '-1800.00', true],
      ['estimated_ad', '150', '90', '2700.00', false],
    ]);
    expect(await revenueTwd()).toBe('2700.00');
    expect(await ok<Statement>('GET', `/api/v1/accounting/statements/${own}?month=${MONTH}`)).toMatchObject({
      out_of_date: false,
      amount_twd: '2700.00',
      corrections: 1,
    });
    expect(await status()).toMatchObject({ statements_out_of_date: false, hints: ['readyForReconciliation', 'accountsNotFinalized'] });
    expect((await pay('2700')).statusCode).toBe(200);

    // Deductions are a source too: 10 USD taken whole, −300.00 TWD, after one more posting.
    await send(`/api/v1/accounting/deductions?month=${MONTH}`, 'deductions.csv', `channel ID,adjustment type,deduction amount,currency\n${own},Fee,10,USD\n`);
    expect((await status()).statements_out_of_date).toBe(true);
    expect((await pay('2400')).statusCode).toBe(409);
    expect(await post()).toMatchObject({ corrected_channels: 1, entries: 3 });
    expect((await entries()).slice(3)).toEqual([
      ['estimated_ad', '-150', '-90', '-2700.00', true],
      ['estimated_ad', '150', '90', '2700.00', false],
      ['deduction', '-10', '-10', '-300.00', false],
    ]);
    expect(await revenueTwd()).toBe('2400.00');
    expect((await pay('2400')).statusCode).toBe(200);
  });
});
