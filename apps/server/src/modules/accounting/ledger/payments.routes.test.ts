// Payment records' running figures are summed in PostgreSQL (payments.service.ts): they must be
// exactly what the contract's payoutSchedule gives over the same records, for every channel and
// month, with paid amounts below, at and above what was due (random, cents included); and a page
// of the rows is that slice of the whole list.
import { payoutDateOf, payoutSchedule, type PaymentRow } from '@chorus/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedDemoNetwork } from '../../../seed/seed-demo.ts';

let t: TestApp;
const seedDay = new Date('2026-11-25T08:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await seedDemoNetwork(t.ctx.db, { password: DEMO_PASSWORD, channels: 12, days: 400, seedDay, ledger: true });
  await t.signInDemo(['finance']);
  // Paid amounts of every kind: none, part, all, more than due, and cents.
  await sql`
    UPDATE payment_records SET paid_twd = CASE (id % 5)
      WHEN 0 THEN NULL
      WHEN 1 THEN round((revenue_twd * 0.37)::numeric, 2)
      WHEN 2 THEN revenue_twd
      WHEN 3 THEN revenue_twd + 1234.56
      ELSE 0.01 END`.execute(t.db);
});
afterAll(async () => t?.close());

async function payments(query: string): Promise<{ rows: PaymentRow[]; total?: number }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/accounting/payments${query}`, headers: t.demoHeaders('finance') });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { rows: PaymentRow[]; total?: number };
}

/** Every record with payoutSchedule's figures, computed here from the raw rows. */
async function expectedRows(): Promise<PaymentRow[]> {
  const records = await t.db
    .selectFrom('payment_records as p')
    .innerJoin('users as u', 'u.id', 'p.payee_user_id')
    .leftJoin('channels as c', 'c.channel_id', 'p.channel_id')
    .select([
      'p.id',
      'p.channel_id',
      'p.payee_user_id',
      'p.revenue_month',
      'p.payment_month',
      'p.revenue_twd',
      'p.rate',
      'p.paid_twd',
      'u.email',
      'u.name',
      'u.account_type',
      'c.title',
    ])
    .orderBy('p.revenue_month')
    .execute();
  const groups = new Map<string, typeof records>();
  for (const r of records) groups.set(`${r.channel_id} ${r.payee_user_id}`, [...(groups.get(`${r.channel_id} ${r.payee_user_id}`) ?? []), r]);
  const rows: PaymentRow[] = [];
  for (const group of groups.values()) {
    const figures = payoutSchedule(group.map((r) => ({ revenue_month: r.revenue_month, revenue_twd: r.revenue_twd, paid_twd: r.paid_twd })));
    group.forEach((r, i) =>
      rows.push({
        id: Number(r.id),
        user_email: r.email,
        user_name: r.name,
        user_category: r.account_type,
        channel_id: r.channel_id,
        channel_title: r.title ?? r.channel_id,
        revenue_month: r.revenue_month,
        payment_month: r.payment_month,
        payout_date: payoutDateOf(r.payment_month),
        revenue_twd: r.revenue_twd,
        rate: r.rate,
        due_twd: figures[i]!.due_twd,
        paid_twd: r.paid_twd,
        unpaid_twd: figures[i]!.unpaid_twd,
        paid_cumulative_twd: figures[i]!.paid_cumulative_twd,
      }),
    );
  }
  return rows.sort((a, b) => b.revenue_month.localeCompare(a.revenue_month) || a.channel_id.localeCompare(b.channel_id));
}

describe('payment records', () => {
  it('carry exactly payoutSchedule’s due, unpaid and paid-so-far figures, per month and per channel', async () => {
    const expected = await expectedRows();
    expect(expected.some((r) => r.due_twd !== '0.00')).toBe(true);
    expect(expected.some((r) => r.due_twd === '0.00')).toBe(true);
    const months = [...new Set(expected.map((r) => r.revenue_month))];
    for (const month of months) expect((await payments(`?month=${month}`)).rows, month).toEqual(expected.filter((r) => r.revenue_month === month));
    expect((await payments('')).rows).toEqual(expected.filter((r) => r.revenue_month === months.sort().at(-1)));
    for (const channel of new Set(expected.map((r) => r.channel_id)))
      expect((await payments(`?channel_id=${channel}`)).rows, channel).toEqual(expected.filter((r) => r.channel_id === channel));
    // The search matches part of the payee's e-mail or name, or of the channel id.
    const someone = expected[0]!;
    const has = (r: PaymentRow, q: string) => [r.user_email, r.user_name, r.channel_id].some((v) => v.toLowerCase().includes(q.toLowerCase()));
    for (const q of [someone.user_email, someone.user_name.slice(0, 2), 'DEMO', 'nobody-matches'])
      expect((await payments(`?month=${someone.revenue_month}&q=${encodeURIComponent(q)}`)).rows, q).toEqual(
        expected.filter((r) => r.revenue_month === someone.revenue_month && has(r, q)),
      );
  });

  it('come a page at a time when asked: the pages are the whole list cut in order, with its length', async () => {
    const month = (await expectedRows())[0]!.revenue_month;
    const whole = await payments(`?month=${month}`);
    expect(whole.total).toBeUndefined();
    expect(whole.rows.length).toBeGreaterThan(5);
    const pages: PaymentRow[] = [];
    for (let page = 1; pages.length < whole.rows.length; page++) {
      const answer = await payments(`?month=${month}&page=${page}&page_size=5`);
      expect(answer.total).toBe(whole.rows.length);
      expect(answer.rows.length).toBeGreaterThan(0);
      pages.push(...answer.rows);
    }
    expect(pages).toEqual(whole.rows);
    expect((await payments(`?month=${month}&page=99&page_size=5`)).rows).toEqual([]);
  });

  it('make a balance due from exactly 3,000 TWD: 2,999.99 is carried, 3,000 and 3,000.01 are due (spec 9)', async () => {
    // Three channels, each a payee's first month (the finance user has no record anywhere yet), so
    // the balance available is the month's revenue alone.
    const channels = (await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').limit(3).execute()).map((c) => c.channel_id);
    const payee = await t.db.selectFrom('users').select('id').where('email', '=', demo('finance')).executeTakeFirstOrThrow();
    const figures = ['2999.99', '3000.00', '3000.01'];
    await t.db
      .insertInto('payment_records')
      .values(
        channels.map((channel_id, i) => ({
          channel_id,
          payee_user_id: payee.id,
          revenue_month: '209901',
          payment_month: '209903',
          revenue_twd: figures[i]!,
          rate: '32',
        })),
      )
      .execute();
    const rows = (await payments('?month=209901')).rows.filter((r) => r.user_email === demo('finance'));
    expect(rows.map((r) => [r.revenue_twd, r.due_twd, r.unpaid_twd])).toEqual([
      ['2999.99', '0.00', '2999.99'],
      ['3000.00', '3000.00', '3000.00'],
      ['3000.01', '3000.01', '3000.01'],
    ]);
    // The contract's rule gives the same figures (the creator's view and the web app use it).
    expect(figures.map((revenue_twd) => payoutSchedule([{ revenue_month: '209901', revenue_twd, paid_twd: null }])[0]!.due_twd)).toEqual([
      '0.00',
      '3000.00',
      '3000.01',
    ]);
  });

  it('carry the balance across the minimum month by month, part payments and overpayments included (a literal table, spec 3 and 9)', async () => {
    // One payee's months on a channel of their own: the SQL gives each month's balance available
    // (the unpaid before it plus its revenue), payoutDue what of it is due. Every figure is written
    // out here, so a break in the SQL's running balance shows whatever the rule says.
    const channel = (await t.db.selectFrom('channels').select('channel_id').orderBy('channel_id').offset(3).limit(1).executeTakeFirstOrThrow()).channel_id;
    const payee = await t.db.selectFrom('users').select('id').where('email', '=', demo('finance')).executeTakeFirstOrThrow();
    // [revenue month, revenue, paid] → [due, unpaid after it, paid so far]
    const table: [string, string, string | null, string, string, string][] = [
      ['209701', '1000.00', null, '0.00', '1000.00', '0.00'],
      ['209702', '1999.99', null, '0.00', '2999.99', '0.00'],
      ['209703', '0.01', '3000.00', '3000.00', '0.00', '3000.00'],
      ['209704', '2999.99', '0.00', '0.00', '2999.99', '3000.00'],
      ['209705', '500.00', '1000.00', '3499.99', '2499.99', '4000.00'],
      ['209706', '500.01', null, '3000.00', '3000.00', '4000.00'],
      ['209707', '0.00', '3500.00', '3000.00', '-500.00', '7500.00'],
      ['209708', '3499.99', null, '0.00', '2999.99', '7500.00'],
    ];
    await t.db
      .insertInto('payment_records')
      .values(
        table.map(([revenue_month, revenue_twd, paid_twd]) => ({
          channel_id: channel,
          payee_user_id: payee.id,
          revenue_month,
          payment_month: `2097${String(Number(revenue_month.slice(4)) + 2).padStart(2, '0')}`,
          revenue_twd,
          paid_twd,
          rate: '32',
        })),
      )
      .execute();
    const rows = (await payments(`?channel_id=${channel}`)).rows.filter((r) => r.user_email === demo('finance')).reverse();
    expect(rows.map((r) => [r.revenue_month, r.revenue_twd, r.paid_twd, r.due_twd, r.unpaid_twd, r.paid_cumulative_twd])).toEqual(table);
  });
});
