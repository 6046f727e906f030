// The courses part of the commerce module: its service built from the infrastructure it uses, its handlers and its import job.
import type { AppContext } from '../../../app-context.ts';
import { auditLog } from '../../../audit/audit-log.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { coursesHandlers } from './courses.routes.ts';
import { COURSE_IMPORT_JOB, coursesService, type CourseImportJob } from './courses.service.ts';

export function coursesPart(infra: AppContext): Handlers {
  const service = coursesService({
    db: infra.db,
    audit: auditLog({ db: infra.db, clock: infra.clock }),
    storage: infra.storage,
    clock: infra.clock,
    jobs: infra.jobs,
    inlineMaxBytes: infra.config.courseUploadInlineMaxBytes,
  });
  infra.jobs.register<CourseImportJob>(COURSE_IMPORT_JOB, async (data) => service.runUploadJob(data), {
    // A month is replaced whole or not at all; a failed upload is sent again by its user (as the revenue uploads).
    retryLimit: 0,
    expireInSeconds: 3600,
    deleteAfterSeconds: 7 * 24 * 3600,
    pollingIntervalSeconds: 1,
  });
  return coursesHandlers(service);
}
