// The resell module's products part (contract resell/products.routes.ts): resale products on
// videos (add with the discount code checked at the store, list, remove, the catalogue picker),
// what each video sold (resellPerformance and its export), the collab report's resale section
// (resaleSalesOfVideos, exported through the module's index.ts) and the demo's products.
import type { ResellVideoSales, Subject } from '@chorus/contract';
import type { AppContext } from '../../../app-context.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { ResellShared } from '../resell-shared.ts';
import type { TopicHandlers } from '../webhook-topics.ts';
import { checkDiscountCode } from './discount-code-check.ts';
import { productsHandlers } from './products.routes.ts';
import { ResaleProductsService } from './products.service.ts';
import { ResaleSalesService } from './sales.service.ts';

export { seedProductsDemo } from './products-demo.ts';

export function productsPart(infra: AppContext, shared: ResellShared): { handlers: Handlers; topics: TopicHandlers } {
  const { db, clock } = infra;
  const products = new ResaleProductsService({ db, clock, checkCode: (storeId, code) => checkDiscountCode(shared, storeId, code) });
  return { handlers: productsHandlers({ products, sales: new ResaleSalesService({ db, clock }) }), topics: {} };
}

/**
 * The collab performance report's resale section: every resale product on these videos in the
 * stores the subject sees, with what it sold since it was put there (all orders carrying its code).
 */
export async function resaleSalesOfVideos(deps: { db: Db; clock: Clock }, subject: Subject, videoIds: readonly string[]): Promise<ResellVideoSales[]> {
  if (videoIds.length === 0) return [];
  const report = await new ResaleSalesService(deps).performance(subject, { from: '2000-01-01', videoIds });
  return report.videos.flatMap((v) => v.products.map((p) => ({ ...p, video_id: v.video_id })));
}
