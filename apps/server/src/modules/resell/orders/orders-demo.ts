// The demo store's orders in the database (issue 12 "Demo data"), as if a backfill had just run: the
// same orders the fake Shopify serves for the demo shop (fillDemoShop), mapped like any sync and
// written in a few set-based statements so that `npm start` stays quick. The stores part creates the
// store row first (seedStoresDemo); without it there is nothing to fill.
import type { Db } from '../../../db/database.ts';
import { DEMO_SHOP_DOMAIN, fillDemoShop } from '../fake-shopify/demo-shop.ts';
import { blankShop, type FakeShop } from '../fake-shopify/fake-shopify.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';
import { mapRestOrder } from './order-mapping.ts';
import { saveOrders } from './orders.repository.ts';

/** The demo shop as the fake Shopify holds it, filled for the seed day. */
export function demoShop(seedDay: Date): FakeShop {
  const shop = blankShop(DEMO_SHOP_DOMAIN);
  fillDemoShop(shop, seedDay);
  return shop;
}

export async function seedOrdersDemo(trx: Db, options: DemoSeedOptions): Promise<void> {
  const store = await trx
    .selectFrom('shop_stores')
    .select('id')
    .where('shop_domain', '=', DEMO_SHOP_DOMAIN)
    .where('status', '=', 'connected')
    .executeTakeFirst();
  if (!store) return;
  const shop = demoShop(options.seedDay);
  if (shop.products.length > 0) {
    await trx
      .insertInto('shop_products')
      .values(
        shop.products.map((p) => ({
          store_id: store.id,
          product_id: p.id,
          title: p.title,
          handle: p.handle,
          status: p.status,
          updated_at: new Date(p.updatedAt),
        })),
      )
      .onConflict((oc) => oc.columns(['store_id', 'product_id']).doNothing())
      .execute();
  }
  await saveOrders(trx, store.id, shop.orders.map(mapRestOrder));
  // As if a backfill had run on the seed day: a sync from the demo fetches only what changed since.
  await trx.updateTable('shop_stores').set({ orders_synced_at: options.seedDay }).where('id', '=', store.id).execute();
}
