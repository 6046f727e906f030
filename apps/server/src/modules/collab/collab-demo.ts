// The marketplace's demo (issue 11 "Demo data"): each part seeds what it owns, in order: favourites
// and prices (search), packages, cases, request forms and their timeline (deals), then the case
// videos of the packages that reached matching complete (performance).
import type { Db } from '../../db/database.ts';
import { seedDealsDemo } from './deals/index.ts';
import { seedPerformanceDemo } from './performance/index.ts';
import { seedSearchDemo } from './search/index.ts';

export type CollabDemoOptions = {
  seedDay: Date;
  /** Demo account ids by demo-accounts.ts key (admin, staff, agency, advertiser, advertiser_client, …). */
  userIds: ReadonlyMap<string, number>;
};

export async function seedCollabDemo(trx: Db, options: CollabDemoOptions): Promise<void> {
  await seedSearchDemo(trx, options);
  await seedDealsDemo(trx, options);
  await seedPerformanceDemo(trx, options);
}
