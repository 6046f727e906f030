// The collab module's deals part: case packages, cases, the request form, status moves, their
// timeline and the status mail (contract collab/deals.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { STATUS_MAIL_JOB, statusMailJob, type StatusMailJob } from './deal-mail.ts';
import { dealsHandlers } from './deals.routes.ts';
import { DealsService } from './deals.service.ts';

export { seedDealsDemo } from './deals-demo.ts';
export { STATUS_MAIL_JOB } from './deal-mail.ts';

export function dealsPart({ db, clock, jobs, mailer, config }: AppContext): Handlers {
  jobs.register<StatusMailJob>(STATUS_MAIL_JOB, statusMailJob({ db, jobs, mailer, publicUrl: config.publicUrl }));
  const service = new DealsService({
    db,
    clock,
    queueStatusMail: async (mail, trx) => {
      await jobs.send(STATUS_MAIL_JOB, mail, { within: trx });
    },
  });
  return dealsHandlers(service);
}
