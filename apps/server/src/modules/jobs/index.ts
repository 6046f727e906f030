// The jobs module's public entry: the progress of long tasks run as jobs. The job registry itself
// is shared infrastructure (apps/server/src/jobs), on AppContext as `jobs`.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { JobProgressService } from './job-progress.service.ts';
import { jobsHandlers } from './jobs.routes.ts';

export function createModule({ db }: AppContext): ServerModule {
  return { handlers: jobsHandlers({ progress: new JobProgressService({ db }) }) };
}
