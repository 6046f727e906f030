// The editing requests part of the production module: its services, its mail job, its handlers.
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { registerAbandonedUploadsCleanup } from './abandoned-uploads.ts';
import { EDIT_MAIL_JOB, editMailJob } from './edit-mail.ts';
import { editRequestsHandlers } from './edit-requests.routes.ts';
import { EditRequestsService } from './edit-requests.service.ts';
import { EditUploads } from './edit-uploads.ts';

/** Due dates are the network's calendar days (Taipei). */
const networkDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' });

export function editRequestsPart(ctx: AppContext): Handlers {
  const { db, clock, jobs, mailer, config, storage } = ctx;
  jobs.register(EDIT_MAIL_JOB, editMailJob({ db, mailer, publicUrl: config.publicUrl }), { retryLimit: 3 });
  registerAbandonedUploadsCleanup(ctx);
  const requests = new EditRequestsService({ db, clock, jobs, maxUploadBytes: config.productionUploadMaxBytes });
  const uploads = new EditUploads({ db, clock, requests, maxBytes: config.productionUploadMaxBytes, dataDir: config.dataDir });
  return editRequestsHandlers({ requests, uploads, storage, today: () => networkDay.format(clock.now()) });
}
