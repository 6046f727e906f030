// Issue 30: the withholding line of each fresh statement, added by the posting (posting.repository.ts)
// to the month's fresh lines before they are compared with the live ones, so a changed profile or
// payment reposts the statement like any other figure, and the payment record is net of the tax.
// The payee's profile in force for the month (latest effective month not after it, then the latest
// row) names the rule; the payment is the statement's total in the profile's currency: TWD as the
// statement's TWD lines add up, JPY as Σ share × the month's JPY rate rounded to the yen (the
// creator's view does the same), USD as Σ share rounded to the cent. The rule is the contract's
// computeWithholding; the line's USD and TWD figures are the tax at the month's rates.
import { computeWithholding, compareAmounts, divide, multiply, roundTo, withholdingBasePlaces, type WithholdingCurrency } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { monthRate } from '../month-rate.ts';

type Profile = {
  id: number;
  user_id: number;
  currency: WithholdingCurrency;
  rate: string;
  exempt_up_to: string | null;
  upper_from: string | null;
  upper_rate: string | null;
};

/** The profiles in force in a month for these payees, by payee. */
export async function profilesInForce(db: Db, yearMonth: string, userIds: readonly number[]): Promise<Map<number, Profile>> {
  if (userIds.length === 0) return new Map();
  const rows = await sql<Profile>`
    SELECT DISTINCT ON (user_id) id, user_id, currency, rate, exempt_up_to, upper_from, upper_rate
    FROM payee_tax_profiles
    WHERE user_id = ANY(${[...userIds]}::bigint[]) AND effective_month <= ${yearMonth}
    ORDER BY user_id, effective_month DESC, id DESC`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.user_id), { ...r, id: Number(r.id), user_id: Number(r.user_id) }]));
}

/** Adds the tax columns to the posting's ledger_fresh and a withholding line to each statement whose payee's rule withholds something. */
export async function addWithholdingLines(trx: Db, yearMonth: string, twdRate: string, ord: number): Promise<number> {
  await sql`
    ALTER TABLE ledger_fresh ADD COLUMN tax_currency text, ADD COLUMN tax_base numeric(18, 2), ADD COLUMN tax_amount numeric(18, 2),
      ADD COLUMN tax_profile_id bigint`.execute(trx);
  const statements = await sql<{ channel_id: string; payee: number; twd: string; usd: string }>`
    SELECT channel_id, payee, sum(amount_twd) AS twd, sum(share) AS usd FROM ledger_fresh GROUP BY channel_id, payee ORDER BY channel_id`.execute(trx);
  const profiles = await profilesInForce(trx, yearMonth, [...new Set(statements.rows.map((s) => Number(s.payee)))]);
  if (profiles.size === 0) return 0;
  let jpyRate: string | null | undefined;
  const rows: { channel_id: string; payee: number; usd: string; twd: string; currency: string; base: string; amount: string; profile: number }[] = [];
  for (const s of statements.rows) {
    const profile = profiles.get(Number(s.payee));
    if (!profile) continue;
    let base: string;
    let rate: string; // units of the profile's currency per USD
    if (profile.currency === 'TWD') {
      base = roundTo(s.twd, withholdingBasePlaces.TWD);
      rate = twdRate;
    } else if (profile.currency === 'JPY') {
      if (jpyRate === undefined) jpyRate = await monthRate(trx, yearMonth, 'JPY');
      if (jpyRate === null) throw new DomainError('errors.accountingJpyRateMissing', { params: { month: yearMonth } });
      rate = jpyRate;
      base = roundTo(multiply(s.usd, jpyRate), withholdingBasePlaces.JPY);
    } else {
      base = roundTo(s.usd, withholdingBasePlaces.USD);
      rate = '1';
    }
    const amount = computeWithholding(base, profile);
    if (compareAmounts(amount, '0') === 0) continue;
    const usd = divide(amount, rate, 12);
    const twd = profile.currency === 'TWD' ? roundTo(amount, 2) : roundTo(divide(multiply(amount, twdRate), rate, 16), 2);
    rows.push({ channel_id: s.channel_id, payee: Number(s.payee), usd, twd, currency: profile.currency, base, amount, profile: profile.id });
  }
  if (rows.length === 0) return 0;
  await sql`
    INSERT INTO ledger_fresh (channel_id, payee, line, ord, gross, ratio, share, network, amount_twd, studio_order_id, tax_currency, tax_base, tax_amount, tax_profile_id)
    SELECT r.channel_id, r.payee, 'withholding_tax', ${ord}::int, -r.usd, 1::numeric, -r.usd, 0::numeric, -r.twd, NULL::bigint, r.currency, r.base, r.amount, r.profile
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(channel_id text, payee bigint, usd numeric, twd numeric, currency text, base numeric, amount numeric, profile bigint)`.execute(trx);
  return rows.length;
}
