// The reseller area's demo (issue 12 "Demo data"): each part seeds what it owns, in order: the demo
// store connected to the fake Shopify (stores), its catalogue, orders and refunds (orders), resale
// products on demo videos and commissions (products), the reseller's packages (market).
import type { Db } from '../../db/database.ts';
import type { DemoSeedOptions } from '../../ports/demo-seed.ts';
import { seedMarketDemo } from './market/index.ts';
import { seedOrdersDemo } from './orders/index.ts';
import { seedProductsDemo } from './products/index.ts';
import { seedStoresDemo } from './stores/index.ts';

export async function seedResellDemo(trx: Db, options: DemoSeedOptions): Promise<void> {
  await seedStoresDemo(trx, options);
  await seedOrdersDemo(trx, options);
  await seedProductsDemo(trx, options);
  await seedMarketDemo(trx, options);
}
