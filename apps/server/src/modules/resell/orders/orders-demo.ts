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
  await seedShopOrders(trx, store.id, demoShop(options.seedDay), options.seedDay);
}

/**
 * A fake shop's catalogue and orders into the store's rows, as if a backfill had run at `syncedAt`
 * (a sync from the demo then fetches only what changed since). Also the commerce area's demo stores.
 */
export async function seedShopOrders(trx: Db, storeId: number, shop: FakeShop, syncedAt: Date): Promise<void> {
  if (shop.products.length > 0) {
    await trx
      .insertInto('shop_products')
      .values(
        shop.products.map((p) => ({
          store_id: storeId,
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
  await saveOrders(trx, storeId, shop.orders.map(mapRestOrder));
  await trx.updateTable('shop_stores').set({ orders_synced_at: syncedAt }).where('id', '=', storeId).execute();
}
