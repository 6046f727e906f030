// The accounting module's archive part (issue 30): the archive of received revenue report files,
// the Reporting API's daily download into it, the expiry alerts and the reconciliation.
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { archiveHandlers } from './archive.routes.ts';
import { archiveService } from './archive.service.ts';

export function archivePart(infra: AppContext): Handlers {
  const service = archiveService({
    db: infra.db,
    storage: infra.storage,
    audit: auditLog({ db: infra.db, clock: infra.clock }),
    now: () => infra.clock.now(),
  });
  return archiveHandlers(service);
}
