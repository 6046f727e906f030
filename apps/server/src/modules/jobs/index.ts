// The jobs module's public entry: the progress of long tasks run as jobs, and the daily removal of
// finished jobs' progress rows (progress-cleanup.ts). The job registry itself is shared
// infrastructure (apps/server/src/jobs), on AppContext as `jobs`.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { JobProgressService } from './job-progress.service.ts';
import { jobsHandlers } from './jobs.routes.ts';
import { registerProgressCleanup } from './progress-cleanup.ts';

export function createModule({ db, clock, jobs }: AppContext): ServerModule {
  registerProgressCleanup({ db, clock, jobs });
  return { handlers: jobsHandlers({ progress: new JobProgressService({ db }) }) };
}
