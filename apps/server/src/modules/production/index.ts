// The production module's public entry (issue 29): the video data manager (videos/).
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { createVideosPart } from './videos/index.ts';

export { applyRun, VIDEO_BATCH_JOB } from './videos/index.ts';

export function createModule(ctx: AppContext): ServerModule {
  return { handlers: { ...createVideosPart(ctx) } };
}
