// HTTP for job progress: GET /api/v1/jobs/:jobId, which the web app's progress bar polls.
import type { Handlers } from '../../http/register-endpoints.ts';
import type { JobProgressService } from './job-progress.service.ts';

export function jobsHandlers({ progress }: { progress: JobProgressService }): Handlers {
  return {
    jobProgress: async ({ principal, params }) => progress.progress(principal.subject, params.jobId),
  };
}
