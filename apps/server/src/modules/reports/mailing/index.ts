// The reports module's mailing part (issue 14): the quarterly subscription per channel, runs of one
// job per channel (scheduled after each quarter, manual, resend, or a report mailed from the page),
// and the send records. Built from the shared infrastructure and the module's one report renderer.
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import type { ReportService } from '../report.service.ts';
import { MailRunService } from './mail-run.service.ts';
import { mailingHandlers } from './mailing.routes.ts';
import { registerQuarterlySchedule } from './quarterly-schedule.ts';
import { registerReportMailJob } from './report-mail.job.ts';

export { REPORT_MAIL_QUEUE } from './report-mail.job.ts';
export { REPORT_MAIL_SCHEDULE_QUEUE } from './quarterly-schedule.ts';
export { seedReportMailingDemo } from './mailing-demo.ts';

export function mailingPart(infra: AppContext, renderer: ReportService): { handlers: Handlers } {
  const { db, jobs, clock, users, mailer, config } = infra;
  const runs = new MailRunService({ db, jobs, clock });
  // Without SMTP_URL mail goes to the development outbox; in production without it, nowhere.
  const canSend = Boolean(config.smtpUrl) || mailer.keepsOutbox;
  registerReportMailJob(jobs, { db, users, mailer, renderer, clock, publicUrl: config.publicUrl, canSend, settings: config.reportMail });
  registerQuarterlySchedule(jobs, runs);
  return { handlers: mailingHandlers({ db, clock, runs, renderer }) };
}
