// The video data manager's part of the production module (issue 29): its service, its job and its handlers.
import type { AppContext } from '../../../app-context.ts';
import { applyRun } from './apply-run.job.ts';
import { youtubeVideoApi, type VideoApi } from './video-source.ts';
import { productionVideoHandlers } from './videos.routes.ts';
import { VIDEO_BATCH_JOB, VideosService, type VideoBatchJob } from './videos.service.ts';

export { applyRun } from './apply-run.job.ts';
export { VIDEO_BATCH_JOB } from './videos.service.ts';

export function createVideosPart(ctx: AppContext, api: VideoApi = youtubeVideoApi(ctx)) {
  const { db, clock, jobs } = ctx;
  jobs.register<VideoBatchJob>(VIDEO_BATCH_JOB, async (data, job) => applyRun({ db, clock, api }, data.run_id, job.progress), {
    retryLimit: 0,
    expireInSeconds: 3 * 3600,
  });
  return productionVideoHandlers({ videos: new VideosService({ db, clock, jobs, api }) });
}
