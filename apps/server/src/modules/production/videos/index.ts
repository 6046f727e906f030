// The video data manager's part of the production module (issue 29): its service, its job and its handlers.
import type { AppContext } from '../../../app-context.ts';
import { applyRun } from './apply-run.job.ts';
import { demoVideoApi, videoDemoMode, withDemoVideos } from './video-demo.ts';
import { youtubeVideoApi, type VideoApi } from './video-source.ts';
import { productionVideoHandlers } from './videos.routes.ts';
import { VIDEO_BATCH_JOB, VideosService, type VideoBatchJob } from './videos.service.ts';

export { applyRun } from './apply-run.job.ts';
export { VIDEO_BATCH_JOB } from './videos.service.ts';
export { seedVideoDataDemo } from './video-demo.ts';

/** YouTube through the channel's authorization; in demo mode (no Google app, not production) the demo's channels answer from their table. */
const defaultApi = (ctx: AppContext): VideoApi =>
  videoDemoMode(ctx.config) ? withDemoVideos(youtubeVideoApi(ctx), demoVideoApi(ctx.db)) : youtubeVideoApi(ctx);

export function createVideosPart(ctx: AppContext, api: VideoApi = defaultApi(ctx)) {
  const { db, clock, jobs } = ctx;
  jobs.register<VideoBatchJob>(VIDEO_BATCH_JOB, async (data, job) => applyRun({ db, clock, api }, data.run_id, job.progress), {
    retryLimit: 0,
    expireInSeconds: 3 * 3600,
  });
  return productionVideoHandlers({ videos: new VideosService({ db, clock, jobs, api }) });
}
