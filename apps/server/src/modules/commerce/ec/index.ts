// The ec part of the commerce module (issue 28): the creator's own store, connected through the
// resell area's Shopify install; its orders arrive through the resell area's webhooks and sync.
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { shopInstalls } from '../../resell/index.ts';
import { ecHandlers } from './ec.routes.ts';
import { ecService } from './ec.service.ts';

export function ecPart(infra: AppContext): Handlers {
  const { db, clock } = infra;
  return ecHandlers(ecService({ db, clock, audit: auditLog({ db, clock }), installs: shopInstalls(infra) }));
}
