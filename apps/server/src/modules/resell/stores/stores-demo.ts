// The demo's connected stores (issue 12 "Demo data"): the reseller team (Daily Picks) has the demo
// store DEMO_SHOP_DOMAIN, the advertiser team (Brightside Foods) a store of its own. The seed has no
// key to encrypt tokens with (it runs without the app's configuration), so the rows are written
// connected and without tokens; the app in demo mode gives them tokens its own fake Shopify accepts
// when it starts (shopify-demo.ts), and hands the fake the tokens already stored on every restart.
import type { Db } from '../../../db/database.ts';
import { DEMO_SHOP_DOMAIN } from '../fake-shopify/demo-shop.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';

/** The advertiser team's demo store. */
export const DEMO_ADVERTISER_SHOP_DOMAIN = 'brightside-foods-demo.myshopify.com';

export const demoStores = [
  { team: 'reseller', shop: DEMO_SHOP_DOMAIN, name: 'Daily Picks Demo Store', currency: 'USD', timezone: 'America/New_York' },
  { team: 'advertiser', shop: DEMO_ADVERTISER_SHOP_DOMAIN, name: 'Brightside Foods Shop', currency: 'USD', timezone: 'America/New_York' },
] as const;

export async function seedStoresDemo(trx: Db, options: DemoSeedOptions): Promise<void> {
  for (const store of demoStores) {
    const userId = options.userIds.get(store.team);
    if (userId === undefined) continue;
    const team = await trx
      .selectFrom('advertiser_members')
      .select('advertiser_id')
      .where('user_id', '=', userId)
      .where('role', '=', 'adsOwner')
      .orderBy('advertiser_id')
      .executeTakeFirst();
    if (!team) continue;
    await trx
      .insertInto('shop_stores')
      .values({
        advertiser_id: team.advertiser_id,
        shop_domain: store.shop,
        name: store.name,
        currency: store.currency,
        iana_timezone: store.timezone,
        status: 'connected',
        scopes: 'read_orders,read_products',
        connected_by: userId,
        connected_at: options.seedDay,
      })
      .execute();
  }
}
