// A month's exchange rate in the ledger (accounting_exchange_rates: units of the currency per USD, as
// finance set it): statements post with the month's TWD rate, withholding converts JPY profiles with
// its JPY rate. Null when finance has not set it.
import type { Db } from '../../db/database.ts';

export async function monthRate(db: Db, yearMonth: string, currency: 'TWD' | 'JPY'): Promise<string | null> {
  const row = await db
    .selectFrom('accounting_exchange_rates')
    .select('rate')
    .where('year_month', '=', yearMonth)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.rate ?? null;
}
