// The youtube module's public entry: YouTube authorization and channel refresh.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { registerDailyRefresh } from './jobs/daily-refresh.job.ts';
import { registerRefreshJob } from './jobs/refresh-channel.job.ts';
import { youtubeHandlers } from './youtube.routes.ts';
import { YoutubeService } from './youtube.service.ts';

export { RefreshQueue } from './refresh-queue.ts';
export { videoKind } from './channel-snapshot.ts';
export { lookupVideoOnYoutube, type LookedUpVideo } from './video-lookup.ts';

/** Also registers the refresh jobs with the job registry (run where the process runs workers). */
export function createModule(ctx: AppContext): ServerModule {
  const { db, clock, config, secret, bus, users, refreshQueue } = ctx;
  registerRefreshJob(ctx);
  registerDailyRefresh(ctx);
  const youtube = new YoutubeService({ db, clock, config, secret, bus, users, refreshQueue });
  return { handlers: youtubeHandlers({ youtube, refreshQueue }) };
}
export { readChannelReport, type ChannelReportQuery } from './analytics-access.ts';
export {
  getPublicChannels,
  getVideos,
  listUploads,
  searchList,
  type ApiAccess,
  type SearchPage,
  type SearchQuery,
  type SearchResult,
  type YoutubeChannel,
  type YoutubeVideo,
} from './youtube-data-client.ts';
export { AuthorizationRevokedError, GoogleApiError, GoogleUnavailableError, QuotaExceededError } from './google-http.ts';
export { setVideoPublishAt, videoStatus, type VideoStatus } from './video-publish-time.ts';
export { channelApiAccess, listVideoMetadata, updateVideoMetadata, type VideoLocalizations, type VideoMetadata, type VideoSnippet } from './video-metadata.ts';
export { publicDataAccess } from './public-data-access.ts';
export { contentOwnerReportingAccess } from './reporting-access.ts';
export {
  createJob,
  listJobReports,
  listJobs,
  listReportTypes,
  openReport,
  type ReportFile,
  type ReportingAccess,
  type ReportingJob,
} from './youtube-reporting-client.ts';
