// The resell module's market part (contract resell/market.routes.ts): commission rates, and the
// monthly commissions the ledger posts (commissions.ts). The reseller's marketplace pages use the
// collab routes themselves (their policies accept the reseller pages).
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Db } from '../../../db/database.ts';
import { actingCaller } from '../../../security/subject.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';
import type { ResellShared } from '../resell-shared.ts';
import type { TopicHandlers } from '../webhook-topics.ts';
import { CommissionRatesService } from './commission-rates.service.ts';
import { seedMarket } from './market-demo.ts';

export { refreshMonthCommissions } from './commissions.ts';

export function marketPart(infra: AppContext, _shared: ResellShared): { handlers: Handlers; topics: TopicHandlers } {
  const rates = new CommissionRatesService({ db: infra.db, clock: infra.clock, audit: auditLog({ db: infra.db, clock: infra.clock }) });
  return {
    handlers: {
      commissionRates: async ({ principal, req }) => rates.list(actingCaller(principal, req.ip)),
      commissionRateSet: async ({ principal, body, req }) => rates.set(actingCaller(principal, req.ip), body),
    },
    topics: {},
  };
}

export async function seedMarketDemo(trx: Db, options: DemoSeedOptions): Promise<void> {
  await seedMarket(trx, options);
}
