// The accounting rates (accounting_exchange_rates, issue 10: units per US dollar, per month) of a
// quarter's three months, as the subscription page shows them (spec 2): the revenue of a mailed
// report is converted with these. A month without a rate answers null.
import type { Currency } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';

const RATE_CURRENCIES = ['TWD', 'JPY'] as const satisfies readonly Currency[];

export type QuarterRate = { month: string; currency: Currency; rate: string | null };

export async function quarterRates(db: Db, year: number, quarter: number): Promise<QuarterRate[]> {
  const months = [1, 2, 3].map((i) => `${year}${String((quarter - 1) * 3 + i).padStart(2, '0')}`);
  const rows = await db.selectFrom('accounting_exchange_rates').select(['year_month', 'currency', 'rate']).where('year_month', 'in', months).execute();
  const found = new Map(rows.map((r) => [`${r.year_month} ${r.currency}`, String(r.rate)]));
  return months.flatMap((ym) =>
    RATE_CURRENCIES.map((currency) => ({ month: `${ym.slice(0, 4)}-${ym.slice(4)}`, currency, rate: found.get(`${ym} ${currency}`) ?? null })),
  );
}
