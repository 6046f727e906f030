// The accounting module's imports part: its services and the handlers of its routes (contract
// accounting/imports.routes.ts), and the job that imports large uploads.
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { importsHandlers } from './imports.routes.ts';
import { IMPORT_JOB, importsService, type ImportJobData, type ImportsDeps } from './imports.service.ts';

/** Uploads up to this size are imported within the request; larger ones in a job (202). */
const INLINE_MAX_BYTES = 32 * 1024 * 1024;

/** `changed`: the revenue import job has ended (its months are replaced, or not), for the kept answers. */
export function importsPart(infra: AppContext, changed: () => void = () => {}): Handlers {
  const service = importsService({
    db: infra.db,
    audit: auditLog({ db: infra.db, clock: infra.clock }),
    storage: infra.storage,
    jobs: infra.jobs,
    rows: infra.uploadReads as ImportsDeps['rows'],
    inlineMaxBytes: INLINE_MAX_BYTES,
  });
  infra.jobs.register<ImportJobData>(
    IMPORT_JOB,
    async (data, job) => {
      try {
        await service.runUploadJob(data, job.progress);
      } finally {
        changed();
      }
    },
    {
      // A file's month is replaced whole or not at all; a failed upload is sent again by its user.
      retryLimit: 0,
      expireInSeconds: 3 * 3600,
      deleteAfterSeconds: 7 * 24 * 3600,
      // Someone is watching the page for this upload: pick it up within a second, not two.
      pollingIntervalSeconds: 1,
    },
  );
  return importsHandlers(service);
}
