// The courses part of the commerce module: its service built from the infrastructure it uses, and its handlers.
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { coursesHandlers } from './courses.routes.ts';
import { coursesService } from './courses.service.ts';

export function coursesPart(infra: AppContext): Handlers {
  return coursesHandlers(coursesService({ db: infra.db, audit: auditLog({ db: infra.db, clock: infra.clock }), storage: infra.storage }));
}
