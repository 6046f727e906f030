// The insight area's demo (issue 13): each part seeds what it owns, in order: the stored analysis of
// the demo channels' titles and comments (language), custom similar channels and licensing prices
// (similar), cached search keywords (clouds), saved comparison column sets (comparison).
import type { Db } from '../../db/database.ts';
import type { DemoSeedOptions } from '../../ports/demo-seed.ts';
import { seedCloudsDemo } from './clouds/index.ts';
import { seedComparisonDemo } from './comparison/index.ts';
import { seedLanguageDemo } from './language/index.ts';
import { seedSimilarDemo } from './similar/index.ts';

export async function seedInsightDemo(trx: Db, options: DemoSeedOptions): Promise<void> {
  await seedLanguageDemo(trx, options);
  await seedSimilarDemo(trx, options);
  await seedCloudsDemo(trx, options);
  await seedComparisonDemo(trx, options);
}
