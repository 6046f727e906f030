// The studio store part of the commerce module: its service built from the infrastructure it uses, and its handlers.
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { studioStoreHandlers } from './studio-store.routes.ts';
import { studioStoreService } from './studio-store.service.ts';

export function studioStorePart({ db, clock }: AppContext): Handlers {
  return studioStoreHandlers(studioStoreService({ db, clock, audit: auditLog({ db, clock }) }));
}
