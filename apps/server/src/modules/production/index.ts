// The production module's public entry (issue 29): editing requests (videoEditor), the video data
// manager (videoData) and the publishing calendar (publishPlatform), one folder per part.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { editRequestsPart } from './edit-requests/edit-requests.module.ts';
import { createSchedulePart } from './schedule/index.ts';
import { createVideosPart } from './videos/index.ts';

export { seedEditRequestsDemo } from './edit-requests/edit-demo.ts';
export { EDIT_MAIL_JOB } from './edit-requests/edit-mail.ts';
export { applyRun, seedVideoDataDemo, VIDEO_BATCH_JOB } from './videos/index.ts';
export { RELEASE_SWEEP_JOB, seedReleasesDemo, stepRelease, sweepReleases } from './schedule/index.ts';

export function createModule(ctx: AppContext): ServerModule {
  return { handlers: { ...editRequestsPart(ctx), ...createVideosPart(ctx), ...createSchedulePart(ctx) } };
}
