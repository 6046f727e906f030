// Writes mapped Shopify orders (order-mapping.ts) into the shared tables, whichever way they come:
// a webhook (one order or one refund), a sync page (250 orders), the demo seed. Idempotent and
// order-proof: an order row is replaced only by a version whose updated_at is not older than the
// stored one, so a late orders/create never undoes an orders/updated; refunds are kept by their own
// id whatever the order's state (a refund arriving before its order waits in shop_refunds), and
// each line's refunded quantity and amount are recomputed from every refund the store holds for the
// order, after each write.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { MappedOrder, RefundRow } from './order-mapping.ts';
import { chunks } from '../../../db/chunks.ts';
import { fromExcluded } from '../../../db/upsert.ts';

/** Runs `work` in a transaction: the caller's when it is one (the demo seed), a new one otherwise. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));

export type SaveResult = { written: number; stale: number };

/** Saves orders of one store (each with its lines and refunds); older versions than the stored ones are skipped. */
export async function saveOrders(db: Db, storeId: number, orders: readonly MappedOrder[]): Promise<SaveResult> {
  if (orders.length === 0) return { written: 0, stale: 0 };
  // The newest version of each order in the batch (a page may not repeat one, a caller might).
  const byId = new Map<number, MappedOrder>();
  for (const m of orders) {
    const seen = byId.get(m.order.order_id);
    if (!seen || seen.order.shopify_updated_at <= m.order.shopify_updated_at) byId.set(m.order.order_id, m);
  }
  const batch = [...byId.values()].sort((a, b) => a.order.order_id - b.order.order_id);
  return inTransaction(db, async (trx) => {
    const written = new Set<number>();
    for (const part of chunks(batch, 500)) {
      const rows = await trx
        .insertInto('shop_orders')
        .values(part.map((m) => ({ store_id: storeId, ...m.order })) as never)
        .onConflict((oc) =>
          oc
            .columns(['store_id', 'order_id'])
            .doUpdateSet((eb) =>
              fromExcluded(eb, [
                'name',
                'order_date',
                'shopify_updated_at',
                'currency',
                'subtotal_price',
                'total_discounts',
                'discount_codes',
                'financial_status',
                'cancelled_at',
                'landing_site',
                'referring_site',
                'source_name',
                'landing_video_id',
                'from_youtube',
              ]),
            )
            .where('shop_orders.shopify_updated_at', '<=', (eb) => eb.ref('excluded.shopify_updated_at')),
        )
        .returning('order_id')
        .execute();
      for (const r of rows) written.add(r.order_id);
    }
    const fresh = batch.filter((m) => written.has(m.order.order_id));
    for (const ids of chunks([...written], 5000)) {
      await trx.deleteFrom('shop_order_lines').where('store_id', '=', storeId).where('order_id', 'in', ids).execute();
    }
    const lines = fresh.flatMap((m) => {
      const extra = {
        store_id: storeId,
        order_id: m.order.order_id,
        order_date: m.order.order_date,
        codes: m.order.discount_codes.map((c) => c.toUpperCase()),
      };
      return m.lines.map((l) => ({ ...extra, ...l }));
    });
    for (const part of chunks(lines, 4000))
      await trx
        .insertInto('shop_order_lines')
        .values(part as never)
        .execute();
    await insertRefunds(
      trx,
      storeId,
      batch.flatMap((m) => m.refunds),
    );
    // Only orders with a refund held need netting (a refund may have come before its order).
    const refunded = new Set(batch.filter((m) => m.refunds.length > 0).map((m) => m.order.order_id));
    const withoutOwn = [...written].filter((id) => !refunded.has(id));
    for (const ids of chunks(withoutOwn, 5000)) {
      const held = await trx.selectFrom('shop_refunds').select('order_id').distinct().where('store_id', '=', storeId).where('order_id', 'in', ids).execute();
      for (const r of held) refunded.add(r.order_id);
    }
    await netRefunds(
      trx,
      storeId,
      [...refunded].filter((id) => written.has(id)),
    );
    return { written: written.size, stale: batch.length - written.size };
  });
}

async function insertRefunds(trx: Db, storeId: number, refunds: readonly RefundRow[]): Promise<void> {
  if (refunds.length === 0) return;
  for (const part of chunks(refunds, 2000)) {
    await trx
      .insertInto('shop_refunds')
      .values(part.map((r) => ({ store_id: storeId, refund_id: r.refund_id, order_id: r.order_id, created_at: r.created_at })))
      .onConflict((oc) => oc.columns(['store_id', 'refund_id']).doNothing())
      .execute();
  }
  // A refund names each line once; the same refund sent again changes nothing.
  const lines = refunds.flatMap((r) => r.lines.map((l) => ({ store_id: storeId, refund_id: r.refund_id, ...l })));
  for (const part of chunks(lines, 4000)) {
    await trx
      .insertInto('shop_refund_lines')
      .values(part as never)
      .onConflict((oc) => oc.columns(['store_id', 'refund_id', 'line_id']).doNothing())
      .execute();
  }
}

/** Recomputes refunded_quantity / refunded_amount of the orders' lines from every refund held for them. */
async function netRefunds(trx: Db, storeId: number, orderIds: readonly number[]): Promise<void> {
  for (const ids of chunks(orderIds, 5000)) {
    if (ids.length === 0) continue;
    await sql`
      UPDATE shop_order_lines l
         SET refunded_quantity = LEAST(x.q, l.quantity), refunded_amount = x.a
        FROM (SELECT l2.order_id, l2.line_id, COALESCE(SUM(rl.quantity), 0)::int AS q, COALESCE(SUM(rl.subtotal), 0) AS a
                FROM shop_order_lines l2
                LEFT JOIN (shop_refunds r JOIN shop_refund_lines rl ON rl.store_id = r.store_id AND rl.refund_id = r.refund_id)
                  ON r.store_id = l2.store_id AND r.order_id = l2.order_id AND rl.line_id = l2.line_id
               WHERE l2.store_id = ${storeId} AND l2.order_id = ANY(${sql.val(ids)}::bigint[])
               GROUP BY l2.order_id, l2.line_id) x
       WHERE l.store_id = ${storeId} AND l.order_id = x.order_id AND l.line_id = x.line_id
         AND (l.refunded_quantity, l.refunded_amount) IS DISTINCT FROM (LEAST(x.q, l.quantity), x.a)`.execute(trx);
  }
}

/** A refund on its own (refunds/create): kept, and netted into its order's lines if the order is here. */
export async function saveRefund(db: Db, storeId: number, refund: RefundRow): Promise<void> {
  await inTransaction(db, async (trx) => {
    await insertRefunds(trx, storeId, [refund]);
    await netRefunds(trx, storeId, [refund.order_id]);
  });
}

/** The connected store a webhook's shop domain names, if any. */
export async function connectedStoreByDomain(db: Db, shopDomain: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('shop_stores').select('id').where('shop_domain', '=', shopDomain).where('status', '=', 'connected').executeTakeFirst();
}
