// Delivered studio orders on the creator's statement (issue 28): one line per order, in TWD exactly,
// posted to the append-only ledger; a delivered order cancelled afterwards keeps its charge and gets a
// correction on the statement of the month it was cancelled in. The expected figures are worked by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceRequests } from '../commerce-requests.test-helpers.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let own: string;
let studioId: number;
let thumbnailId: number;

const { ownedBy, get, post, refused } = commerceRequests(() => t);
const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: t.demoHeaders('finance') });
const ok = async (who: string, url: string, payload: object) => {
  const response = await post(who, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const order = async (serviceId: number, quantity: number, startsAt?: string) =>
  (await ok('user_owner', '/api/v1/studio-store/orders', { service_id: serviceId, channel_id: own, quantity, starts_at: startsAt })).order as { id: number };
const move = (who: string, id: number, status: string) => post(who, `/api/v1/studio-store/orders/${id}/status`, { status });
const postMonth = (month: string) => ok('finance', '/api/v1/accounting/statements', { year_month: month });
const statement = async (month: string) => {
  const response = await get('user_owner', `/api/v1/accounting/statements/${own}?month=${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { lines: { line: string; studio_order?: { id: number } }[]; amount_twd: string; corrections: number };
};

let thumbnails: number;
let booking: number;

/** A studio line of the statement: all of it the creator's (ratio 1, the share the whole gross, nothing to the network). */
const studioLine = (line: 'studio_charge' | 'studio_correction', usd: string, rate: string, amount_twd: string, studio_order: object) => ({
  line,
  gross_usd: usd,
  ratio: '1',
  share_usd: usd,
  network_usd: '0',
  rate,
  amount_twd,
  studio_order,
});
/** The studio booking (two hours of Studio B) as a statement line names it. */
const bookingOrder = () => ({ id: booking, service_name: 'Studio B', quantity: 2, total_twd: '3000.00', delivered_at: '2098-04-10T03:00:00.000Z' });

beforeAll(async () => {
  // Access tokens outlive the month this test moves through; the clock is set before anyone signs in.
  t = await startTestApp({ config: { accessTokenSeconds: 90 * 86_400 } });
  t.clock.set(new Date('2098-04-10T03:00:00Z'));
  await t.signInDemo(['staff', 'finance', 'user_owner', 'intensive_cooperative_user_owner']);
  own = await ownedBy('user_owner');
  studioId = (await ok('staff', '/api/v1/studio-store/services', { kind: 'studio', unit: 'hour', name: 'Studio B', price_twd: '1500', available: true }))
    .service.id;
  thumbnailId = (
    await ok('staff', '/api/v1/studio-store/services', { kind: 'thumbnail', unit: 'item', name: 'Thumbnail set', price_twd: '799.50', available: true })
  ).service.id;
  expect((await put('/api/v1/accounting/rates', { year_month: '209804', currency: 'TWD', rate: '31.5' })).statusCode).toBe(200);
  expect((await put('/api/v1/accounting/rates', { year_month: '209805', currency: 'TWD', rate: '32' })).statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('studio charges on the statement', () => {
  it('puts each delivered order on the month it was delivered in as its own line, the TWD total exactly, with the order it came from', async () => {
    thumbnails = (await order(thumbnailId, 3)).id;
    booking = (await order(studioId, 2, '2098-04-20T01:00:00Z')).id;
    const requested = (await order(thumbnailId, 1)).id;
    for (const [id, moves] of [
      [thumbnails, ['confirmed', 'delivered']],
      [booking, ['confirmed', 'scheduled', 'delivered']],
      [requested, ['confirmed']],
    ] as const)
      for (const status of moves) expect((await move('staff', id, status)).statusCode).toBe(200);

    const posted = await postMonth('209804');
    expect(posted.channels).toBe(1);
    const april = await statement('209804');
    // 3 × 799.50 = 2,398.50 TWD ÷ 31.5 = 76.142857142857|14… USD; 2 × 1,500 = 3,000 TWD ÷ 31.5 = 95.238095238095|23… USD.
    const thumbnailOrder = { id: thumbnails, service_name: 'Thumbnail set', quantity: 3, total_twd: '2398.50', delivered_at: '2098-04-10T03:00:00.000Z' };
    expect(april.lines).toEqual([
      studioLine('studio_charge', '-76.142857142857', '31.5', '-2398.50', thumbnailOrder),
      studioLine('studio_charge', '-95.238095238095', '31.5', '-3000.00', bookingOrder()),
    ]);
    expect(april.amount_twd).toBe('-5398.50');
    // The payment record carries the same total, to be settled against the creator's revenue.
    const record = await t.db
      .selectFrom('payment_records')
      .select('revenue_twd')
      .where('channel_id', '=', own)
      .where('revenue_month', '=', '209804')
      .executeTakeFirstOrThrow();
    expect(record.revenue_twd).toBe('-5398.50');
  });

  it('a delivered order cancelled the month after keeps its charge and is given back on the next statement, never edited', async () => {
    t.clock.set(new Date('2098-05-03T09:00:00Z'));
    // The ordering side may not cancel a delivered order; the staff may.
    refused(await move('user_owner', booking, 'cancelled'), 403, 'errors.forbidden');
    const cancelled = (await move('staff', booking, 'cancelled')).json().order;
    expect(cancelled.status).toBe('cancelled');

    // April is as it was: posting it again changes nothing, no reversal.
    expect((await postMonth('209804')).posting_id).toBeNull();
    const april = await statement('209804');
    expect(april.lines.map((l) => [l.line, l.studio_order?.id])).toEqual([
      ['studio_charge', thumbnails],
      ['studio_charge', booking],
    ]);
    expect(april.corrections).toBe(0);

    await postMonth('209805');
    const may = await statement('209805');
    // 3,000 TWD ÷ 32 = 93.75 USD, given back whole.
    expect(may.lines).toEqual([studioLine('studio_correction', '93.75', '32', '3000.00', bookingOrder())]);
    expect(may.amount_twd).toBe('3000.00');
  });

  it('a delivered order cancelled before its month is closed is corrected by reposting: a reversal and the charge beside its correction', async () => {
    const editing = (await order(thumbnailId, 2)).id;
    for (const status of ['confirmed', 'delivered']) expect((await move('staff', editing, status)).statusCode).toBe(200);
    await postMonth('209805');
    expect((await statement('209805')).amount_twd).toBe('1401.00'); // 3,000.00 − 2 × 799.50
    expect((await move('staff', editing, 'cancelled')).statusCode).toBe(200);
    expect((await statement('209805')).amount_twd).toBe('1401.00'); // nothing moves before the month is posted again
    await postMonth('209805');
    const may = await statement('209805');
    expect(may.lines.filter((l) => l.studio_order?.id === editing).map((l) => [l.line, (l as { amount_twd?: string }).amount_twd])).toEqual([
      ['studio_charge', '-1599.00'],
      ['studio_correction', '1599.00'],
    ]);
    expect(may.amount_twd).toBe('3000.00');
    expect(may.corrections).toBe(2); // the posting that added the charge, and this one
    // The first lines are still in the ledger, reversed by entries of their own.
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select(['amount_twd', 'reverses_id'])
      .where('studio_order_id', '=', editing)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.amount_twd, e.reverses_id === null])).toEqual([
      ['-1599.00', true],
      ['1599.00', false],
      ['-1599.00', true],
      ['1599.00', true],
    ]);
  });

  it('a closed month is never charged: the charge goes on the first open statement after it', async () => {
    expect((await post('finance', '/api/v1/accounting/months/209805/close', {})).statusCode).toBeLessThan(300);
    const late = (await order(thumbnailId, 1)).id;
    for (const status of ['confirmed', 'delivered']) expect((await move('staff', late, status)).statusCode).toBe(200);
    const row = await t.db.selectFrom('studio_orders').select('charged_month').where('id', '=', late).executeTakeFirstOrThrow();
    expect(row.charged_month).toBe('209806');
  });
});
