// The demo network's ledger (issue 10 "Demo data"): a finance user and a creator see a living ledger
// on first start: ratios, a year of rates and statements, payouts paid as due, closed months.
import { addMonths, payoutSchedule, sum, type CreatorView, type MonthCloseStatus, type PaymentRow } from '@chorus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { seedDemoNetwork } from '../../../seed/seed-demo.ts';

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedDemoNetwork>>;
const seedDay = new Date('2026-11-25T08:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  seeded = await seedDemoNetwork(t.ctx.db, { password: DEMO_PASSWORD, channels: 12, days: 400, seedDay, ledger: true });
  await t.signInDemo(['finance', 'user_owner']);
});
afterAll(async () => t?.close());

const get = async <T>(who: string, url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: t.demoHeaders(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe('the demo ledger', () => {
  it('posts twelve months, November 2025 to October 2026, and finalises all but the last two', async () => {
    expect(seeded.ledger?.months).toBe(12);
    expect(seeded.ledger!.entries).toBeGreaterThan(0);
    const months = await t.db.selectFrom('ledger_postings').select('year_month').orderBy('year_month').execute();
    expect(months.map((m) => m.year_month)).toEqual(Array.from({ length: 12 }, (_, i) => addMonths('202511', i)));
    const closed = await get<MonthCloseStatus>('finance', '/api/v1/accounting/months/202608');
    expect(closed).toMatchObject({ closed: true, hints: ['readyForReconciliation'] });
    const open = await get<MonthCloseStatus>('finance', '/api/v1/accounting/months/202610');
    expect(open).toMatchObject({ closed: false, hints: ['readyForReconciliation', 'accountsNotFinalized'] });
  });

  it('pays what was due on every 20th that has passed, and nothing later', async () => {
    const { rows } = await get<{ rows: PaymentRow[] }>('finance', '/api/v1/accounting/payments?month=202610');
    expect(rows.length).toBeGreaterThan(0);
    const records = await t.db.selectFrom('payment_records').selectAll().orderBy('revenue_month').execute();
    for (const r of records) {
      // Revenue of September 2026 is paid on 2026-11-20, before the seed day; October's on 2026-12-20.
      if (r.revenue_month >= '202610') expect(r.paid_twd, `${r.channel_id} ${r.revenue_month}`).toBeNull();
    }
    const channels = new Set(records.map((r) => r.channel_id));
    for (const channelId of channels) {
      const own = records.filter((r) => r.channel_id === channelId);
      const figures = payoutSchedule(own.map((r) => ({ revenue_month: r.revenue_month, revenue_twd: r.revenue_twd, paid_twd: r.paid_twd })));
      figures.forEach((f, i) => {
        if (own[i]!.paid_twd !== null) expect(sum([own[i]!.paid_twd!]), `${channelId} ${f.revenue_month}`).toBe(sum([f.due_twd]));
      });
    }
    expect(records.some((r) => r.paid_twd !== null)).toBe(true);
  });

  it('withholds income tax on recent statements in Taiwan dollars and in yen (issue 30)', async () => {
    const lines = await t.db
      .selectFrom('ledger_entries')
      .select(['tax_currency', 'year_month'])
      .where('line', '=', 'withholding_tax')
      .where('reverses_id', 'is', null)
      .execute();
    expect(new Set(lines.map((l) => l.tax_currency))).toEqual(new Set(['TWD', 'JPY']));
    expect(lines.some((l) => l.year_month === '202610')).toBe(true);
    const presets = await t.db.selectFrom('payee_tax_profiles').select('preset').distinct().execute();
    expect(presets.map((p) => p.preset).sort()).toEqual(['jp_non_resident', 'jp_resident', 'tw_non_resident', 'tw_resident']);
  });

  it('shows the creator their channels with a balance and progress to 3000 TWD', async () => {
    const view = await get<CreatorView>('user_owner', '/api/v1/accounting/my-statements');
    expect(view.channels.length).toBeGreaterThan(0);
    for (const c of view.channels) {
      expect(c.months.length).toBe(12);
      expect(Number(c.progress)).toBeGreaterThanOrEqual(0);
      expect(sum([c.balance_twd])).toBe(sum([c.months[0]!.unpaid_twd]));
    }
  });
});
