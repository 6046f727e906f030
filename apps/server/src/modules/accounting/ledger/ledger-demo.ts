// The demo network's ledger (issue 10 "Demo data"), so that finance sees a living ledger on first
// start: ratios for every YT channel, a year of TWD and JPY rates, each month's statements posted,
// the payouts whose 20th has passed paid as due, and every month but the last two finalised.
// Revenue comes from revenue_channel_months: the demo network's CMS months (seed/demo-revenue.ts),
// seeded before this.
import { addMonths, payoutDateOf, payoutSchedule } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { monthRate } from '../month-rate.ts';
import { seedWithholdingDemo } from '../withholding/withholding-demo.ts';
import { monthOf } from './ledger-deps.ts';
import { postMonth } from './posting.repository.ts';

export async function seedLedgerDemo(
  trx: Db,
  options: { seedDay: Date; financeUserId: number; months?: number },
): Promise<{ months: number; entries: number }> {
  const last = addMonths(monthOf(options.seedDay), -1);
  const months = Array.from({ length: options.months ?? 12 }, (_, i) => addMonths(last, i - (options.months ?? 12) + 1));
  const now = options.seedDay;

  // Creators keep 70 % of ads, 60 % of Premium, 80 % of fan funding, 50 % of the rest; a few
  // channels got a better ad share half-way through the year.
  await sql`
    INSERT INTO profit_share_ratios (channel_id, item, start_month, ratio, set_by, set_at)
    SELECT c.channel_id, i.item, ${months[0]!}::text, i.ratio, ${options.financeUserId}::bigint, ${now}::timestamptz
    FROM channels c CROSS JOIN (VALUES
      ('estimated_ad', 0.7), ('premium', 0.6), ('membership', 0.8), ('super_chat', 0.8), ('super_thanks', 0.8),
      ('super_stickers', 0.8), ('membership_gifts', 0.8), ('paid_course', 0.5), ('asset', 0.5), ('adjustment', 0.7)
    ) AS i(item, ratio)
    WHERE c.source_type = 'YT'
    UNION ALL
    SELECT c.channel_id, 'estimated_ad', ${months[6]!}::text, 0.75, ${options.financeUserId}::bigint, ${now}::timestamptz
    FROM channels c WHERE c.source_type = 'YT' AND right(c.channel_id, 5) < 'm'`.execute(trx);

  // Rates drift around 31.5 TWD and 148 JPY per USD.
  await trx
    .insertInto('accounting_exchange_rates')
    .values(
      months.flatMap((month, i) => [
        {
          year_month: month,
          currency: 'TWD' as const,
          rate: (31.2 + ((i * 37) % 19) / 10).toFixed(4),
          source: `TT-${month}-01`,
          set_by: options.financeUserId,
          set_at: now,
        },
        {
          year_month: month,
          currency: 'JPY' as const,
          rate: (142 + ((i * 53) % 13)).toFixed(2),
          source: `TT-${month}-02`,
          set_by: options.financeUserId,
          set_at: now,
        },
      ]),
    )
    .execute();

  // Issue 30: payees' tax profiles, so the statements carry withholding lines.
  await seedWithholdingDemo(trx, { months, financeUserId: options.financeUserId, seedDay: now });

  let entries = 0;
  for (const month of months) {
    const rate = (await monthRate(trx, month, 'TWD'))!; // set above for every month
    entries += (await postMonth(trx, month, rate, options.financeUserId, now)).entries;
  }

  // Finance paid what was due on every 20th that has passed.
  const records = await trx
    .selectFrom('payment_records')
    .select(['id', 'channel_id', 'payee_user_id', 'revenue_month', 'revenue_twd'])
    .orderBy('revenue_month')
    .execute();
  const byPayee = new Map<string, typeof records>();
  for (const r of records) byPayee.set(`${r.channel_id} ${r.payee_user_id}`, [...(byPayee.get(`${r.channel_id} ${r.payee_user_id}`) ?? []), r]);
  const today = now.toISOString().slice(0, 10);
  for (const group of byPayee.values()) {
    const paid: (string | null)[] = [];
    for (let i = 0; i < group.length; i++) {
      const figures = payoutSchedule(
        group.slice(0, i + 1).map((r, j) => ({ revenue_month: r.revenue_month, revenue_twd: r.revenue_twd, paid_twd: paid[j] ?? null })),
      );
      const f = figures[i]!;
      paid[i] = payoutDateOf(f.payment_month) <= today && f.due_twd !== '0.00' ? f.due_twd : null;
      if (paid[i] !== null)
        await trx
          .updateTable('payment_records')
          .set({ paid_twd: paid[i], paid_by: options.financeUserId, paid_at: now })
          .where('id', '=', group[i]!.id)
          .execute();
    }
  }

  // Every month but the last two is finalised.
  await trx
    .insertInto('accounting_months')
    .values(months.slice(0, -2).map((month) => ({ year_month: month, closed_at: now, closed_by: options.financeUserId })))
    .onConflict((oc) => oc.column('year_month').doUpdateSet({ closed_at: now, closed_by: options.financeUserId }))
    .execute();
  return { months: months.length, entries };
}
