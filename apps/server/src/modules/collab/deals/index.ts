// The collab module's deals part: case packages, cases, the request form, status moves, their
// timeline and the status mail (contract collab/deals.routes.ts).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { JobFailure } from '../../../jobs/index.ts';
import { STATUS_MAIL_ATTEMPTS, STATUS_MAIL_JOB, sendStatusMails, type StatusMailJob } from './deal-mail.ts';
import { dealsHandlers } from './deals.routes.ts';
import { DealsService } from './deals.service.ts';

export { seedDealsDemo } from './deals-demo.ts';
export { STATUS_MAIL_JOB } from './deal-mail.ts';

export function dealsPart({ db, clock, jobs, mailer, config }: AppContext): Handlers {
  // One job per change; the recipients a send failed for get a job of their own, later, so that a
  // retry never mails anyone twice.
  jobs.register<StatusMailJob>(STATUS_MAIL_JOB, async (data) => {
    const { failed } = await sendStatusMails({ db, mailer, publicUrl: config.publicUrl }, data);
    if (failed.length === 0) return;
    const attempt = data.attempt ?? 1;
    if (attempt >= STATUS_MAIL_ATTEMPTS) throw new JobFailure('errors.collabMailFailed', { retry: false });
    await jobs.send(STATUS_MAIL_JOB, { ...data, only: failed, attempt: attempt + 1 }, { startAfterSeconds: 60 * attempt });
  });
  const service = new DealsService({
    db,
    clock,
    queueStatusMail: async (mail, trx) => {
      await jobs.send(STATUS_MAIL_JOB, mail, { within: trx });
    },
  });
  return dealsHandlers(service);
}
