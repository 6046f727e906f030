// Commissions (issue 12 "beyond the seed"): a rate on a resale product or on a case package turns
// the product's attributed net sales (attribution.ts, the area's one rule) into a monthly row per
// product, which the ledger posts as the creator's `resale_commission` statement line.
// docs/decisions.md "Reseller (issue 12)", market part.
//
// - The rate of a product: its own rate, else the rate of the newest package whose case videos
//   include the product's video (case on the product's channel).
// - Month rows (resell_commission_months) are recomputed whole by `refreshMonthCommissions`, which
//   the ledger calls inside its posting transaction after the month lock said the month is open:
//   a closed month's rows and lines never change again.
// - commission = net × rate, rounded to 2 places half up, in the store's currency; in USD by the
//   month's accounting rate (spec 9: units per USD; USD itself 1): exact to 12 places. A TWD or JPY
//   store without the month's rate stops the posting (errors.commissionRateMissing); a currency the
//   ledger has no rate for at all keeps its rows with no USD value, not posted.
import { yearMonthLabel } from '@chorus/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../errors/domain-error.ts';
import { attributedLines } from '../attribution.ts';

/** Currencies the ledger holds a monthly rate for (accounting_exchange_rates), besides USD. */
const LEDGER_CURRENCIES = ['TWD', 'JPY'];

export async function refreshMonthCommissions(trx: Db, yearMonth: string, now: Date): Promise<{ rows: number }> {
  await trx.deleteFrom('resell_commission_months').where('year_month', '=', yearMonth).execute();
  const inserted = await sql`
    INSERT INTO resell_commission_months (year_month, video_product_id, channel_id, currency, orders, net_sales, rate, commission, commission_usd, computed_at)
    WITH sales AS (
      SELECT a.video_product_id, a.channel_id, a.video_id, a.currency, count(DISTINCT a.order_id)::int AS orders, sum(a.net) AS net
      FROM (${attributedLines({ yearMonth })}) a
      GROUP BY 1, 2, 3, 4
    ),
    rated AS (
      SELECT s.*, coalesce(own.rate, pkg.rate) AS rate
      FROM sales s
      LEFT JOIN resell_commission_rates own ON own.video_product_id = s.video_product_id
      LEFT JOIN LATERAL (
        SELECT r.rate FROM collab_case_videos v
        JOIN collab_cases c ON c.id = v.case_id
        JOIN resell_commission_rates r ON r.package_id = c.package_id
        WHERE v.video_id = s.video_id AND c.channel_id = s.channel_id
        ORDER BY c.package_id DESC LIMIT 1
      ) pkg ON true
    ),
    amounts AS (
      SELECT r.*, round(r.net * r.rate, 2) AS commission FROM rated r WHERE r.rate IS NOT NULL
    )
    SELECT ${yearMonth}, a.video_product_id, a.channel_id, a.currency, a.orders, a.net, a.rate, a.commission,
      CASE WHEN a.currency = 'USD' THEN a.commission ELSE round(a.commission / fx.rate, 12) END,
      ${now}
    FROM amounts a
    LEFT JOIN accounting_exchange_rates fx ON fx.year_month = ${yearMonth} AND fx.currency = a.currency`.execute(trx);
  const missing = await sql<{ currency: string }>`
    SELECT DISTINCT currency::text AS currency FROM resell_commission_months
    WHERE year_month = ${yearMonth} AND commission_usd IS NULL AND currency IN (${sql.join(LEDGER_CURRENCIES)})
    ORDER BY 1`.execute(trx);
  if (missing.rows.length > 0)
    throw new DomainError('errors.commissionRateMissing', { params: { month: yearMonthLabel(yearMonth), currency: missing.rows[0]!.currency } });
  return { rows: Number(inserted.numAffectedRows ?? 0) };
}
