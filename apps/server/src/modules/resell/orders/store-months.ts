// A Shopify store's months (issue 28, the commerce area's ec part and the ledger's store line): the
// month of the store's own time zone (Shopify reports in the shop's zone), the month's orders
// (voided ones left out) at their subtotal (after discounts, before shipping and tax) and the refunds
// made in the month (their lines' subtotals, whichever month the order was), over the shared tables.
import { sql, type RawBuilder } from 'kysely';

/** `s`'s month `ym` (YYYYMM) in the store's zone, as [from, to) instants. */
export const monthFrom = (ym: RawBuilder<unknown>) => sql`(to_date(${ym}, 'YYYYMM')::timestamp AT TIME ZONE s.iana_timezone)`;
export const monthTo = (ym: RawBuilder<unknown>) => sql`((to_date(${ym}, 'YYYYMM') + interval '1 month')::timestamp AT TIME ZONE s.iana_timezone)`;

/**
 * Per store and month of the store's zone: orders, gross, refunds (the month's orders and the
 * month's refunds of any order), for the stores and the months [fromMonth, toMonth].
 */
export function storeMonthsSql(stores: RawBuilder<unknown>, fromMonth: string, toMonth: string) {
  const from = monthFrom(sql`${fromMonth}`);
  const to = monthTo(sql`${toMonth}`);
  return sql`
    SELECT x.store_id, x.month, sum(x.orders)::int AS orders, sum(x.gross) AS gross, sum(x.refunds) AS refunds
    FROM (
      SELECT o.store_id, to_char(o.order_date AT TIME ZONE s.iana_timezone, 'YYYYMM') AS month, count(*) AS orders,
        sum(o.subtotal_price) AS gross, 0::numeric AS refunds
      FROM shop_stores s JOIN shop_orders o ON o.store_id = s.id
      WHERE s.id IN (${stores}) AND o.order_date >= ${from} AND o.order_date < ${to} AND o.financial_status IS DISTINCT FROM 'voided'
      GROUP BY 1, 2
      UNION ALL
      SELECT r.store_id, to_char(r.created_at AT TIME ZONE s.iana_timezone, 'YYYYMM'), 0, 0, sum(rl.subtotal)
      FROM shop_stores s JOIN shop_refunds r ON r.store_id = s.id
        JOIN shop_refund_lines rl ON rl.store_id = r.store_id AND rl.refund_id = r.refund_id
      WHERE s.id IN (${stores}) AND r.created_at >= ${from} AND r.created_at < ${to}
      GROUP BY 1, 2
    ) x
    GROUP BY 1, 2`;
}
