// The studio store part of the commerce module: its service built from the infrastructure it uses, its handlers and its mail job.
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { studioStoreHandlers } from './studio-store.routes.ts';
import { queueStudioMail, registerStudioMail } from './studio-mail.ts';
import { studioStoreService, type StudioDeps } from './studio-store.service.ts';

export function studioStorePart({ db, clock, jobs, mailer, config }: AppContext): Handlers {
  registerStudioMail(jobs, { db, mailer, publicUrl: config.publicUrl, timeZone: config.youtube.refreshTimeZone });
  const queueMail: StudioDeps['queueMail'] = (trx, order, event, actorId) => queueStudioMail(jobs, trx, order, event, actorId);
  return studioStoreHandlers(studioStoreService({ db, clock, audit: auditLog({ db, clock }), queueMail }));
}
